/** Order-edit rules of SPEC sections 2 and 4: what changed, what is new, and what is due. */
import type { Cents } from './money.ts';
import { compareCodeUnits } from './code-unit-order.ts';

export const orderEditTexts = {
  noPaymentRequired: 'No payment required',
  refund: 'Refund',
  paymentDue: 'Payment Due',
  continue: 'Continue',
  continueToPayment: 'Continue to Payment',
  cannotRemoveTicket: 'To remove a ticket from your reservation, please contact customer service.',
  changeReservation: 'Change reservation',
  modified: 'Modified',
  reservationPassed: 'This reservation has already taken place and can no longer be changed.',
  untimedChange: 'To change this item, please contact customer service.',
  /** Decision 057: an order staff refunded (or a cancelled session refunded) is not changed online. */
  refundedByStaff:
    'This order has been refunded by our staff, so it can no longer be changed online. Please contact customer service.',
} as const;

export interface EditableLine {
  activityId: number;
  primaryActivityId: number;
  bookingId: string | null;
  eventId: number;
  lineItemTickets: { quantity: number }[];
}

function ticketCount(line: EditableLine): number {
  return line.lineItemTickets.reduce((sum, ticket) => sum + ticket.quantity, 0);
}

/** The original line this one continues: same primary activity and booking. */
export function findOriginalLine<T extends EditableLine>(
  line: EditableLine,
  originals: T[],
): T | undefined {
  return originals.find(
    (original) =>
      original.primaryActivityId === line.primaryActivityId &&
      original.bookingId === line.bookingId,
  );
}

/** A line is a new addition if no original line matches its primary activity and booking. */
export function isNewLine(line: EditableLine, originals: EditableLine[]): boolean {
  return findOriginalLine(line, originals) === undefined;
}

/** Modified when the activity, the event or the total ticket quantity differs from the original. */
export function isModifiedLine(line: EditableLine, originals: EditableLine[]): boolean {
  const original = findOriginalLine(line, originals);
  if (!original) return false;
  return (
    original.activityId !== line.activityId ||
    original.eventId !== line.eventId ||
    ticketCount(original) !== ticketCount(line)
  );
}

/** Whether anything differs from the original order: a new, a modified or a removed line. */
export function hasOrderChanges(lines: EditableLine[], originals: EditableLine[]): boolean {
  return (
    lines.length !== originals.length ||
    lines.some((line) => isNewLine(line, originals) || isModifiedLine(line, originals))
  );
}

/** The amount shown and charged (positive) or refunded (negative): new total minus total paid. */
export function amountDue(newTotalCents: Cents, totalPaidCents: Cents): Cents {
  return newTotalCents - totalPaidCents;
}

export function amountDueHeading(newTotalCents: Cents, totalPaidCents: Cents): string {
  const due = amountDue(newTotalCents, totalPaidCents);
  if (due === 0) return orderEditTexts.noPaymentRequired;
  return due < 0 ? orderEditTexts.refund : orderEditTexts.paymentDue;
}

export function amountDueButton(newTotalCents: Cents, totalPaidCents: Cents): string {
  return amountDue(newTotalCents, totalPaidCents) > 0
    ? orderEditTexts.continueToPayment
    : orderEditTexts.continue;
}

/** In edit mode payment details are skipped when nothing more is due (SPEC section 4). */
export function isPaymentSkipped(
  newTotalCents: Cents,
  totalPaidCents: Cents,
  editing: boolean,
): boolean {
  return editing ? amountDue(newTotalCents, totalPaidCents) <= 0 : newTotalCents <= 0;
}

/** A line with its tickets as the cart API gives them, for the per-ticket rules. */
export interface EditableTicketLine extends EditableLine {
  lineItemTickets: { id: number; ticketId: number; quantity: number; createdAt: string }[];
}

/** How many of a ticket type a line holds. */
function quantityOfType(line: EditableTicketLine, ticketId: number): number {
  return line.lineItemTickets
    .filter((ticket) => ticket.ticketId === ticketId)
    .reduce((sum, ticket) => sum + ticket.quantity, 0);
}

/** How many of a ticket type the order bought on this line: an edit may not go below it. */
export function originalQuantityOf(
  line: EditableLine,
  originals: EditableTicketLine[],
  ticketId: number,
): number {
  const original = findOriginalLine(line, originals);
  return original ? quantityOfType(original, ticketId) : 0;
}

/**
 * Whether one ticket of a type may be taken off the line (the quantity's '-' button, SPEC section
 * 4): always outside edit mode (no originals); in edit mode only one added beyond what the order
 * bought, so never on a line that holds none.
 */
export function canRemoveOneTicket(
  line: EditableTicketLine | null,
  ticketId: number,
  originals: EditableTicketLine[] | undefined,
): boolean {
  if (!originals) return true;
  if (!line) return false;
  return quantityOfType(line, ticketId) > originalQuantityOf(line, originals, ticketId);
}

/**
 * Whether a ticket of the line was in the original order (and so only customer service removes
 * it). The working copy keeps the original tickets first, in their order, so per ticket type the
 * first tickets up to the original quantity are the original ones; anything after was added.
 */
export function isOriginalTicket(
  line: EditableTicketLine,
  ticket: { id: number },
  originals: EditableTicketLine[],
): boolean {
  const mine = line.lineItemTickets.find((candidate) => candidate.id === ticket.id);
  if (!mine) return false;
  const originalQuantity = originalQuantityOf(line, originals, mine.ticketId);
  let before = 0;
  for (const candidate of line.lineItemTickets
    .filter((other) => other.ticketId === mine.ticketId)
    .sort((a, b) => compareCodeUnits(a.createdAt, b.createdAt) || a.id - b.id)) {
    if (candidate.id === mine.id) return before < originalQuantity;
    before += candidate.quantity;
  }
  return false;
}

/** An existing timed item may move to another session only while its end is still ahead. */
export function canChangeReservation(
  line: { timed: boolean; endDatetime: string },
  now: Date,
): boolean {
  return line.timed && new Date(line.endDatetime).getTime() > now.getTime();
}

/** How the cart in edit mode offers to change a line the order already had (SPEC section 2). */
export interface ExistingLineStatus {
  isModified: boolean;
  /** 'Change reservation' is offered: a timed item whose end is still ahead. */
  isChangeable: boolean;
  /** Why it cannot change, when it cannot: untimed items go through customer service. */
  note: string | null;
}

/** Undefined for a line the edit added: it keeps the cart's own Edit Details and Delete. */
export function describeExistingLine(
  line: EditableLine & { timed: boolean; endDatetime: string },
  originals: EditableLine[],
  now: Date,
): ExistingLineStatus | undefined {
  if (isNewLine(line, originals)) return undefined;
  const isChangeable = canChangeReservation(line, now);
  return {
    isModified: isModifiedLine(line, originals),
    isChangeable,
    note: isChangeable
      ? null
      : line.timed
        ? orderEditTexts.reservationPassed
        : orderEditTexts.untimedChange,
  };
}
