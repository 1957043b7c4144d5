/**
 * The box office's walk-up sale (issue 15, decision 059): today's sessions to sell, the cart the
 * sale is made of (the shop's own cart rules), and the sale paid by card or recorded as cash.
 */
import { z } from 'zod';
import { cardFieldsSchema } from './billing-form.ts';
import { addLineItemTicketBodySchema, cartSchema } from './cart.ts';
import { activitySchema, activityTimeSchema } from './catalogue.ts';
import { idParamSchema, idSchema } from './field-schemas.ts';
import { dollarsToCents, formatUsd } from './money.ts';
import { billingTexts, customerInfoSchema, idempotencyHeadersFor } from './order-api.ts';
import { addPassPlaceBodySchema } from './pass-booking.ts';
import { plainText } from './text-rules.ts';
import { udfValueInputSchema } from './udf-rules.ts';

export const walkUpTexts = {
  notToday: 'The box office sells only the sessions of today.',
  /** A sale refused for a short tender: both amounts, as the cashier counts them. */
  cashShortOf: (tenderedCents: number, dueCents: number) =>
    `${formatUsd(tenderedCents)} tendered is less than the ${formatUsd(dueCents)} due. Take at least the amount due.`,
  tendered: 'Amount tendered',
  tenderedRequired: 'Enter the amount tendered.',
  tenderedInvalid: 'Enter the amount tendered in dollars, like 80 or 80.00.',
  nothingChosen: 'Choose at least one ticket or membership place.',
  /** A hold whose answer was lost: holding the same tickets again answers the places it held. */
  holdUnanswered:
    'The server did not answer, so these places may be held. Hold the same tickets again: places already held are shown, never held twice.',
  /** The same hold sent again while its first request is still holding the places. */
  holdInProgress: 'These places are still being held. Wait a moment, then hold them again.',
  /** A sale whose answer was lost: paying again with the same details answers the same sale. */
  saleUnanswered:
    'The server did not answer, so the sale may or may not be made. Pay again with the same details: it is never made twice.',
} as const;

/**
 * The window's membership places (issue 31, decision 095): the box office finds a member with the
 * gate's lookup and sells their household's places at the chosen session.
 */
export const walkUpMemberTexts = {
  heading: 'Members',
  lookupDescription:
    'A pass holder’s included admission or member price: type part of their name or e-mail, or their card’s code.',
  choose: 'Choose',
  household: (name: string) => `${name}’s household`,
  changeMember: 'Another member',
  noPlaces: 'No one in this household has a membership place at this session.',
  noPlace: 'No place',
  alreadyBooked: 'Already has a membership place at this time.',
  guests: (name: string, price: string) => `Guests of ${name} · ${price} each`,
  guestsLeft: (left: number) => `${left} guest ${left === 1 ? 'pass' : 'passes'} left`,
  memberPrice: (price: string, publicPrice: string) =>
    `Member price ${price} (public price ${publicPrice})`,
  guestOf: (name: string) => `Guest of ${name}`,
  heldMemberPrice: (price: string) => `Member price ${price}`,
} as const;

/**
 * The most membership places one walk-up cart adds: a large household with its guests, well
 * short of any activity's maximum a sale.
 */
export const MAX_WALK_UP_PASS_PLACES = 20;

/** The most cash one sale takes ($100,000): more is a typing slip, not notes at a window. */
export const MAX_TENDERED_CENTS = 10_000_000;

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

/**
 * One session's tickets with their booking answers: the cart a walk-up sale is made of. Its
 * membership places (issue 31) are pass holders' places, or guests they bring, each claimed as
 * the shop's `POST /ticketing/line_items/{id}/pass_places` claims one, for the household of the
 * member it names. At least one ticket or membership place.
 */
export const walkUpCartBodySchema = z
  .object({
    activityTimeId: idSchema,
    bookingUdfs: z.array(udfValueInputSchema).max(50).default([]),
    tickets: z.array(addLineItemTicketBodySchema).max(100).default([]),
    passPlaces: z.array(addPassPlaceBodySchema).max(MAX_WALK_UP_PASS_PLACES).default([]),
  })
  .refine((body) => body.tickets.length + body.passPlaces.length > 0, {
    message: walkUpTexts.nothingChosen,
    path: ['tickets'],
  });
