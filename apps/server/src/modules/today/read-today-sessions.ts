/**
 * Today's sessions (Denver) for the home page: those starting today and not cancelled, with
 * places sold, left (capacity less sold and live holds) and checked in. Year-round passes and
 * dated items are sessions too, but they do not start today, so they stay out.
 */
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { TodaySession } from '@shop/core/admin-today-api';
import { queryRows, type Database } from '../../db/database.ts';
import { liveHeldPlaces } from '../../db/live-held-places.ts';
import { sessionCancelledSql } from '../../db/session-cancelled.ts';

export interface ShopDay {
  starts: Date;
  ends: Date;
}

const rowSchema = z.object({
  id: z.number().int(),
  activity_id: z.number().int(),
  activity: z.string(),
  name: z.string(),
  starts_at: z.coerce.date(),
  ends_at: z.coerce.date(),
  capacity: z.coerce.number(),
  sold: z.coerce.number(),
  held: z.coerce.number(),
  checked_in: z.coerce.number(),
});

const at = (instant: Date): SQL => sql`${instant.toISOString()}::timestamptz`;

export async function readTodaySessions(
  db: Database,
  day: ShopDay,
  now: Date,
): Promise<TodaySession[]> {
  const held = liveHeldPlaces({ id: sql`s.id`, held: sql`s.held` }, at(now));
  const rows = await queryRows(
    db,
    sql`select s.id, s.activity_id, a.display_name as activity, s.display_name as name,
        s.starts_at, s.ends_at, s.capacity, s.sold, greatest(${held}, 0) as held,
        (select count(*) from admissions ad where ad.activity_time_id = s.id) as checked_in
      from activity_times s join activities a on a.id = s.activity_id
      where s.starts_at >= ${at(day.starts)} and s.starts_at < ${at(day.ends)}
        and not ${sessionCancelledSql(sql`s.id`)}
      order by s.starts_at, a.display_name, s.id`,
  );
  return rows.map((raw) => {
    const row = rowSchema.parse(raw);
    return {
      id: row.id,
      activityId: row.activity_id,
      activity: row.activity,
      name: row.name,
      startsAt: row.starts_at.toISOString(),
      endsAt: row.ends_at.toISOString(),
      capacity: row.capacity,
      sold: row.sold,
      left: Math.max(0, row.capacity - row.sold - row.held),
      checkedIn: row.checked_in,
    };
  });
}
