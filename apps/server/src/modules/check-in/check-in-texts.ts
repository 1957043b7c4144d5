/** How the gate names a session and a moment, in Denver time. */
import { formatClockTime, instantToShopWallTime } from '@shop/core/shop-time';

const shortDate = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'short',
  month: 'short',
  day: 'numeric',
});

function formatShortDate(isoDate: string): string {
  return shortDate.format(new Date(`${isoDate}T00:00:00Z`));
}

const dayWithYear = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** 'Mon, Nov 30, 2026': a pass's first or last day, which may be in another year. */
export function describeDay(isoDate: string): string {
  return dayWithYear.format(new Date(`${isoDate}T00:00:00Z`));
}

/** '7:42 PM' on the day of `now`, else 'Tue, Dec 1, 7:42 PM'. */
export function describeMoment(at: Date, now: Date): string {
  const wall = instantToShopWallTime(at);
  const time = formatClockTime(wall.time);
  return wall.date === instantToShopWallTime(now).date
    ? time
    : `${formatShortDate(wall.date)}, ${time}`;
}

/** 'Zipline Tour, Tue, Dec 1 at 10:00 AM', or 'Museum: Any Day Admission' when untimed. */
export function describeSession(session: {
  activity: string;
  sessionName: string;
  startsAt: Date;
  timed: boolean;
}): string {
  if (!session.timed) return `${session.activity}: ${session.sessionName}`;
  const wall = instantToShopWallTime(session.startsAt);
  return `${session.activity}, ${formatShortDate(wall.date)} at ${formatClockTime(wall.time)}`;
}

/** A code in an audit entry: enough to tell tickets apart, not enough to make one. */
export function maskTicketCode(code: string): string {
  return `…${code.slice(-4)}`;
}
