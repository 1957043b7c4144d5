/**
 * The rows orders read, parsed with zod where they leave the database: a raw query answers
 * untyped columns, and json columns arrive parsed or as text depending on the driver.
 */
import { z } from 'zod';
import type { orders } from '../../db/schema.ts';

/** A json column: both drivers answer it parsed; a driver answering text is covered. */
export function jsonColumn<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (typeof value === 'string' ? JSON.parse(value) : value), schema);
}

export const waiverSchema = z.object({ waiverName: z.string(), waiverLink: z.string() });
export type Waiver = z.infer<typeof waiverSchema>;

export const couponCodeSchema = z.object({
  code: z.string(),
  description: z.string(),
  discountCents: z.number().int(),
});

export const orderRowSchema = z.object({
  id: z.number().int(),
  token: z.string(),
  receipt: z.string(),
  cartId: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  bookingId: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  chargeTransactionToken: z.string().nullable(),
  soldByStaffId: z.number().int().nullable(),
  cashTenderedCents: z.number().int().nullable(),
  cashChangeCents: z.number().int().nullable(),
  memberId: z.number().int().nullable(),
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  taxCents: z.number().int(),
  donationCents: z.number().int(),
  totalPaidCents: z.number().int(),
  couponCodes: jsonColumn(z.array(couponCodeSchema)),
  createdAt: z.date(),
}) satisfies z.ZodType<typeof orders.$inferSelect>;
export type OrderRow = z.infer<typeof orderRowSchema>;

/** An order row as Drizzle selected it, checked (its coupon codes are a json column). */
export function parseOrderRow(row: unknown): OrderRow {
  return orderRowSchema.parse(row);
}

/** Places a cart needs in one session (a raw query's row). */
export const placesNeededRowSchema = z.object({
  activity_time_id: z.coerce.number().int(),
  quantity: z.coerce.number().int(),
});

/**
 * What locking a sale's rows answers: the sessions found, the waivers the order shows, the
 * order's id and receipt.
 */
export const saleLockRowSchema = z.object({
  sessions: z.coerce.number().int(),
  waivers: jsonColumn(z.array(waiverSchema)),
  order_id: z.coerce.number().int(),
  receipt: z.coerce.string(),
  created_at: z.coerce.date(),
});

/**
 * What the order's write answers: how many sessions were sold, how many limited add-ons were
 * short of their stock (decision 079), which coupons were used.
 */
export const saleWriteRowSchema = z.object({
  sessions_sold: z.coerce.number().int(),
  add_ons_short: z.coerce.number().int(),
  coupons_used: jsonColumn(z.array(z.coerce.number().int())),
  completed: z.coerce.number().int(),
});

/** What an order's change did with money, in cents (the API shows it as `lastChange`). */
export type { PaymentChangeCents as PaymentChange } from '@shop/core/order-api';

/**
 * What the confirmation shows beside the order's lines, as `orderExtrasJson` reads it: whether the
 * back office refunded it, the waivers of its activities, and its latest change (null if none).
 */
export const orderExtrasSchema = jsonColumn(
  z.object({
    hasStaffRefund: z.boolean(),
    refunds: z.array(
      z.object({
        amountCents: z.number().int(),
        status: z.enum(['pending', 'owed', 'succeeded']),
      }),
    ),
    cancelledSessions: z.array(
      z.object({
        activityTimeId: z.number().int(),
        activity: z.string(),
        timed: z.boolean(),
        startsAt: z.coerce.date(),
        reason: z.string().nullable(),
      }),
    ),
    everySessionCancelled: z.boolean(),
    waivers: z.array(waiverSchema),
    lastChange: z
      .object({
        chargedCents: z.number().int(),
        refundedCents: z.number().int(),
        paymentMethod: z.string().nullable(),
      })
      .nullable(),
  }),
);