export type WalkUpCartBody = z.input<typeof walkUpCartBodySchema>;

/** A hold's Idempotency-Key (decision 106): the hold sent again never holds a second set. */
export const walkUpHoldHeadersSchema = idempotencyHeadersFor('hold');

/**
 * `GET /admin/walk-up/pass-places?activity_time_id=&member_id=`: the membership places at one
 * of today's sessions of the household of a member the lookup found. Answers the shop's
 * `passPlacesResponseSchema`.
 */
export const walkUpPassPlacesQuerySchema = z.object({
  activity_time_id: idParamSchema,
  member_id: idParamSchema,
});
export type WalkUpPassPlacesQuery = z.input<typeof walkUpPassPlacesQuerySchema>;

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
    z.object({
      method: z.literal('cash'),
      /**
       * The notes and coins handed over, in cents: at least the amount due (else 422). The order
       * keeps it with the change given back. A free sale records no cash: send 0.
       */
      tenderedCents: z.number().int().min(0).max(MAX_TENDERED_CENTS),
    }),
  ]),
});
export type WalkUpSaleBody = z.input<typeof walkUpSaleBodySchema>;

export const walkUpSaleSchema = z.object({
  orderId: idSchema,
  receipt: z.string(),
  totalPaidCents: z.number().int(),
  paymentMethod: z.string().nullable(),
  email: z.string(),
  /** A cash sale's amount tendered and change given, in cents; null otherwise. */
  cashTenderedCents: z.number().int().nullable(),
  changeCents: z.number().int().nullable(),
});
export type WalkUpSale = z.infer<typeof walkUpSaleSchema>;
export const walkUpSaleResponseSchema = z.object({ data: walkUpSaleSchema });

/** The change to hand back for cash tendered, or null while the tendered amount falls short. */
export function changeDueCents(dueCents: number, tenderedCents: number): number | null {
  return tenderedCents >= dueCents ? tenderedCents - dueCents : null;
}

/** Cash tendered as typed ('80', '$80.50'), in cents; null until it reads as an amount. */
export function tenderedCentsOf(text: string): number | null {
  const trimmed = text.trim().replace(/^\$\s*/, '');
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(trimmed)) return null;
  return dollarsToCents(Number(trimmed));
}

/**
 * The box office's payment form in the browser for a sale of `dueCents`: the buyer, the method,
 * the card fields checked as the shop checks them when paying by card, and for cash the amount
 * tendered, at least the amount due (the server refuses a short one too).
 */
export function walkUpPayFormSchema(dueCents: number) {
  return walkUpBuyerSchema
    .extend({
      method: z.enum(walkUpPaymentMethods),
      creditCard: z.string(),
      expMonth: z.string(),
      expYear: z.string(),
      verificationCode: z.string(),
      tendered: z.string(),
    })
    .superRefine((values, context) => {
      if (dueCents <= 0) return;
      if (values.method === 'cash') {
        const problem = tenderedProblem(values.tendered, dueCents);
        if (problem) context.addIssue({ code: 'custom', message: problem, path: ['tendered'] });
        return;
      }
      const card = cardFieldsSchema.safeParse(values);
      if (card.success) return;
      for (const issue of card.error.issues) {
        context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      }
    });
}

function tenderedProblem(text: string, dueCents: number): string | null {
  if (text.trim() === '') return walkUpTexts.tenderedRequired;
  const tenderedCents = tenderedCentsOf(text);
  if (tenderedCents === null) return walkUpTexts.tenderedInvalid;
  return tenderedCents < dueCents ? walkUpTexts.cashShortOf(tenderedCents, dueCents) : null;
}

export type WalkUpPayFormInput = z.input<ReturnType<typeof walkUpPayFormSchema>>;
export type WalkUpPayFormValues = z.output<ReturnType<typeof walkUpPayFormSchema>>;

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
