/**
 * The on-sale queue (issue 34, decision 104): an activity goes on sale at a set time to visitors
 * let through in turn. Those who arrive in the early window before the opening are put in a
 * random order at the opening; later arrivals queue behind them as they come. A visitor holds a
 * signed ticket (its place), then a signed pass (its turn), which the cart and order calls of the
 * activity require while the queue is on.
 */
import { z } from 'zod';
import { isoDateSchema } from './field-schemas.ts';

import { QUEUE_PASS_HEADER } from './queue-pass-header.ts';
import { queueTexts } from './queue-texts.ts';

export { QUEUE_PASS_HEADER };
export { describeQueuePlace, queueTexts } from './queue-texts.ts';

/** Signed tokens are base64url payload and signature: short, and never anything else. */
const signedTokenSchema = z
  .string()
  .max(600)
  .regex(/^[\w-]+\.[\w-]+$/, 'Must be a queue token');

/** The pass header of the calls that take a queued activity's places. */
export const queuePassHeadersSchema = z.object({
  [QUEUE_PASS_HEADER]: signedTokenSchema.optional(),
});

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
