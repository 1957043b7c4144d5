/**
 * What the session use cases share: the month a list covers, a new session's row (the ids the
 * box-office system needs, its validity text), per-session prices checked against the activity's
 * ticket types, and the refusals in the back office's words.
 */
import { randomBytes } from 'node:crypto';
import { sessionTexts, type SessionPrice } from '@shop/core/admin-sessions-api';
import { dollarsToCents } from '@shop/core/money';
import { addDaysToIsoDate, shopWallTimeToInstant } from '@shop/core/shop-time';
import { AppError } from '../../http/app-error.ts';
import type { NewSessionRow, SessionActivityRow } from './sessions-repository.ts';

/** The instants a Denver month starts and ends at (`2026-12`). */
export function monthBounds(month: string): { from: Date; to: Date } {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  const next =
    monthNumber === 12
      ? `${year + 1}-01-01`
      : `${year}-${String(monthNumber + 1).padStart(2, '0')}-01`;
  return {
    from: shopWallTimeToInstant(`${month}-01`, '00:00'),
    to: shopWallTimeToInstant(next, '00:00'),
  };
}

export function invalidField(field: string, message: string): AppError {
  return new AppError('validation_failed', `Invalid field ${field}: ${message}`, {
    fields: { [field]: [message] },
  });
}

export const sessionNotFound = () => new AppError('not_found', sessionTexts.notFound);
export const activityNotFound = () => new AppError('not_found', sessionTexts.activityNotFound);

const longDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const formatLong = (isoDate: string) => longDate.format(new Date(`${isoDate}T00:00:00Z`));

/** A session's start and end instants from its Denver date and wall times. */
export function sessionInstants(date: string, startTime: string, endTime: string) {
  const startsAt = shopWallTimeToInstant(date, startTime);
  const endsAt = shopWallTimeToInstant(
    endTime > startTime ? date : addDaysToIsoDate(date, 1),
    endTime,
  );
  return { startsAt, endsAt };
}

/** The date-dependent columns of a session, as the seed and the box-office system write them. */
export function datedColumns(date: string) {
  return {
    validThrough: date,
    validDescription: `Valid ${formatLong(date)} only, at the time booked`,
  };
}

/** A new session's row. Its centaman id is unique; its booking type the activity's. */
export function newSessionRow(
  activity: SessionActivityRow,
  session: {
    date: string;
    startTime: string;
    startsAt: Date;
    endsAt: Date;
    capacity: number;
    cutoffHours: number | null;
    name?: string | undefined;
  },
): NewSessionRow {
  const name = session.name || activity.displayName;
  return {
    centamanId: `${activity.centamanId}-${session.date}-${session.startTime}-${randomBytes(3).toString('hex')}`,
    bookingTypeId: `booking-${activity.centamanId}`,
    activityId: activity.id,
    name,
    displayName: name,
    startsAt: session.startsAt,
    endsAt: session.endsAt,
    capacity: session.capacity,
    cutoffHours: session.cutoffHours,
    ...datedColumns(session.date),
  };
}

/** Per-session prices in cents, each for one of the activity's ticket types, or a 400. */
export function priceRows(
  prices: SessionPrice[] | undefined,
  ticketIds: Set<number>,
): { ticketId: number; priceCents: number }[] {
  return (prices ?? []).map((price, index) => {
    if (!ticketIds.has(price.ticketId))
      throw invalidField(`prices.${index}.ticketId`, sessionTexts.ticketNotOfActivity);
    return { ticketId: price.ticketId, priceCents: dollarsToCents(price.price) };
  });
}

/** Capacity below what is taken: the message names the sold and held places. */
export function capacityBelowTaken(session: {
  sold: number;
  held: number;
  label?: string;
}): AppError {
  const message = sessionTexts.capacityBelowTaken(session.sold, session.held);
  return new AppError('conflict', session.label ? `${session.label}: ${message}` : message, {
    fields: { capacity: [message] },
  });
}
