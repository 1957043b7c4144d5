/**
 * Check-in at the gate (issue 15, decision 049): ticket codes, the day's sessions with their
 * counts, an admission and its undo. The gate page and the server's routes use these schemas.
 */
import { z } from 'zod';
import { idParamSchema } from './catalogue-api.ts';
import { isoDateSchema } from './field-schemas.ts';
/** A code is 26 base32 characters (130 random bits), as the database issues it. */
export const TICKET_CODE_LENGTH = 26;
const ticketCodePattern = /^[A-Z2-7]{26}$/;

/** What a person types or a scanner reads, as the code it means: spaces, dashes and case dropped. */
export function normalizeTicketCode(input: string): string {
  return input.replace(/[\s-]+/g, '').toUpperCase();
}

export function isTicketCode(code: string): boolean {
  return ticketCodePattern.test(code);
}

/** A code as printed under its QR, in groups of four to be read aloud and typed. */
export function formatTicketCode(code: string): string {
  return code.replace(/(.{4})(?=.)/g, '$1 ');
}

export const checkInTexts = {
  codeRequired: 'Enter the code printed under the QR code.',
  admitted: 'Admitted',
  unknownTitle: 'Unknown ticket',
  unknown: 'This code is not a ticket of ours. Check it, or send the guest to the box office.',
  alreadyUsedTitle: 'Already used',
  alreadyUsed: (at: string, by: string) => `This ticket was already used at ${at} by ${by}.`,
  otherSessionTitle: 'Another session',
  otherSession: (session: string) => `This ticket is for ${session}, not this session.`,
  refundedTitle: 'Refunded',
  refunded: 'This ticket was refunded and no longer admits anyone.',
  cancelledTitle: 'No longer valid',
  cancelled: 'This ticket was removed from its order when the order was changed.',
  notTodayTitle: 'Not today',
  /** A session of a later day: 'Zipline Tour, Thu, Dec 10 at 12:00 PM'. */
  notYetDay: (session: string) =>
    `This ticket is for ${session}. It admits only on the session's day.`,
  /** A session whose last day is over. */
  pastDay: (session: string) =>
    `This ticket was for ${session}. That session is over and its tickets no longer admit.`,
  tooEarlyTitle: 'Too early',
  tooEarly: (opensAt: string) => `Check-in for this session opens at ${opensAt}.`,
  sessionNotFound: 'That session was not found.',
  sessionCancelledTitle: 'Session cancelled',
  sessionCancelled:
    'This session was cancelled and its tickets refunded, so no ticket admits to it. Send the guest to the box office.',
  admissionNotFound: 'That admission was not found; it may have been undone already.',
} as const;

export const checkInSessionsQuerySchema = z.object({
  /** A day in Denver; today when left out. */
  date: isoDateSchema.optional(),
});
export type CheckInSessionsQuery = z.infer<typeof checkInSessionsQuerySchema>;

export const checkInCountsSchema = z.object({
  admitted: z.number().int(),
  expected: z.number().int(),
});
export type CheckInCounts = z.infer<typeof checkInCountsSchema>;

export const checkInSessionSchema = z.object({
  id: z.number().int(),
  activity: z.string(),
  name: z.string(),
  /** ISO 8601 instants. */
  startsAt: z.string(),
  endsAt: z.string(),
  timed: z.boolean(),
  counts: checkInCountsSchema,
});
export type CheckInSession = z.infer<typeof checkInSessionSchema>;

export const checkInSessionsResponseSchema = z.object({
  data: z.object({ date: z.string(), sessions: z.array(checkInSessionSchema) }),
});
export type CheckInSessionsResponse = z.infer<typeof checkInSessionsResponseSchema>;

export const checkInSessionParamsSchema = z.object({ id: idParamSchema });
export const admissionParamsSchema = z.object({ id: idParamSchema });

export const admitTicketBodySchema = z.object({
  code: z
    .string({ message: checkInTexts.codeRequired })
    .trim()
    .min(1, checkInTexts.codeRequired)
    .max(200),
});
export type AdmitTicketBody = z.infer<typeof admitTicketBodySchema>;

export const admissionSchema = z.object({
  id: z.number().int(),
  sessionId: z.number().int(),
  admittedAt: z.string(),
  staffName: z.string(),
  /** The attendee named on the ticket, else the buyer. */
  guestName: z.string(),
  ticketType: z.string(),
  receipt: z.string(),
});
export type Admission = z.infer<typeof admissionSchema>;

export const admitTicketResponseSchema = z.object({
  data: z.object({ admission: admissionSchema, counts: checkInCountsSchema }),
});
export type AdmitTicketResponse = z.infer<typeof admitTicketResponseSchema>;

export const undoAdmissionResponseSchema = z.object({
  data: z.object({ counts: checkInCountsSchema }),
});
export type UndoAdmissionResponse = z.infer<typeof undoAdmissionResponseSchema>;
