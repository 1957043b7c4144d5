/**
 * A membership checkout in its API shape (SPEC section 7), and the checkout a token names. A
 * checkout keeps the order info it was priced from under an unguessable token; it is priced
 * again whenever it is read or changed, so it always shows today's prices.
 */
import type { MembershipCheckout } from '@shop/core/membership-api';
import { centsToDollars } from '@shop/core/money';
import { notFound } from '../../http/app-error.ts';
import type { SessionContext } from '../members/index.ts';
import { toCheckoutItem } from './memberships-mappers.ts';
import type { CheckoutRow, MembershipsRepository } from './memberships-repository.ts';
import type { PricedOrderInfo } from './price-order-info.ts';

export function toCheckout(token: string, priced: PricedOrderInfo): MembershipCheckout {
  const { totals } = priced.price;
  return {
    token,
    membershipId: priced.membership.id,
    primaryMember: priced.primaryMember,
    secondaryMembers: priced.secondaryMembers,
    addOnMembers: priced.addOnMembers,
    membershipSelections: priced.selections,
    donationAmount: centsToDollars(priced.donationCents),
    coupon: priced.coupon?.code ?? null,
    couponDescription: priced.coupon?.description ?? null,
    totals: {
      total: centsToDollars(totals.totalCents),
      subtotal: centsToDollars(totals.subtotalCents),
      subtotalBeforeDiscounts: centsToDollars(totals.subtotalBeforeDiscountsCents),
      totalTaxes: centsToDollars(totals.taxCents),
      discounts: centsToDollars(totals.discountCents),
      donationAmount: centsToDollars(totals.donationCents),
    },
    items: priced.price.items.map(toCheckoutItem),
    isPaymentSkipped: totals.totalCents <= 0,
  };
}

/** The checkout a token names, if the caller may see it: its own member's, or a guest's. */
export async function findVisibleCheckout(
  repository: MembershipsRepository,
  token: string,
  session: SessionContext | null,
): Promise<CheckoutRow> {
  const row = await repository.findCheckoutByToken(token);
  if (!row || (row.memberId !== null && row.memberId !== session?.memberId))
    throw notFound('Checkout');
  return row;
}
