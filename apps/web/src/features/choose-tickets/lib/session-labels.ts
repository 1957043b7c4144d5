/** How a session is named in the dropdown, the review and the move prompt. */
import type { LineItem } from '@shop/core/cart';
import type { Activity, ActivityTime } from '@shop/core/catalogue';
import { dollarsToCents } from '@shop/core/money';
import { formatClockTime } from '@shop/core/shop-time';
import { formatLongDate, formatShortDate } from '../../../lib/format-date.ts';

/**
 * 'Sat, Dec 5, 10:00 AM - 11:30 AM' for a timed session; an untimed item (a dated admission, a
 * season pass) goes by its name, and so does any session when the activity hides its dates.
 */
export function describeSession(
  time: ActivityTime,
  activity: Pick<Activity, 'timed' | 'hideCalendarAndDates'>,
): string {
  if (!activity.timed || activity.hideCalendarAndDates) return time.nameForDisplay;
  return `${formatShortDate(time.startDate)}, ${time.nameForDisplay}`;
}

/** 'Saturday, December 5, 2026 · 10:00 AM - 11:30 AM', or the item's name when untimed. */
export function describeSessionInFull(
  time: Pick<ActivityTime, 'startDate' | 'nameForDisplay'>,
  activity: Pick<Activity, 'timed' | 'hideCalendarAndDates'>,
): string {
  if (!activity.timed || activity.hideCalendarAndDates) return time.nameForDisplay;
  return `${formatLongDate(time.startDate)} · ${time.nameForDisplay}`;
}

/** The lowest ticket price of a session in cents (its dynamic price), or null without tickets. */
export function lowestTicketPriceCents(time: ActivityTime): number | null {
  const prices = (time.tickets ?? [])
    .filter((ticket) => !ticket.addOn)
    .map((ticket) => dollarsToCents(ticket.price));
  return prices.length > 0 ? Math.min(...prices) : null;
}

const clockOf = (isoDateTime: string) => formatClockTime(isoDateTime.slice(11, 16));

/** When a line is for: the date and times of a timed session, else the item's name. */
export function describeLineWhen(line: LineItem): string {
  if (!line.timed) return line.eventName;
  return `${formatLongDate(line.startDate)} · ${clockOf(line.startDatetime)} - ${clockOf(line.endDatetime)}`;
}
