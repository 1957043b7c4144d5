import { describe, expect, it } from 'vitest';
import {
  createMembershipOrderBodySchema,
  membershipOrderInfoSchema,
  updateMembershipCheckoutBodySchema,
} from './membership-api.ts';

const primaryMember = {
  firstName: 'Ada',
  lastName: 'Skier',
  dateOfBirth: '1988-04-05',
  phone: '801-555-0100',
  address: {
    streetAddress1: '1 Main St',
    city: 'Sydney',
    state: 'NSW',
    zip: '2000',
    country: 'AUSTRALIA',
  },
};

describe('the membership contract', () => {
  it('takes an order info with an empty promo code and no other members', () => {
    const parsed = membershipOrderInfoSchema.parse({ membershipId: 3, primaryMember, coupon: '' });
    expect(parsed).toMatchObject({ membershipId: 3, coupon: '' });
    expect(parsed.secondaryMembers).toBeUndefined();
  });

  it('says a donation must be a number', () => {
    const result = membershipOrderInfoSchema.safeParse({
      membershipId: 3,
      primaryMember,
      donationAmount: 'ten',
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['donationAmount'],
      message: 'Must be a number',
    });
  });

  it('updates a checkout with only the fields sent', () => {
    expect(updateMembershipCheckoutBodySchema.parse({ orderInfo: { coupon: null } })).toEqual({
      orderInfo: { coupon: null },
    });
  });

  it("takes 'no token' as the card of a free order, and no card fields", () => {
    const body = createMembershipOrderBodySchema.parse({
      order: {
        orderInfo: { membershipId: 3, primaryMember },
        customerInfo: { firstName: 'Ada', lastName: 'Skier', email: 'ada@example.org' },
        cardToken: 'no token',
        creditCard: '4111111111111111',
      },
    });
    expect(body.order.cardToken).toBe('no token');
    expect(body.order).not.toHaveProperty('creditCard');
  });
});
