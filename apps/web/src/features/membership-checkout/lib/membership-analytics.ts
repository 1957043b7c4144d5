/**
 * A membership checkout as a GA4 ecommerce payload (SPEC section 1), in USD dollars, with the
 * item model of every event (decision 034): the membership is the product, each place bought
 * (account holder, included or paid family member, add-on) its variant.
 */
import type { MembershipCheckout } from '@shop/core/membership-api';
import type { EcommerceData } from '../../../lib/analytics.ts';
import { mergeItems, toAnalyticsItem } from '../../../lib/analytics-items.ts';

export function toMembershipEcommerce(
  checkout: MembershipCheckout,
  membershipName: string,
): EcommerceData {
  const product = {
    // Namespaced: a membership's id may equal an activity's.
    id: `membership-${checkout.membershipId}`,
    displayName: membershipName,
    categoryName: 'Membership',
  };
  return {
    value: Math.max(0, checkout.totals.total),
    tax: checkout.totals.totalTaxes,
    ...(checkout.coupon ? { coupon: checkout.coupon } : {}),
    items: mergeItems(
      checkout.items.map((item) =>
        toAnalyticsItem(product, {
          displayName: item.displayName,
          price: item.price,
          quantity: item.quantity,
        }),
      ),
    ),
  };
}
