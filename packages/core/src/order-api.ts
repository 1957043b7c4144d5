/** Ticket order contract (SPEC sections 3, 5 and 7) and the billing rules shared with the form. */
import { z } from 'zod';
import { booleanQuerySchema, dollarsSchema, expectedTotalSchema } from './field-schemas.ts';
import { cartSchema } from './cart.ts';
import { formatUsd } from './money.ts';
import { plainText } from './text-rules.ts';

export const billingTexts = {
  required: 'Required',
  invalidEmail: 'Invalid email address',
  expMonthBlank: "Expiration month can't be blank",
  expYearBlank: "Expiration year can't be blank",
  securityCodeBlank: "Security code can't be blank",
  mustBeNumber: 'Must be a number',
  termsRequired: 'You must accept the terms and conditions',
  recaptchaRequired: 'reCAPTCHA must be verified',
  maxLength: (length: number) => `Cannot exceed maximum character limit of ${length}`,
} as const;

/** The contact half of the billing form: what the server receives (never card fields). */
export const customerInfoSchema = z.object({
  firstName: plainText().trim().min(1, billingTexts.required).max(29, billingTexts.maxLength(29)),
  lastName: plainText().trim().min(1, billingTexts.required).max(30, billingTexts.maxLength(30)),
  // The e-mail format admits no control character, so it needs no text rule of its own.
  email: z.email(billingTexts.invalidEmail).max(60, billingTexts.maxLength(60)),
  phone: plainText().trim().max(20, billingTexts.maxLength(20)).optional().default(''),
  cardType: plainText().max(40).optional(),
  cardToken: plainText().min(1).max(200).optional(),
  lastFourDigits: z
    .string()
    .regex(/^\d{4}$/)
    .optional(),
});
export type CustomerInfo = z.infer<typeof customerInfoSchema>;

export const createOrderBodySchema = z.object({
  order: z.object({
    bookingId: plainText().max(100).nullable().optional(),
    orderToken: plainText().max(200).nullable().optional(),
    customerInfo: customerInfoSchema,
    /** The cart's total the checkout showed (decision 112). */
    expectedTotal: expectedTotalSchema,
  }),
});
export type CreateOrderBody = z.infer<typeof createOrderBodySchema>;

/** The `orders.json` variant: `{ order: { orderInfo, customerInfo, cardToken } }`. */
export const createOrderJsonBodySchema = z.object({
  order: z.object({
    orderInfo: z.record(z.string(), z.unknown()).optional(),
    customerInfo: customerInfoSchema.omit({ cardToken: true }),
    cardToken: plainText().min(1).max(200).nullable().optional(),
    expectedTotal: expectedTotalSchema,
  }),
});

export const orderQuerySchema = z.object({
  cart_token: plainText().min(1, 'Required').max(200),
  edit_mode: booleanQuerySchema.optional(),
});

/** The Idempotency-Key header of a request made once per key, `what` being what it makes. */
export const idempotencyHeadersFor = (what: string) =>
  z.object({
    'idempotency-key': plainText({
      message: `Send an Idempotency-Key header (a new random value for each ${what})`,
    })
      .min(8, 'Must be at least 8 characters')
      // Without its own message a long key would get the schema's "Send an Idempotency-Key header".
      .max(255, 'Must be at most 255 characters'),
  });

export const idempotencyHeadersSchema = idempotencyHeadersFor('order');

export const waiverSchema = z.object({ waiverName: z.string(), waiverLink: z.string() });

/**
 * What the latest change to a paid order did with money (SPEC section 4: pay the difference or
 * be refunded): charged to the card given for it, refunded to the card the order was paid with,
 * or nothing when the totals matched (decision 033).
 */
export const paymentChangeKinds = ['charge', 'refund', 'none'] as const;

