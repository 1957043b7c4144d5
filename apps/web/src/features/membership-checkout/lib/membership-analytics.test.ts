import type { MembershipCheckout } from '@shop/core/membership-api';
import { expect, it } from 'vitest';
import { toMembershipEcommerce } from './membership-analytics.ts';

it('names the membership as the item (namespaced from activities) and each place as its variant', () => {
  const checkout = {
    membershipId: 3,
    coupon: null,
    totals: { total: 244, totalTaxes: 0 },
    items: [
      { displayName: 'Account holder', price: 199, quantity: 1 },
      { displayName: 'Family member', price: 0, quantity: 3 },
      { displayName: 'Extra family member', price: 45, quantity: 1 },
    ],
  } as unknown as MembershipCheckout;
  const product = {
    item_id: 'membership-3',
    item_name: 'Family Pass',
    item_category: 'Membership',
  };
  expect(toMembershipEcommerce(checkout, 'Family Pass')).toEqual({
    value: 244,
    tax: 0,
    items: [
      { ...product, item_variant: 'Account holder', price: 199, quantity: 1 },
      { ...product, item_variant: 'Family member', price: 0, quantity: 3 },
      { ...product, item_variant: 'Extra family member', price: 45, quantity: 1 },
    ],
  });
});
