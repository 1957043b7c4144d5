/**
 * The back office's orders (issue 15, decision 055): the search, the order page, refunds, resent
 * confirmations and internal notes. Money is in cents here: nothing of the shop's dollar
 * envelopes binds the admin API (decision 040). The refund's amount is priced by
 * `refundAmountCents`, so the dialog shows the amount the server will refund.
 */
import { z } from 'zod';
import { idParamSchema, isoDateSchema } from './field-schemas.ts';
import { formatUsd, type Cents } from './money.ts';
import { plainText } from './text-rules.ts';
import { paymentKinds } from './report-api.ts';

export const ORDER_PAGE_SIZE_MAX = 100;
export const ORDER_NOTE_MAX_LENGTH = 2000;
export const REFUND_REASON_MAX_LENGTH = 500;

export const orderAdminTexts = {
  notFound: 'Order was not found.',
  nothingToRefund: 'Choose at least one ticket to refund, or the whole order.',
  ticketNotInOrder: 'That ticket is not part of this order.',
  alreadyRefunded: 'That ticket has already been refunded.',
  orderChanged: 'The order was changed by its buyer just now. Reload it and refund again.',
  tooLarge: (leftCents: Cents) =>
    `A refund cannot be larger than what is left to refund ($${(leftCents / 100).toFixed(2)}).`,
  refundUnderWay:
    'A refund of this order is being confirmed with the payment service. Try again in a minute.',
  refundNotConfirmed:
    'The payment service did not confirm the refund. It will be checked again shortly; do not refund again.',
  refundUnanswered:
    'The server did not answer, so the refund may or may not be made. Try again: it is never made twice.',
  keyReused: 'This refund key was already used for a different refund.',
  noteRequired: 'Write the note first.',
  resent: 'The confirmation e-mail is on its way.',
  /** A made refund, saying where the money went: the card charged, or cash at the window. */
  refunded: (amountCents: Cents, method: RefundMethod, card: string | null) =>
    method === 'cash'
      ? `Refunded ${formatUsd(amountCents)} in cash: hand it to the buyer.`
      : `Refunded ${formatUsd(amountCents)} to ${cardOf(card)}.`,
  /** The order history's placer when nobody is known (an order from before names were kept). */
  unknownActor: 'the shop',
} as const;

/** 'Visa ending in 1111' reads 'the Visa ending in 1111'; no label reads 'the card'. */
function cardOf(label: string | null): string {
  if (!label || label === 'cash') return 'the card';
  return /^the /i.test(label) ? label : `the ${label}`;
}

/** A staff member as the order's history names them: "Dana Ortiz (box office)". */
export function staffActorName(name: string, role: string): string {
  return `${name} (${role.replace('-', ' ')})`;
}

