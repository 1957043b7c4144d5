/**
 * Today's sessions the box office may sell (decision 059): every bookable activity's sessions
 * of the Denver day, with their tickets and vacancy, as the shop's calendar shows them. A
 * session's tickets include its add-ons, those with a stock carrying what is `left` of it
 * (decision 079), as the shop's add-ons list does, so the window shows and limits them alike.
 */
import type { ActivityTime } from '@shop/core/catalogue';
import type { WalkUpSessions } from '@shop/core/walk-up-api';
import { todayAt } from './walk-up-day.ts';
import type { WalkUpDeps } from './walk-up-deps.ts';

/** A session's tickets with its add-ons after them, priced for it, with any stock left. */
async function withAddOns(
  deps: Pick<WalkUpDeps, 'catalogue'>,
  activityId: number,
  session: ActivityTime,
): Promise<ActivityTime> {
  const addOns = await deps.catalogue.listAddOns(activityId, session.id);
  if (addOns.length === 0) return session;
  const own = (session.tickets ?? []).filter((ticket) => !ticket.addOn);
  return { ...session, tickets: [...own, ...addOns] };
}

export async function listWalkUpSessions(
  deps: Pick<WalkUpDeps, 'catalogue' | 'clock'>,
): Promise<WalkUpSessions> {
  const { date } = todayAt(deps.clock());
  const activities = await deps.catalogue.listActivities(true);
  const withSessions = await Promise.all(
    activities.map(async (activity) => ({
      activity,
      sessions: await Promise.all(
        (
          await deps.catalogue.listActivityTimes(activity.id, {
            startDate: date,
            endDate: date,
            includeTickets: true,
          })
        ).map((session) => withAddOns(deps, activity.id, session)),
      ),
    })),
  );
  return { date, activities: withSessions.filter((entry) => entry.sessions.length > 0) };
}
