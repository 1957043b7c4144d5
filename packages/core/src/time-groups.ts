/**
 * Session arithmetic of the choose-tickets page (SPEC sections 4 and 9): times grouped by date,
 * sold-out dates, which fetched times to keep, the first bookable date and the calendar's range.
 * Pure: "now" and "today" are passed in, dates are Denver dates as YYYY-MM-DD.
 */
import { endOfMonth, getDayOfWeek, parseDate, startOfMonth } from '@internationalized/date';
import type { ActivityTime, DateSelectionType } from './catalogue.ts';
import { addDaysToIsoDate, isTimeAvailable } from './shop-time.ts';
import { compareCodeUnits } from './code-unit-order.ts';

/** How far ahead activity times are fetched and the calendar searches (SPEC section 9). */
export const DEFAULT_EXTRA_DAYS = 365;

/** The fields of a session these rules read. */
export type TimeLike = Pick<
  ActivityTime,
  'id' | 'startDate' | 'startTime' | 'vacancy' | 'validDate'
> & {
  /** The server's answer: false for a session the back office closed (decision 045). */
  available?: boolean;
};

/** A session with no places left (SPEC section 9: vacancy 0 or less). */
export function isTimeSoldOut(time: Pick<TimeLike, 'vacancy'>): boolean {
  return time.vacancy <= 0;
}

/** Sold-out times are filtered out (SPEC section 4). */
export function filterSoldOutTimes<T extends TimeLike>(times: readonly T[]): T[] {
  return times.filter((time) => !isTimeSoldOut(time));
}

const byStart = (a: TimeLike, b: TimeLike) =>
  a.startDate === b.startDate
    ? compareCodeUnits(a.startTime, b.startTime) || a.id - b.id
    : compareCodeUnits(a.startDate, b.startDate);

/** Times grouped by startDate (dates ascending), each date's times sorted by start time. */
export function groupTimesByDate<T extends TimeLike>(times: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const time of [...times].sort(byStart)) {
    const group = groups.get(time.startDate);
    if (group) group.push(time);
    else groups.set(time.startDate, [time]);
  }
  return groups;
}

/** A date is sold out when it has times and all of them are sold out. */
export function isDateSoldOut(timesOfDate: readonly TimeLike[]): boolean {
  return timesOfDate.length > 0 && timesOfDate.every(isTimeSoldOut);
}

/**
 * The times to show after a fetch: dynamic_price_select appends what was fetched to what the page
 * already has (a session fetched again replaces its older copy); the other modes replace them.
 */
export function mergeFetchedTimes<T extends TimeLike>(
  existing: readonly T[],
  fetched: readonly T[],
  dateSelectionType: DateSelectionType,
): T[] {
  if (dateSelectionType !== 'dynamic_price_select') return [...fetched].sort(byStart);
  const byId = new Map(existing.map((time) => [time.id, time]));
  for (const time of fetched) byId.set(time.id, time);
  return [...byId.values()].sort(byStart);
}

/**
 * Bookable now: places left and before the cutoff (the server's rule, from shop-time), and not
 * refused by the server (a closed session, or one past its own cutoff, decision 045).
 */
export function isTimeBookable(time: TimeLike, cutoffHours: number, now: Date): boolean {
  return time.available !== false && isTimeAvailable(time, cutoffHours, now);
}

/**
 * The date a calendar shows for a day: 'unavailable' when nothing can be booked and nothing is
 * sold out, 'sold-out' when every still-open time has sold out, else 'available'.
 */
export type DateAvailability = 'available' | 'sold-out' | 'unavailable';

/** Times of one date that a visitor may still see: sold-out ones stay, past-cutoff ones go. */
export function visibleTimesOf<T extends TimeLike>(
  timesOfDate: readonly T[],
  cutoffHours: number,
  now: Date,
): T[] {
  return timesOfDate.filter(
    (time) => isTimeSoldOut(time) || isTimeBookable(time, cutoffHours, now),
  );
}

export function getDateAvailability(
  timesOfDate: readonly TimeLike[],
  cutoffHours: number,
  now: Date,
): DateAvailability {
  const visible = visibleTimesOf(timesOfDate, cutoffHours, now);
  if (visible.length === 0) return 'unavailable';
  return isDateSoldOut(visible) ? 'sold-out' : 'available';
}

/**
 * The first date from `today` on, at most `maxDays` ahead (SPEC section 9: 365), with a time
 * that is not sold out and not past its cutoff; null when there is none among `times`.
 */
export function findFirstAvailableDate(
  times: readonly TimeLike[],
  options: { today: string; now: Date; cutoffHours: number; maxDays?: number },
): string | null {
  const last = addDaysToIsoDate(options.today, options.maxDays ?? DEFAULT_EXTRA_DAYS);
  for (const [date, group] of groupTimesByDate(times)) {
    if (date < options.today || date > last) continue;
    if (group.some((time) => isTimeBookable(time, options.cutoffHours, options.now))) return date;
  }
  return null;
}

/**
 * The calendar's fetch range for the month of `date` (SPEC section 9): from the first of that
 * month to the end of the month two months ahead, extended to the Saturday that ends its week.
 */
export function getCalendarRange(date: string): { startDate: string; endDate: string } {
  const start = startOfMonth(parseDate(date));
  const lastDay = endOfMonth(start.add({ months: 2 }));
  // en-US weeks start on Sunday: day 6 is Saturday.
  const endDate = lastDay.add({ days: 6 - getDayOfWeek(lastDay, 'en-US') });
  return { startDate: start.toString(), endDate: endDate.toString() };
}

/** The first day of the month of `date`, the start date sent when the calendar's month changes. */
export function firstOfMonth(date: string): string {
  return startOfMonth(parseDate(date)).toString();
}

/**
 * The range a calendar asks for while it shows the month of `date` (decision 038): its first day
 * to its last. The server preloads the current month's with the page's HTML (decision 064).
 */
export function monthOf(date: string): { startDate: string; endDate: string } {
  const start = startOfMonth(parseDate(date));
  return { startDate: start.toString(), endDate: endOfMonth(start).toString() };
}
