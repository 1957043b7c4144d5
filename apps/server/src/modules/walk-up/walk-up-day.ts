/** The box office sells today's sessions only: today is the shop's day in Denver. */
import { addDaysToIsoDate, shopDateAt, shopWallTimeToInstant } from '@shop/core/shop-time';
import { walkUpTexts } from '@shop/core/walk-up-api';
import { AppError } from '../../http/app-error.ts';

/** Today's Denver date and the instants it starts and ends at. */
export function todayAt(now: Date) {
  const date = shopDateAt(now);
  return {
    date,
    from: shopWallTimeToInstant(date, '00:00'),
    to: shopWallTimeToInstant(addDaysToIsoDate(date, 1), '00:00'),
  };
}

/**
 * Refuses a session that is not open at some moment of today (as the calendar and the gate
 * count a day: a session overlapping it), so a season-long session sells on any of its days.
 */
export function assertSessionToday(session: { startsAt: Date; endsAt: Date }, now: Date): void {
  const { from, to } = todayAt(now);
  if (!(session.startsAt < to && session.endsAt > from)) {
    throw new AppError('unprocessable', walkUpTexts.notToday, {
      fields: { activityTimeId: [walkUpTexts.notToday] },
    });
  }
}