export const orderPaymentChangeSchema = z.object({
  kind: z.enum(paymentChangeKinds),
  amount: dollarsSchema,
  /** The card as the order keeps it: "Visa ending in 4242"; null when none is known. */
  paymentMethod: z.string().nullable(),
});
export type OrderPaymentChange = z.infer<typeof orderPaymentChangeSchema>;

/** The same change in cents, as the server keeps it (the order's event, its e-mail's payload). */
export const paymentChangeCentsSchema = orderPaymentChangeSchema
  .omit({ amount: true })
  .extend({ amountCents: z.number().int().nonnegative() });
export type PaymentChangeCents = z.infer<typeof paymentChangeCentsSchema>;

export const orderChangeTexts = {
  heading: 'Your order has been changed.',
  refundTiming: 'A refund can take a few business days to appear on your statement.',
} as const;

/** An order's payment method when the box office took cash (decision 059); else the card's words. */
export const CASH_PAYMENT_METHOD = 'cash';

/**
 * The sentence the confirmation page and e-mail both say of a change's money: 'Charged $91.70
 * to Visa ending in 4242', 'Refunded $107.25 to Visa ending in 1111'.
 */
export function describePaymentChange(change: PaymentChangeCents): string {
  // A box-office cash sale (decision 059) is paid and refunded in cash at the window.
  if (change.paymentMethod === CASH_PAYMENT_METHOD && change.kind !== 'none')
    return `${change.kind === 'charge' ? 'Paid' : 'Refunded'} ${formatUsd(change.amountCents)} in cash`;
  const card = change.paymentMethod ?? 'your card';
  if (change.kind === 'charge') return `Charged ${formatUsd(change.amountCents)} to ${card}`;
  if (change.kind === 'refund') return `Refunded ${formatUsd(change.amountCents)} to ${card}`;
  return 'No payment was needed for this change';
}

export const orderSchema = z.object({
  id: z.number().int(),
  token: z.string(),
  receipt: z.string(),
  purchaseDate: z.string(),
  coupon: z.string().nullable(),
  coupons: z.array(
    z.object({ code: z.string(), description: z.string(), discounts: dollarsSchema }),
  ),
  bookingId: z.string().nullable(),
  email: z.string(),
  customerName: z.string(),
  /** The spec's own field name for the donation in an order. */
  donationAmountAmount: dollarsSchema,
  paymentMethod: z.string().nullable(),
  totalPaid: dollarsSchema,
  displayWaivers: z.boolean(),
  waivers: z.array(waiverSchema),
  cart: cartSchema,
  originalOrder: z.object({ totalPaid: dollarsSchema, cart: cartSchema }).nullable(),
  /** The money moved by the order's latest change; null until it is changed. */
  lastChange: orderPaymentChangeSchema.nullable(),
  /** Staff refunded some or all of it (decision 057): the visitor can no longer change it. */
  hasStaffRefund: z.boolean(),
  /**
   * The order's sessions the shop cancelled (decisions 057 and 073): the page says so instead of
   * thanking the visitor. `wholeOrder` when every session of the order is cancelled.
   */
  cancellation: z
    .object({
      wholeOrder: z.boolean(),
      sessions: z.array(
        z.object({
          activityTimeId: z.number().int(),
          activity: z.string(),
          timed: z.boolean(),
          startDate: z.string(),
          startDatetime: z.string(),
          reason: z.string().nullable(),
        }),
      ),
    })
    .nullable(),
  /**
   * What the back office gave back, or owes: `owed` is cash waiting at the ticket window
   * (decision 073), `pending` a refund being confirmed. Failed refunds are not listed.
   */
  refunds: z.array(
    z.object({ amount: dollarsSchema, status: z.enum(['pending', 'owed', 'succeeded']) }),
  ),
});
export type Order = z.infer<typeof orderSchema>;

export const orderResponseSchema = z.object({
  data: z.object({ id: z.number().int(), type: z.literal('order'), attributes: orderSchema }),
});

export const orderTokenParamsSchema = z.object({ token: plainText().min(1).max(200) });
