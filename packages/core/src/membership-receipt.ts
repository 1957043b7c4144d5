/**
 * The membership receipt (issue 17 item 8, decision 033): one model for the confirmation page
 * and the confirmation e-mail. Each line at its price before the promo code, the code's
 * discount once, the taxes, an untaxed donation and the total paid: the lines less the
 * discount plus taxes and donation are the total, as `priceMembership` priced them.
 */
import { z } from 'zod';
import { type Cents } from './money.ts';
import { dollarsSchema } from './field-schemas.ts';
/** An order's item as it keeps it, in cents. */
export interface ReceiptItemCents {
  displayName: string;
  quantity: number;
  subtotalBeforeDiscountsCents: Cents;
  discountCents: Cents;
  taxCents: Cents;
}

export interface MembershipReceipt {
  lines: { displayName: string; quantity: number; amountCents: Cents }[];
  /** The promo code's discount over all lines; null when none was taken off. */
  discount: { code: string | null; amountCents: Cents } | null;
  taxCents: Cents;
  donationCents: Cents;
  totalCents: Cents;
}

export function buildMembershipReceipt(order: {
  items: ReceiptItemCents[];
  couponCode: string | null;
  donationCents: Cents;
  totalPaidCents: Cents;
}): MembershipReceipt {
  const sum = (pick: (item: ReceiptItemCents) => Cents) =>
    order.items.reduce((total, item) => total + pick(item), 0);
  const discountCents = sum((item) => item.discountCents);
  return {
    // Before the promo code, which has its own line: a line's own discount is never shown twice.
    lines: order.items.map((item) => ({
      displayName: item.displayName,
      quantity: item.quantity,
      amountCents: item.subtotalBeforeDiscountsCents,
    })),
    discount: discountCents > 0 ? { code: order.couponCode, amountCents: discountCents } : null,
    taxCents: sum((item) => item.taxCents),
    donationCents: order.donationCents,
    totalCents: order.totalPaidCents,
  };
}

/** The receipt as the API answers it, in decimal dollars. */
export const membershipReceiptSchema = z.object({
  lines: z.array(
    z.object({ displayName: z.string(), quantity: z.number().int(), amount: dollarsSchema }),
  ),
  discount: z.object({ code: z.string().nullable(), amount: dollarsSchema }).nullable(),
  taxes: dollarsSchema,
  donation: dollarsSchema,
  total: dollarsSchema,
});
export type MembershipReceiptJson = z.infer<typeof membershipReceiptSchema>;
