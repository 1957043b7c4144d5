/**
 * The on-sale queue (issue 34, decision 104): an activity goes on sale at a set time to visitors
 * let through in turn. Those who arrive in the early window before the opening are put in a
 * random order at the opening; later arrivals queue behind them as they come. A visitor holds a
 * signed ticket (its place), then a signed pass (its turn), which the cart and order calls of the
 * activity require while the queue is on.
 */
import { z } from 'zod';
import { isoDateSchema } from './field-schemas.ts';
import { pluralize } from './vacancy.ts';

import { QUEUE_PASS_HEADER } from './queue-pass-header.ts';

export { QUEUE_PASS_HEADER };

/** The pass header of the calls that take a queued activity's places. */
export const queuePassHeadersSchema = z.object({
  [QUEUE_PASS_HEADER]: z.string().max(600).optional(),
});

/** Signed tokens are base64url payload and signature: short, and never anything else. */
const signedTokenSchema = z
  .string()
  .max(600)
  .regex(/^[\w-]+\.[\w-]+$/, 'Must be a queue token');

export const queueTexts = {
  notYet: (earlyFrom: string) =>
    `The queue opens at ${earlyFrom}. Keep this page open: it joins the queue for you then.`,
  noQueue: 'This activity has no queue: choose your tickets.',
  ticketInvalid: 'Your place in the queue could not be read. Reload the page to join again.',
  notYourTurn: 'It is not your turn yet: keep this page open.',
  passRequired: 'Tickets for this activity are sold in turn. Join the queue for your turn.',
  passExpired: 'Your turn to buy has ended. Join the queue again for a new turn.',
  passInUse: 'Your turn is being used in another browser.',
  unreachable: 'We could not reach the queue. Check your connection: your place is kept.',
  notHuman: 'We could not tell that you are not a robot. Please try again.',
  rateTooLow: 'Let at least 1 visitor through a minute.',
  rateTooHigh: 'Let at most 10,000 visitors through a minute.',
  passTooShort: 'A turn lasts at least 5 minutes.',
  passTooLong: 'A turn lasts at most 240 minutes.',
  openedAlready: 'The queue has opened: its opening time can no longer change.',
  opensInPast: 'Choose an opening time that is still to come.',
} as const;

/** The wait of a place with `ahead` visitors before it, as the waiting page says it. */
export function describeQueuePlace(ahead: number, admitPerMinute: number): string {
  const minutes = Math.ceil((Math.max(0, ahead) + 1) / admitPerMinute);
  const wait = minutes <= 1 ? 'about a minute' : `about ${minutes} minutes`;
  if (ahead <= 0) return `You are next. Your wait is ${wait}.`;
  return `${ahead} ${pluralize('visitor', ahead)} ahead of you. Your wait is ${wait}.`;
}

export const queueParamsSchema = z.object({ activityId: z.coerce.number().int().positive() });

/** A queue as every visitor sees it: the same answer for all, cached for a second. */
export const queueStateSchema = z.object({
  opensAt: z.string(),
  /** When the early window opens: arrivals from then until `opensAt` are drawn at random. */
  earlyFrom: z.string(),
  admitPerMinute: z.number().int().positive(),
  passMinutes: z.number().int().positive(),
  /** Whether the early arrivals were drawn: their places are known. */
  drawn: z.boolean(),
  /** Every place up to this one has been let through. */
  admittedThrough: z.number().int().nonnegative(),
  /** How many places were handed out. */
  lastPosition: z.number().int().nonnegative(),
  /** The server's time of this answer, so a page counts down by the server's clock. */
  now: z.string(),
});
export type QueueState = z.infer<typeof queueStateSchema>;
export const queueStateResponseSchema = z.object({ data: queueStateSchema.nullable() });

export const queueJoinBodySchema = z.object({
  /** The ticket this browser holds, if any: joining again keeps its place. */
  ticket: signedTokenSchema.optional(),
  /** The reCAPTCHA widget's answer, when human verification is on. */
  captchaResponse: z.string().max(4000).optional(),
});
export type QueueJoinBody = z.infer<typeof queueJoinBodySchema>;

export const queueTicketSchema = z.object({
  ticket: z.string(),
  /** Null until the early arrivals are drawn at the opening. */
  position: z.number().int().positive().nullable(),
});
export type QueueTicket = z.infer<typeof queueTicketSchema>;
export const queueTicketResponseSchema = z.object({ data: queueTicketSchema });

export const queuePassBodySchema = z.object({ ticket: signedTokenSchema });
export const queuePassSchema = z.object({ pass: z.string(), expiresAt: z.string() });
export type QueuePass = z.infer<typeof queuePassSchema>;
export const queuePassResponseSchema = z.object({ data: queuePassSchema });

/** The back office's queue of an activity: when it opens, how fast it lets visitors through. */
export const onSaleQueueBodySchema = z.object({
  opensOn: isoDateSchema,
  opensAtTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Must be a time as HH:MM'),
  admitPerMinute: z
    .number({ message: queueTexts.rateTooLow })
    .int(queueTexts.rateTooLow)
    .min(1, queueTexts.rateTooLow)
    .max(10_000, queueTexts.rateTooHigh),
  passMinutes: z
    .number({ message: queueTexts.passTooShort })
    .int(queueTexts.passTooShort)
    .min(5, queueTexts.passTooShort)
    .max(240, queueTexts.passTooLong),
});
export type OnSaleQueueBody = z.infer<typeof onSaleQueueBodySchema>;

export const adminOnSaleQueueSchema = z.object({
  opensAt: z.string(),
  opensOn: isoDateSchema,
  opensAtTime: z.string(),
  admitPerMinute: z.number().int().positive(),
  passMinutes: z.number().int().positive(),
  drawnAt: z.string().nullable(),
  /** Visitors who joined, let through, and given a pass. */
  joined: z.number().int().nonnegative(),
  admitted: z.number().int().nonnegative(),
  passes: z.number().int().nonnegative(),
});
export type AdminOnSaleQueue = z.infer<typeof adminOnSaleQueueSchema>;
export const adminOnSaleQueueResponseSchema = z.object({
  data: adminOnSaleQueueSchema.nullable(),
});
