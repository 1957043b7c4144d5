/**
 * The membership rows read back from json columns, parsed with zod where they leave the
 * database: a checkout's order info and an order's items are whatever was stored, so they are
 * checked rather than cast.
 */
import { z } from 'zod';
import { membershipOrderInfoSchema } from '@shop/core/membership-api';

const storedItemSchema = z.object({
  centamanId: z.string(),
  displayName: z.string(),
  description: z.string(),
  quantity: z.number().int(),
  priceCents: z.number().int(),
  subtotalBeforeDiscountsCents: z.number().int(),
  discountCents: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
});

const checkoutRowSchema = z.object({
  id: z.number().int(),
  token: z.string(),
  memberId: z.number().int().nullable(),
  membershipId: z.number().int(),
  orderInfo: membershipOrderInfoSchema,
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type CheckoutRow = z.infer<typeof checkoutRowSchema>;

const membershipOrderRowSchema = z.object({
  id: z.number().int(),
  token: z.string(),
  receipt: z.string(),
  membershipId: z.number().int(),
  householdId: z.number().int(),
  primaryMemberId: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  chargeTransactionToken: z.string().nullable(),
  subtotalBeforeDiscountsCents: z.number().int(),
  discountCents: z.number().int(),
  taxCents: z.number().int(),
  donationCents: z.number().int(),
  totalPaidCents: z.number().int(),
  couponCode: z.string().nullable(),
  items: z.array(storedItemSchema),
  createdAccount: z.boolean(),
  createdAt: z.date(),
});
export type MembershipOrderRow = z.infer<typeof membershipOrderRowSchema>;

export function parseCheckoutRow(row: unknown): CheckoutRow {
  return checkoutRowSchema.parse(row);
}

export function parseMembershipOrderRow(row: unknown): MembershipOrderRow {
  return membershipOrderRowSchema.parse(row);
}
