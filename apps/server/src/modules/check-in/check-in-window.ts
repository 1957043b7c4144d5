/**
 * When the gate admits a session's tickets (decision 072): on a day the session is open at some
 * moment of (in Denver, as the gate lists a day's sessions), and from `opensMinutes` before its
 * start. A ticket whose session is weeks ahead, or already over, is refused with why.
 */
import { checkInTexts } from '@shop/core/check-in-api';
import { addDaysToIsoDate, shopDateAt, shopWallTimeToInstant } from '@shop/core/shop-time';
import { AppError } from '../../http/app-error.ts';
import { describeMoment, describeSession } from './check-in-texts.ts';

export interface SessionTimes {
  activity: string;
  sessionName: string;
  startsAt: Date;
  endsAt: Date;
  timed: boolean;
}

/** How a refusal on another day says it, of a ticket or of a pass card. */
export interface OtherDayWords {
  notYetDay: (session: string) => string;
  pastDay: (session: string) => string;
}

const ticketDayWords: OtherDayWords = checkInTexts;

/** Why the session's tickets (or pass holders) may not be admitted at `now`, or null when they may. */
export function checkInWindowRefusal(
  session: SessionTimes,
  now: Date,
  opensMinutes: number,
  words: OtherDayWords = ticketDayWords,
): AppError | null {
  const today = shopDateAt(now);
  const dayStart = shopWallTimeToInstant(today, '00:00');
  const dayEnd = shopWallTimeToInstant(addDaysToIsoDate(today, 1), '00:00');
  const named = describeSession(session);
  if (session.startsAt >= dayEnd)
    return new AppError('conflict', words.notYetDay(named), {
      title: checkInTexts.notTodayTitle,
    });
  if (session.endsAt <= dayStart)
    return new AppError('conflict', words.pastDay(named), {
      title: checkInTexts.notTodayTitle,
    });
  const opensAt = new Date(session.startsAt.getTime() - opensMinutes * 60_000);
  if (now < opensAt)
    return new AppError('conflict', checkInTexts.tooEarly(describeMoment(opensAt, now)), {
      title: checkInTexts.tooEarlyTitle,
    });
  return null;
}
