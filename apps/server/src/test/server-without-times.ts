/**
 * A real shop API (start-test-server.ts's, on its own database) whose catalogue offers activities
 * with no bookable time, for the choose-tickets page's 'no available times' message: one with no
 * sessions at all, one whose only session is sold out, and a dropdown one whose only session is
 * past its cutoff. The demo catalogue has none of these, and should not.
 *
 * The web tests' global setup starts it beside the demo API and hands its address and activity
 * ids to the tests through `inject('noTimesApi')`.
 */
import type { Database } from '../db/database.ts';
import { activities, activityTimes, tickets, venues } from '../db/schema.ts';
import { startTestServerWith } from './start-test-server.ts';

export interface ActivitiesWithoutTimes {
  withoutSessions: number;
  soldOut: number;
  pastCutoff: number;
}

async function insertActivitiesWithoutTimes(
  db: Database,
  now: Date,
): Promise<ActivitiesWithoutTimes> {
  const [venue] = await db
    .insert(venues)
    .values({ name: 'Wasatch Backcountry', slug: 'backcountry', displayName: 'Backcountry' })
    .returning();
  const activity = async (
    code: string,
    values: Pick<typeof activities.$inferInsert, 'displayName' | 'dateSelectionType'> &
      Partial<typeof activities.$inferInsert>,
  ) => {
    const [row] = await db
      .insert(activities)
      .values({ venueId: venue!.id, centamanId: code, timed: true, ...values })
      .returning();
    await db.insert(tickets).values({
      centamanId: `${code}-adult`,
      activityId: row!.id,
      costRateId: 'standard',
      priceCents: 3000,
      displayName: 'Adult',
    });
    return row!.id;
  };
  const session = (activityId: number, code: string, startsAt: Date, sold: number) =>
    db.insert(activityTimes).values({
      centamanId: code,
      bookingTypeId: `booking-${code}`,
      activityId,
      name: code,
      displayName: code,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 60 * 60_000),
      capacity: 10,
      sold,
    });
  const day = 24 * 60 * 60_000;

  const withoutSessions = await activity('moonlight-snowshoe', {
    displayName: 'Moonlight Snowshoe',
    dateSelectionType: 'calendar_select',
  });
  const soldOut = await activity('sleigh-ride', {
    displayName: 'Sleigh Ride',
    dateSelectionType: 'calendar_select',
  });
  await session(soldOut, 'sleigh-ride-tomorrow', new Date(now.getTime() + day), 10);
  const pastCutoff = await activity('ski-jump-tour', {
    displayName: 'Ski Jump Tour',
    dateSelectionType: 'dropdown_select',
    cutoffHours: 48,
  });
  await session(pastCutoff, 'ski-jump-tour-tomorrow', new Date(now.getTime() + day), 0);
  return { withoutSessions, soldOut, pastCutoff };
}

export async function startServerWithoutTimes(): Promise<{
  url: string;
  activities: ActivitiesWithoutTimes;
  close(): Promise<void>;
}> {
  const { url, prepared, close } = await startTestServerWith((db) =>
    insertActivitiesWithoutTimes(db, new Date()),
  );
  return { url, activities: prepared, close };
}
