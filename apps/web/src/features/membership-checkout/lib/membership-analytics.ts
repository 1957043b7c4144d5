/** A membership checkout as a GA4 ecommerce payload (SPEC section 1), in USD dollars. */
import type { MembershipCheckout } from '@shop/core/membership-api';
import type { EcommerceData } from '../../../lib/analytics.ts';

export function toMembershipEcommerce(
  checkout: MembershipCheckout,
  membershipName: string,
): EcommerceData {
  return {
    value: Math.max(0, checkout.totals.total),
    tax: checkout.totals.totalTaxes,
    ...(checkout.coupon ? { coupon: checkout.coupon } : {}),
    items: checkout.items.map((item) => ({
      item_id: item.centamanId,
      item_name: membershipName,
      item_category: 'Membership',
      item_variant: item.displayName,
      price: item.price,
      quantity: item.quantity,
    })),
  };
}
