/**
 * The box office's walk-up sale (issue 15, decision 059): today's sessions to sell, the cart the
 * sale is made of (the shop's own cart rules), and the sale paid by card or recorded as cash.
 */
import { z } from 'zod';
import { cardFieldsSchema } from './billing-form.ts';
import { addLineItemTicketBodySchema, cartSchema } from './cart.ts';
import { activitySchema, activityTimeSchema } from './catalogue.ts';
import { idSchema } from './catalogue-api.ts';
import { billingTexts, customerInfoSchema } from './order-api.ts';
import { plainText } from './text-rules.ts';
import { udfValueInputSchema } from './udf-rules.ts';

export const walkUpTexts = {
  notToday: 'The box office sells only the sessions of today.',
  cashShort: 'The amount tendered is less than the amount due.',
  tendered: 'Amount tendered',
} as const;

/** Today's sessions of each activity that has any, with their tickets and vacancy. */
export const walkUpSessionsResponseSchema = z.object({
  data: z.object({
    date: z.string(),
    activities: z.array(
      z.object({ activity: activitySchema, sessions: z.array(activityTimeSchema) }),
    ),
  }),
});
export type WalkUpSessions = z.infer<typeof walkUpSessionsResponseSchema>['data'];

/** One session's tickets with their booking answers: the cart a walk-up sale is made of. */
export const walkUpCartBodySchema = z.object({
  activityTimeId: idSchema,
  bookingUdfs: z.array(udfValueInputSchema).max(50).default([]),
  tickets: z.array(addLineItemTicketBodySchema).min(1).max(100),
});
export type WalkUpCartBody = z.input<typeof walkUpCartBodySchema>;

export const walkUpCartResponseSchema = z.object({ data: cartSchema });

/**
 * `POST /admin/walk-up/carts/release`: the seller starts over ("Change the tickets", another
 * session, "New sale"), so the unsold cart's places go back on sale at once, not when its hold
 * lapses. Answers the emptied cart.
 */
export const walkUpReleaseBodySchema = z.object({ cartToken: plainText().min(1).max(200) });
export type WalkUpReleaseBody = z.input<typeof walkUpReleaseBodySchema>;

/** The buyer: a name is required, the e-mail optional (the tickets are e-mailed when given). */
export const walkUpBuyerSchema = customerInfoSchema
  .pick({ firstName: true, lastName: true, phone: true })
  .extend({
    email: z
      .union([
        z.literal(''),
        z.email(billingTexts.invalidEmail).max(60, billingTexts.maxLength(60)),
      ])
      .optional()
      .default(''),
  });
export type WalkUpBuyer = z.input<typeof walkUpBuyerSchema>;

export const walkUpPaymentMethods = ['card', 'cash'] as const;

export const walkUpSaleBodySchema = z.object({
  cartToken: plainText().min(1).max(200),
  buyer: walkUpBuyerSchema,
  payment: z.discriminatedUnion('method', [
    z.object({ method: z.literal('card'), cardToken: plainText().min(1).max(200) }),
    z.object({ method: z.literal('cash') }),
  ]),
});
export type WalkUpSaleBody = z.input<typeof walkUpSaleBodySchema>;

export const walkUpSaleSchema = z.object({
  orderId: idSchema,
  receipt: z.string(),
  totalPaidCents: z.number().int(),
  paymentMethod: z.string().nullable(),
  email: z.string(),
});
export type WalkUpSale = z.infer<typeof walkUpSaleSchema>;
export const walkUpSaleResponseSchema = z.object({ data: walkUpSaleSchema });

/** The change to hand back for cash tendered, or null while the tendered amount falls short. */
export function changeDueCents(dueCents: number, tenderedCents: number): number | null {
  return tenderedCents >= dueCents ? tenderedCents - dueCents : null;
}

/**
 * The box office's payment form in the browser: the buyer, the method, the card fields checked
 * as the shop checks them when paying by card, and the cash tendered (only for the change shown).
 */
export const walkUpPayFormSchema = walkUpBuyerSchema
  .extend({
    method: z.enum(walkUpPaymentMethods),
    creditCard: z.string(),
    expMonth: z.string(),
    expYear: z.string(),
    verificationCode: z.string(),
    tendered: z.string(),
  })
  .superRefine((values, context) => {
    if (values.method !== 'card') return;
    const card = cardFieldsSchema.safeParse(values);
    if (card.success) return;
    for (const issue of card.error.issues) {
      context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
  });
export type WalkUpPayFormInput = z.input<typeof walkUpPayFormSchema>;
export type WalkUpPayFormValues = z.output<typeof walkUpPayFormSchema>;

export const emptyWalkUpPayForm: WalkUpPayFormInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  method: 'cash',
  creditCard: '',
  expMonth: '',
  expYear: '',
  verificationCode: '',
  tendered: '',
};
