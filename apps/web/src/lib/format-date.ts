/**
 * Dates as visitors read them. Inputs are calendar dates (YYYY-MM-DD, already Denver dates), so
 * they are formatted in UTC: the visitor's own time zone must not shift them by a day.
 */

function toUtcDate(isoDate: string): Date {
  const [year = 1970, month = 1, day = 1] = isoDate.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

const longDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });

/** '2026-12-05' → 'Saturday, December 5, 2026' */
export function formatLongDate(isoDate: string): string {
  return longDate.format(toUtcDate(isoDate));
}

/** '2026-12-05' → 'Sat, Dec 5' */
export function formatShortDate(isoDate: string): string {
  return shortDate.format(toUtcDate(isoDate));
}

/** The display format of SPEC section 9, 'DD MMMM, YYYY': '1990-03-05' → '05 March, 1990'. */
export function formatDisplayDate(isoDate: string): string {
  const date = toUtcDate(isoDate);
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${day} ${monthName.format(date)}, ${String(date.getUTCFullYear()).padStart(4, '0')}`;
}
