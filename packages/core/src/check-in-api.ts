/**
 * Check-in at the gate (issue 15, decision 049): ticket codes, the day's sessions with their
 * counts, an admission (a ticket's or a pass holder's, issue 31) and its undo. The gate page and
 * the server's routes use these schemas.
 */
import { z } from 'zod';
import { idParamSchema, isoDateSchema } from './field-schemas.ts';
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
  unknown:
    'This code is not a ticket or pass card of ours. Check it, or send the guest to the box office.',
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
  /** A scan or a lookup's admission whose answer was lost: the guest may be in; trying again says. */
  unansweredTitle: 'No answer',
  unanswered:
    'The server did not answer, so this guest may have been admitted. Try again: “Already used” or “Already admitted” by you a moment ago means they were.',
  /** An undo whose answer was lost: the admission stays shown, to press Undo again. */
  undoUnanswered:
    'The server did not answer, so the check-in may or may not be undone. Press Undo again to be sure.',
} as const;

/** What the gate says of a pass card (issue 31): dates and names come worded by the server. */
export const passCheckInTexts = {
  passHolder: 'Pass holder',
  validUntil: (date: string) => `Valid until ${date}`,
  /** A session of another day, chosen on the gate's page. */
  notYetDay: (session: string) =>
    `This session is on a later day (${session}). A pass admits its holder only on the session's day.`,
  pastDay: (session: string) => `This session is over (${session}) and admits nobody now.`,
  cardRevokedTitle: 'Revoked',
  cardRevoked: (on: string) => `This card was revoked on ${on}. Ask for the holder's new card.`,
  passRevokedTitle: 'Revoked',
  passRevoked: (product: string) =>
    `This ${product} was revoked (its order was refunded), so it admits nobody.`,
  expiredTitle: 'Expired',
  expired: (on: string, product: string) =>
    `Expired on ${on}. This ${product} no longer admits its holder; it can be renewed at the box office.`,
  notStartedTitle: 'Not started',
  notStarted: (on: string, product: string) =>
    `This ${product} starts on ${on} and admits its holder from that day.`,
  notIncludedTitle: 'Not included',
  notIncluded: (activity: string, product: string) =>
    `Not included: ${activity} is not part of the ${product}. The holder needs a ticket.`,
  noPassTitle: 'No pass',
  noPass: "This card's holder has no pass. Send them to the box office.",
  alreadyAdmittedTitle: 'Already admitted',
  /** An untimed activity admits a pass holder once a day. */
  alreadyAdmittedToday: (at: string, by: string) =>
    `Already admitted today at ${at} by ${by}. A pass admits its holder once a day here.`,
  /** A timed session admits a pass holder once. */
  alreadyAdmittedToSession: (at: string, by: string) =>
    `Already admitted to this session at ${at} by ${by}.`,
  fullTitle: 'No places left',
  full: 'This session is full, so there is no place for the pass holder. Offer another session.',
} as const;

export const checkInSessionsQuerySchema = z.object({
  /** A day in Denver; today when left out. */
  date: isoDateSchema.optional(),
});
export type CheckInSessionsQuery = z.infer<typeof checkInSessionsQuerySchema>;

/**
 * A session's guests: `admitted` of `expected`, both counting the pass holders let in (a pass
 * holder is not expected until they arrive), who are also `passHolders`.
 */
export const checkInCountsSchema = z.object({
  admitted: z.number().int(),
  expected: z.number().int(),
  passHolders: z.number().int(),
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
/** A pass holder's admission at a session: `id` the session, `admissionId` the admission. */
export const passAdmissionParamsSchema = z.object({
  id: idParamSchema,
  admissionId: idParamSchema,
});

export const admitTicketBodySchema = z.object({
  code: z
    .string({ message: checkInTexts.codeRequired })
    .trim()
    .min(1, checkInTexts.codeRequired)
    .max(200),
});
export type AdmitTicketBody = z.infer<typeof admitTicketBodySchema>;

export const ticketAdmissionSchema = z.object({
  kind: z.literal('ticket'),
  id: z.number().int(),
  sessionId: z.number().int(),
  admittedAt: z.string(),
  staffName: z.string(),
  /** The attendee named on the ticket, else the buyer. */
  guestName: z.string(),
  ticketType: z.string(),
  receipt: z.string(),
});

/** A pass holder let in on their card (issue 31); undone by its own route. */
export const passAdmissionSchema = z.object({
  kind: z.literal('pass'),
  id: z.number().int(),
  sessionId: z.number().int(),
  admittedAt: z.string(),
  staffName: z.string(),
  /** The pass holder, to compare with the person at the gate. */
  guestName: z.string(),
  /** The membership ID the holder shows at the door ('M200001'). */
  memberCode: z.string(),
  /** The product of the pass that admitted them ('Dual Pass'). */
  product: z.string(),
  /** The pass's last day (Denver), an ISO date. */
  validUntil: isoDateSchema,
  /** The holder, for taking their photo at the gate (decision 091). */
  memberId: z.number().int(),
  /** The holder's photo, where one was taken; null otherwise. */
  photoUrl: z.string().nullable(),
});

export const admissionSchema = z.discriminatedUnion('kind', [
  ticketAdmissionSchema,
  passAdmissionSchema,
]);
export type Admission = z.infer<typeof admissionSchema>;
export type TicketAdmission = z.infer<typeof ticketAdmissionSchema>;
export type PassAdmission = z.infer<typeof passAdmissionSchema>;

export const admitTicketResponseSchema = z.object({
  data: z.object({ admission: admissionSchema, counts: checkInCountsSchema }),
});
export type AdmitTicketResponse = z.infer<typeof admitTicketResponseSchema>;

export const undoAdmissionResponseSchema = z.object({
  data: z.object({ counts: checkInCountsSchema }),
});
export type UndoAdmissionResponse = z.infer<typeof undoAdmissionResponseSchema>;
