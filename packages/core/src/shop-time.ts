/**
 * The shop's clock. Venues are in Utah, so session wall times, "today" and the booking cutoff
 * are all read in America/Denver (SPEC section 9), whatever the server's or visitor's zone.
 */
import {
  fromDate,
  parseDate,
  parseDateTime,
  toCalendarDate,
  toZoned,
} from '@internationalized/date';

export const SHOP_TIME_ZONE = 'America/Denver';

/**
 * Zone conversions go through Intl and cost tens of microseconds each, while a calendar request
 * converts the same few thousand session instants every time; the pure conversions below are
 * memoised, in maps emptied when full so memory stays bounded.
 */
const MEMO_LIMIT = 20_000;
function memoise<K, V>(compute: (key: K) => V): (key: K) => V {
  const values = new Map<K, V>();
  return (key) => {
    let value = values.get(key);
    if (value === undefined) {
      if (values.size >= MEMO_LIMIT) values.clear();
      value = compute(key);
      values.set(key, value);
    }
    return value;
  };
}

export function isValidIsoDate(value: string): boolean {
  try {
    return parseDate(value).toString() === value;
  } catch {
    return false;
  }
}

/** The calendar date in Denver at an instant. */
export function shopDateAt(instant: Date): string {
  return toCalendarDate(fromDate(instant, SHOP_TIME_ZONE)).toString();
}

/**
 * Seconds past midnight in Denver at an instant: how far into the shop's day a clock is, for a
 * run that must not cross into the next one.
 */
export function shopSecondOfDay(instant: Date): number {
  const zoned = fromDate(instant, SHOP_TIME_ZONE);
  return zoned.hour * 3600 + zoned.minute * 60 + zoned.second;
}

export function addDaysToIsoDate(isoDate: string, days: number): string {
  return parseDate(isoDate).add({ days }).toString();
}

const epochMsOfWallTime = memoise((wallTime: string) =>
  toZoned(parseDateTime(wallTime), SHOP_TIME_ZONE, 'earlier').toDate().getTime(),
);

/** The instant of a Denver wall time (`2026-12-01`, `14:00`); in the autumn overlap, the earlier. */
export function shopWallTimeToInstant(isoDate: string, time: string): Date {
  return new Date(epochMsOfWallTime(`${isoDate}T${time}`));
}

export interface ShopWallTime {
  readonly date: string;
  readonly time: string;
  readonly iso: string;
}

const wallTimeAt = memoise((epochMs: number) => computeWallTime(new Date(epochMs)));

/** Denver wall date and time (HH:mm) of an instant, with its ISO 8601 form carrying the offset. */
export function instantToShopWallTime(instant: Date): ShopWallTime {
  return wallTimeAt(instant.getTime());
}

function computeWallTime(instant: Date): ShopWallTime {
  const zoned = fromDate(instant, SHOP_TIME_ZONE);
  const pad = (n: number) => String(n).padStart(2, '0');
  const time = `${pad(zoned.hour)}:${pad(zoned.minute)}`;
  const offsetMinutes = zoned.offset / 60_000;
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const offset = `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
  const date = toCalendarDate(zoned).toString();
  return { date, time, iso: `${date}T${time}:00${offset}` };
}

/** An instant as the shop says it: '2:05 PM on December 1, 2026', in the shop's time zone. */
export function formatShopInstant(instant: Date): string {
  const wall = instantToShopWallTime(instant);
  return `${formatClockTime(wall.time)} on ${formatCalendarDate(wall.date)}`;
}

/** '14:05' -> '2:05 PM' */
export const formatClockTime = memoise(computeClockTime);

function computeClockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours >= 12 ? 'PM' : 'AM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/**
 * A time is bookable until `cutoffHours` before its start, the start being its validDate
 * (`YYYY-MM-DDTHH:mm`) read as Denver wall time (SPEC section 4).
 */
export function isPastCutoff(validDate: string, cutoffHours: number, now: Date): boolean {
  return now.getTime() >= cutoffInstant(validDate, cutoffHours).getTime();
}

/** The instant a session's sales close: `cutoffHours` before its `validDate` in Denver. */
export function cutoffInstant(validDate: string, cutoffHours: number): Date {
  const [date = '', time = '00:00'] = validDate.split('T');
  const startsAt = shopWallTimeToInstant(date, time.slice(0, 5));
  return new Date(startsAt.getTime() - cutoffHours * 3_600_000);
}

/** Unavailable when vacancy is 0 or less, or past the cutoff (SPEC section 4). */
export function isTimeAvailable(
  time: { vacancy: number; validDate: string },
  cutoffHours: number,
  now: Date,
): boolean {
  return time.vacancy > 0 && !isPastCutoff(time.validDate, cutoffHours, now);
}

const calendarDate = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/** A calendar date as people read it: '2027-01-14' → 'January 14, 2027' (no zone shifts it). */
export function formatCalendarDate(isoDate: string): string {
  return calendarDate.format(new Date(`${isoDate}T00:00:00Z`));
}

const longCalendarDate = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/** '2026-12-09' → 'Wednesday, December 9, 2026': a calendar date with its weekday. */
export function formatLongDate(isoDate: string): string {
  return longCalendarDate.format(new Date(`${isoDate}T00:00:00Z`));
}
