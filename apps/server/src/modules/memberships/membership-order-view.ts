/**
 * A membership order in its API shape (SPEC section 3, Membership order), read by the API and
 * by the confirmation e-mail alike, so both say the same.
 */
import type { MembershipOrder } from '@shop/core/membership-api';
import { buildMembershipReceipt, type MembershipReceiptJson } from '@shop/core/membership-receipt';
import { centsToDollars } from '@shop/core/money';
import { fromStoredItem, toCheckoutItem } from './memberships-mappers.ts';
import type { MembershipOrderRow, MembershipsRepository } from './memberships-repository.ts';

/** The order's receipt, built from its cents as the e-mail builds it, in the API's dollars. */
function receiptOfOrder(row: MembershipOrderRow): MembershipReceiptJson {
  const receipt = buildMembershipReceipt(row);
  return {
    lines: receipt.lines.map((line) => ({
      displayName: line.displayName,
      quantity: line.quantity,
      amount: centsToDollars(line.amountCents),
    })),
    discount: receipt.discount && {
      code: receipt.discount.code,
      amount: centsToDollars(receipt.discount.amountCents),
    },
    taxes: centsToDollars(receipt.taxCents),
    donation: centsToDollars(receipt.donationCents),
    total: centsToDollars(receipt.totalCents),
  };
}

export function createMembershipOrderView(options: {
  repository: Pick<MembershipsRepository, 'findMembership' | 'findOrderMembers'>;
  /** Show the waiver link when the membership has one. */
  displayWaivers: boolean;
}) {
  const { repository } = options;
  return async function toOrder(row: MembershipOrderRow): Promise<MembershipOrder> {
    const membership = await repository.findMembership(row.membershipId);
    const holders = await repository.findOrderMembers(row.id);
    const primary = holders.find((holder) => holder.role === 'primary');
    const waiver = membership?.waiverLink ?? null;
    return {
      id: row.id,
      token: row.token,
      receipt: row.receipt,
      purchaseDate: row.createdAt.toISOString(),
      email: row.email,
      customerName: `${row.firstName} ${row.lastName}`,
      paymentMethod: row.paymentMethod,
      primaryMemberId: row.primaryMemberId,
      memberCode: primary?.memberCode ?? '',
      donationAmount: centsToDollars(row.donationCents),
      membership: { id: row.membershipId, displayName: membership?.displayName ?? '' },
      totalPaid: centsToDollars(row.totalPaidCents),
      subtotal: centsToDollars(row.subtotalBeforeDiscountsCents - row.discountCents),
      discounts: centsToDollars(row.discountCents),
      totalTaxes: centsToDollars(row.taxCents),
      coupon: row.couponCode,
      items: row.items.map(fromStoredItem).map(toCheckoutItem),
      breakdown: receiptOfOrder(row),
      members: holders.map((holder) => ({
        id: holder.id,
        memberCode: holder.memberCode,
        firstName: holder.firstName,
        lastName: holder.lastName,
        role: holder.role,
        membershipTypeId: holder.membershipTypeId,
      })),
      startsOn: primary?.startsOn ?? '',
      expiresOn: primary?.expiresOn ?? '',
      waiver,
      displayWaiver: options.displayWaivers && waiver !== null,
      createdAccount: row.createdAccount,
    };
  };
}
