/**
 * Today's sessions the box office may sell (decision 059): every bookable activity's sessions
 * of the Denver day, with their tickets and vacancy, as the shop's calendar shows them.
 */
import type { WalkUpSessions } from '@shop/core/walk-up-api';
import { todayAt } from './walk-up-day.ts';
import type { WalkUpDeps } from './walk-up-deps.ts';

export async function listWalkUpSessions(
  deps: Pick<WalkUpDeps, 'catalogue' | 'clock'>,
): Promise<WalkUpSessions> {
  const { date } = todayAt(deps.clock());
  const activities = await deps.catalogue.listActivities(true);
  const withSessions = await Promise.all(
    activities.map(async (activity) => ({
      activity,
      sessions: await deps.catalogue.listActivityTimes(activity.id, {
        startDate: date,
        endDate: date,
        includeTickets: true,
      }),
    })),
  );
  return { date, activities: withSessions.filter((entry) => entry.sessions.length > 0) };
}