export const orderStatuses = ['paid', 'partly-refunded', 'refunded'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** `GET /admin/orders`: free text (receipt, name, e-mail), purchase date, activity, session. */
export const orderSearchQuerySchema = z.object({
  q: plainText().trim().max(120).optional(),
  date: isoDateSchema.optional(),
  activityId: idParamSchema.optional(),
  activityTimeId: idParamSchema.optional(),
  /** How it was paid: cash, card, or nothing to pay (decision 082). */
  paymentMethod: z.enum(paymentKinds).optional(),
  /** Who sold it: a staff member's id, or `online` for the shop's own orders. */
  seller: z.union([z.literal('online'), idParamSchema]).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(ORDER_PAGE_SIZE_MAX).default(25),
});
export type OrderSearchQuery = z.infer<typeof orderSearchQuerySchema>;

/** The back office's search form: the query's text, date and filters as chosen ('' for any). */
export const orderSearchFormSchema = z.object({
  q: plainText().trim().max(120, 'Cannot exceed maximum character limit of 120'),
  date: z.union([z.literal(''), isoDateSchema]),
  paymentMethod: z.union([z.literal(''), z.enum(paymentKinds)]),
  seller: z.string().regex(/^(|online|\d+)$/),
  session: z.string().regex(/^\d*$/),
});
export type OrderSearchForm = z.infer<typeof orderSearchFormSchema>;

/** `GET /admin/orders/filters?date=`: who has sold, and the sessions of a day, to filter by. */
export const orderFiltersQuerySchema = z.object({ date: isoDateSchema.optional() });
export const orderFiltersResponseSchema = z.object({
  data: z.object({
    sellers: z.array(z.object({ id: z.number().int(), name: z.string() })),
    sessions: z.array(
      z.object({ id: z.number().int(), activity: z.string(), startsAt: z.string() }),
    ),
  }),
});
export type OrderFilters = z.infer<typeof orderFiltersResponseSchema>['data'];

export const orderSummarySchema = z.object({
  id: z.number().int(),
  receipt: z.string(),
  customerName: z.string(),
  email: z.string(),
  createdAt: z.string(),
  places: z.number().int(),
  totalPaidCents: z.number().int(),
  refundedCents: z.number().int(),
  status: z.enum(orderStatuses),
  paymentMethod: z.string().nullable(),
  /** The staff member who sold it at the box office (decision 059); null for the shop's. */
  soldBy: z.string().nullable(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderSearchResponseSchema = z.object({
  data: z.array(orderSummarySchema),
  meta: z.object({ page: z.number().int(), pageSize: z.number().int(), total: z.number().int() }),
});

export const orderParamsSchema = z.object({ id: idParamSchema });

const answerSchema = z.object({ label: z.string(), value: z.string() });

/**
 * One admission place of a ticket line (decision 049: a code per place), as the order page and
 * the refund dialog tell places apart (decision 084): the code's last characters only, whether
 * the place is refunded (the last places of a line are the refunded ones), and its check-in.
 */
export const ticketPlaceSchema = z.object({
  n: z.number().int(),
  codeEnd: z.string(),
  refunded: z.boolean(),
  admittedAt: z.string().nullable(),
  admittedBy: z.string().nullable(),
});
export type TicketPlace = z.infer<typeof ticketPlaceSchema>;

export const adminOrderTicketSchema = z.object({
  /** The line item ticket's id: what a refund names. */
  id: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
  refundedQuantity: z.number().int(),
  unitPriceCents: z.number().int(),
  discountCents: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
  coupon: z.string().nullable(),
  attendee: z.string().nullable(),
  answers: z.array(answerSchema),
  /** Its places, n = 1..quantity; add-ons have none (they have no code). */
  places: z.array(ticketPlaceSchema),
});
export type AdminOrderTicket = z.infer<typeof adminOrderTicketSchema>;

export const adminOrderLineSchema = z.object({
  lineItemId: z.number().int(),
  activityId: z.number().int(),
  activity: z.string(),
  activityTimeId: z.number().int(),
  session: z.string(),
  startsAt: z.string(),
  answers: z.array(answerSchema),
  tickets: z.array(adminOrderTicketSchema),
});

/**
 * `owed`: a cancelled session's cash refund, waiting for a clerk to hand the cash over at the
 * window (decision 073); it becomes `succeeded` when that is recorded.
 */
export const refundStatuses = ['pending', 'owed', 'succeeded', 'failed'] as const;

export const refundMethods = ['card', 'cash'] as const;
export type RefundMethod = (typeof refundMethods)[number];

export const refundedTicketSchema = z.object({
  lineItemTicketId: z.number().int(),
  quantity: z.number().int(),
  amountCents: z.number().int(),
});
export type RefundedTicket = z.infer<typeof refundedTicketSchema>;

export const orderRefundSchema = z.object({
  id: z.number().int(),
  status: z.enum(refundStatuses),
  amountCents: z.number().int(),
  wholeOrder: z.boolean(),
  tickets: z.array(refundedTicketSchema),
  reason: z.string().nullable(),
  message: z.string().nullable(),
  staffEmail: z.string().nullable(),
  /** Who made it, by name and role ("Dana Ortiz (box office)"); null for the shop's own. */
  staffName: z.string().nullable(),
  createdAt: z.string(),
  /** How the money went back: to the card, or counted out in cash at the window (decision 059). */
  method: z.enum(refundMethods),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

export const orderNoteSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  staffEmail: z.string().nullable(),
  createdAt: z.string(),
});
export type OrderNote = z.infer<typeof orderNoteSchema>;

export const adminOrderSchema = z.object({
  id: z.number().int(),
  receipt: z.string(),
  token: z.string(),
  status: z.enum(orderStatuses),
  customer: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
  }),
  createdAt: z.string(),
  paymentMethod: z.string().nullable(),
  /** The staff member who sold it at the box office (decision 059); null for the shop's. */
  soldBy: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  /** A box-office cash sale's amount tendered and change given (decision 072); null otherwise. */
  cash: z.object({ tenderedCents: z.number().int(), changeCents: z.number().int() }).nullable(),
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  taxCents: z.number().int(),
  donationCents: z.number().int(),
  totalPaidCents: z.number().int(),
  refundedCents: z.number().int(),
  /** What is paid and neither refunded nor in a pending refund. */
  refundableCents: z.number().int(),
  coupons: z.array(
    z.object({ code: z.string(), description: z.string(), discountCents: z.number().int() }),
  ),
  lines: z.array(adminOrderLineSchema),
  payments: z.array(
    z.object({
      kind: z.string(),
      amountCents: z.number().int(),
      succeeded: z.boolean(),
      message: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  refunds: z.array(orderRefundSchema),
  edits: z.array(
    z.object({
      kind: z.string(),
      /** Who did it: the buyer's e-mail, or a staff member by name and role. */
      actor: z.string(),
      chargedCents: z.number().int(),
      refundedCents: z.number().int(),
      createdAt: z.string(),
    }),
  ),
  emails: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      status: z.string(),
      createdAt: z.string(),
      sentAt: z.string().nullable(),
    }),
  ),
  notes: z.array(orderNoteSchema),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const adminOrderResponseSchema = z.object({ data: adminOrderSchema });

/**
 * `POST /admin/orders/:id/refunds`: the whole order, or chosen places of its tickets. The
 * amount is priced from the order's cents; `amountCents` may only lower it (a partial goodwill
 * refund), never above what is left to refund.
 */
export const refundOrderBodySchema = z
  .object({
    wholeOrder: z.boolean().default(false),
    tickets: z
      .array(
        z.object({
          lineItemTicketId: idParamSchema,
          quantity: z.number().int().min(1).max(1000),
        }),
      )
      .max(200)
      .default([]),
    amountCents: z.number().int().min(0).max(100_000_000).optional(),
    reason: plainText().trim().max(REFUND_REASON_MAX_LENGTH).optional(),
  })
  .refine((body) => body.wholeOrder || body.tickets.length > 0, {
    message: orderAdminTexts.nothingToRefund,
    path: ['tickets'],
  });
export type RefundOrderBody = z.input<typeof refundOrderBodySchema>;

export const refundResponseSchema = z.object({ data: orderRefundSchema });

export const orderNoteBodySchema = z.object({
  text: plainText({ message: orderAdminTexts.noteRequired })
    .trim()
    .min(1, orderAdminTexts.noteRequired)
    .max(
      ORDER_NOTE_MAX_LENGTH,
      `Cannot exceed maximum character limit of ${ORDER_NOTE_MAX_LENGTH}`,
    ),
});
export type OrderNoteBody = z.infer<typeof orderNoteBodySchema>;

export const orderNoteResponseSchema = z.object({ data: orderNoteSchema });
export const orderMessageResponseSchema = z.object({ data: z.object({ message: z.string() }) });

/** A ticket line as a refund prices it: its places, its total in cents, and those refunded. */
export interface RefundableTicket {
  id: number;
  quantity: number;
  totalCents: Cents;
  refundedQuantity: number;
}

/**
 * What refunding `quantity` more places of a ticket line returns: its total (price after its
 * coupon share, plus its tax) spread over its places, so the places of a line refunded one by
 * one add up to the line's total to the cent (the last place takes the rounding).
 */
export function refundShareCents(ticket: RefundableTicket, quantity: number): Cents {
  const share = (places: number) => Math.round((ticket.totalCents * places) / ticket.quantity);
  return share(ticket.refundedQuantity + quantity) - share(ticket.refundedQuantity);
}

/** The amount of a refund of chosen places; unknown tickets count nothing (the server refuses them). */
export function refundAmountCents(
  tickets: RefundableTicket[],
  chosen: { lineItemTicketId: number; quantity: number }[],
): Cents {
  return chosen.reduce((sum, pick) => {
    const ticket = tickets.find((candidate) => candidate.id === pick.lineItemTicketId);
    return ticket ? sum + refundShareCents(ticket, pick.quantity) : sum;
  }, 0);
}

/** A line's ticket as the place labels need it. */
interface PlacedTicket {
  id: number;
  name: string;
  attendee: string | null;
  places: TicketPlace[];
}

/**
 * Each place of a line named so a clerk can tell identical tickets apart (decision 084): its
 * attendee when there is one, else "Adult (13+) · Ticket 2 of 3 · …7QXA", counted among the
 * line's places of the same ticket name. Keyed by `${ticketId}:${n}`.
 */
export function placeLabelsOf(tickets: PlacedTicket[]): Map<string, string> {
  const counts = new Map<string, number>();
  for (const ticket of tickets)
    counts.set(ticket.name, (counts.get(ticket.name) ?? 0) + ticket.places.length);
  const seen = new Map<string, number>();
  const labels = new Map<string, string>();
  for (const ticket of tickets) {
    for (const place of ticket.places) {
      const k = (seen.get(ticket.name) ?? 0) + 1;
      seen.set(ticket.name, k);
      const position = `Ticket ${k} of ${counts.get(ticket.name)} · …${place.codeEnd}`;
      labels.set(
        `${ticket.id}:${place.n}`,
        ticket.attendee ? `${ticket.attendee} · ${position}` : position,
      );
    }
  }
  return labels;
}
