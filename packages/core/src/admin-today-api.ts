/**
 * The back office's home page (issue 30, decision 083): `GET /admin/today`, the shop's day in
 * Denver in one answer. Each part a role may not see is `null` rather than left out, so the page
 * knows it was withheld and not empty. Money is in cents, as in the rest of the admin API.
 */
import { z } from 'zod';

/** A session of today: when, how full, and whether it is running. */
export const todaySessionSchema = z.object({
  id: z.number().int(),
  activityId: z.number().int(),
  activity: z.string(),
  name: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  capacity: z.number().int(),
  sold: z.number().int(),
  left: z.number().int(),
  checkedIn: z.number().int(),
});
export type TodaySession = z.infer<typeof todaySessionSchema>;

/** An e-mail the outbox gave up on, and the order it was about (if any), to resend from there. */
export const failedEmailSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  orderId: z.number().int().nullable(),
  receipt: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
});
export type FailedEmail = z.infer<typeof failedEmailSchema>;

/** What a new shop still needs before it can sell; each item ticks itself from the data. */
export const setupChecklistSchema = z.object({
  venue: z.boolean(),
  activity: z.boolean(),
  tickets: z.boolean(),
  sessions: z.boolean(),
  paymentSettings: z.boolean(),
  staff: z.boolean(),
});
export type SetupChecklist = z.infer<typeof setupChecklistSchema>;
export type SetupItem = keyof SetupChecklist;

export const adminTodaySchema = z.object({
  /** The shop's date (Denver), YYYY-MM-DD. */
  day: z.string(),
  /** Ticket orders placed today and what they paid; null for the gate staff. */
  sales: z.object({ orders: z.number().int(), paidCents: z.number().int() }).nullable(),
  /** Sessions running now, then the next ones of today (at most five). */
  runningSessions: z.array(todaySessionSchema),
  nextSessions: z.array(todaySessionSchema),
  /** Places of today's sessions (cancelled ones left out): sold and still for sale. */
  places: z.object({ sold: z.number().int(), left: z.number().int() }),
  checkIns: z.number().int(),
  /** A cancelled session's cash refunds still to hand over (decision 073); null for the gate. */
  cashOwed: z.object({ count: z.number().int(), amountCents: z.number().int() }).nullable(),
  /** E-mails failing, newest first (at most five listed); null for roles that cannot resend. */
  failedEmails: z
    .object({ count: z.number().int(), latest: z.array(failedEmailSchema) })
    .nullable(),
  /** Null for roles that do not set the shop up, and once every item is ticked. */
  checklist: setupChecklistSchema.nullable(),
});
export type AdminToday = z.infer<typeof adminTodaySchema>;

export const adminTodayResponseSchema = z.object({ data: adminTodaySchema });

/** What each checklist item asks for, in order, as the home page shows them. */
export const setupItemTexts: Record<SetupItem, string> = {
  venue: 'Add a venue',
  activity: 'Add an activity',
  tickets: 'Give an activity its ticket types',
  sessions: 'Add sessions to sell',
  paymentSettings: 'Connect the card gateway',
  staff: 'Add your staff',
};
