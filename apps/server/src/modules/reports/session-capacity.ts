/**
 * Capacity used per session: the sessions starting in the range, with the places sold (the
 * session's counter, which refunds lower), held by live holds at `now`, and still available.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { sessionCapacityRowSchema, type ReportRow } from '@shop/core/report-api';
import { queryRows, type Database } from '../../db/database.ts';
import { liveHeldPlaces } from '../../db/live-held-places.ts';
import { withinRange, type ReportRange } from './report-range.ts';

const rowSchema = z.object({
  activity_time_id: z.number().int(),
  activity: z.string(),
  session: z.string(),
  starts_at: z.coerce.date(),
  capacity: z.coerce.number(),
  sold: z.coerce.number(),
  held: z.coerce.number(),
});

export async function readSessionCapacity(
  db: Database,
  range: ReportRange,
  now: Date,
): Promise<ReportRow<'capacity'>[]> {
  const held = liveHeldPlaces(
    { id: sql`s.id`, held: sql`s.held` },
    sql`${now.toISOString()}::timestamptz`,
  );
  const rows = await queryRows(
    db,
    sql`select s.id as activity_time_id, a.display_name as activity, s.display_name as session,
        s.starts_at, s.capacity, s.sold, greatest(${held}, 0) as held
      from activity_times s join activities a on a.id = s.activity_id
      where ${withinRange(sql`s.starts_at`, range)}
      order by s.starts_at, a.display_name, s.id`,
  );
  return rows.map((raw) => {
    const row = rowSchema.parse(raw);
    return sessionCapacityRowSchema.parse({
      activityTimeId: row.activity_time_id,
      activity: row.activity,
      session: row.session,
      startsAt: row.starts_at.toISOString(),
      capacity: row.capacity,
      sold: row.sold,
      held: row.held,
      available: Math.max(0, row.capacity - row.sold - row.held),
    });
  });
}
