/** The sessions of a day in Denver (today by default) that the gate may check tickets in to. */
import type { CheckInSessionsResponse } from '@shop/core/check-in-api';
import { addDaysToIsoDate, shopDateAt, shopWallTimeToInstant } from '@shop/core/shop-time';
import type { CheckInDeps } from './check-in-deps.ts';
import { listSessionsBetween } from './check-in-repository.ts';

export async function listCheckInSessions(
  deps: CheckInDeps,
  date: string | undefined,
): Promise<CheckInSessionsResponse['data']> {
  const day = date ?? shopDateAt(deps.clock());
  const rows = await listSessionsBetween(
    deps.db,
    day,
    shopWallTimeToInstant(day, '00:00'),
    shopWallTimeToInstant(addDaysToIsoDate(day, 1), '00:00'),
  );
  return {
    date: day,
    sessions: rows.map((row) => ({
      id: row.id,
      activity: row.activity,
      name: row.name,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      timed: row.timed,
      counts: { admitted: row.admitted, expected: row.expected, passHolders: row.passHolders },
    })),
  };
}
