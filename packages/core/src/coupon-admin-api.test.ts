import { describe, expect, it } from 'vitest';
import {
  changeCouponBodySchema,
  couponAdminTexts,
  couponFormSchema,
  createCouponBodySchema,
  emptyCouponForm,
} from './coupon-admin-api.ts';

const valid = {
  code: 'spring-25',
  description: '25% off the zipline',
  productArea: 'Ticketing',
  kind: 'percent',
  percent: 25,
  amount: null,
  activityId: 3,
  ticketId: null,
  membershipId: null,
  validFrom: '2026-12-01',
  validUntil: '2026-12-31',
  usageLimit: 100,
  active: true,
} as const;

const problemsOf = (body: unknown) =>
  createCouponBodySchema
    .safeParse(body)
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('a coupon the back office makes', () => {
  it('is stored upper-case, as the shop looks codes up', () => {
    expect(createCouponBodySchema.parse(valid).code).toBe('SPRING-25');
  });

  it('is refused when the shop could not honour it', () => {
    expect(problemsOf({ ...valid, percent: 120 })).toEqual([
      ['percent', couponAdminTexts.percentRange],
    ]);
    expect(problemsOf({ ...valid, kind: 'fixed', percent: null })).toEqual([
      ['amount', couponAdminTexts.amountRequired],
    ]);
    expect(problemsOf({ ...valid, validUntil: '2026-11-30' })).toEqual([
      ['validUntil', couponAdminTexts.endBeforeStart],
    ]);
    expect(problemsOf({ ...valid, productArea: 'Memberships' })).toEqual([
      ['activityId', couponAdminTexts.ticketsOnMembership],
    ]);
    expect(problemsOf({ ...valid, activityId: null, ticketId: 4 })).toEqual([
      ['activityId', couponAdminTexts.ticketNeedsActivity],
    ]);
    expect(problemsOf({ ...valid, code: 'two words' })).toEqual([
      ['code', couponAdminTexts.codeCharacters],
    ]);
  });

  it('is changed by any one field, and not by nothing', () => {
    expect(changeCouponBodySchema.safeParse({ active: false }).success).toBe(true);
    expect(changeCouponBodySchema.safeParse({}).success).toBe(false);
  });
});

describe('the coupon form', () => {
  it('makes the body from typed text, sending only the kind’s own figure', () => {
    const body = couponFormSchema.parse({
      ...emptyCouponForm,
      code: 'ten-off',
      description: '$10 off',
      kind: 'fixed',
      percent: '50',
      amount: '10.00',
      activityId: '2',
      usageLimit: '',
    });
    expect(body).toMatchObject({ code: 'TEN-OFF', percent: null, amount: 10, activityId: 2 });
    expect(body.usageLimit).toBeNull();
  });

  it('names a field typed as words', () => {
    const result = couponFormSchema.safeParse({
      ...emptyCouponForm,
      code: 'X',
      description: 'x',
      percent: 'ten',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['percent', couponAdminTexts.notANumber],
    ]);
  });
});
