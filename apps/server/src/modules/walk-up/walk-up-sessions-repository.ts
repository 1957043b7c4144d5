/** The walk-up sale's own reads: which day a session is on. Queries only. */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Database } from '../../db/database.ts';

const sessionDayRow = z.object({
  activity_id: z.number().int(),
  starts_at: z.coerce.date(),
  ends_at: z.coerce.date(),
});

/** A session's activity and times, or undefined when there is no such session. */
export async function findSessionTimes(db: Database, sessionId: number) {
  const [row] = await queryRows(
    db,
    sql`select activity_id, starts_at, ends_at from activity_times where id = ${sessionId}`,
  );
  if (!row) return undefined;
  const parsed = sessionDayRow.parse(row);
  return { activityId: parsed.activity_id, startsAt: parsed.starts_at, endsAt: parsed.ends_at };
}

/** The times of the sessions of a cart's lines, for the sale's today check. */
export async function findCartSessionTimes(db: Database, cartId: number) {
  const rows = await queryRows(
    db,
    sql`select s.activity_id, s.starts_at, s.ends_at from line_items l
      join activity_times s on s.id = l.activity_time_id where l.cart_id = ${cartId}`,
  );
  return rows.map((row) => {
    const parsed = sessionDayRow.parse(row);
    return { startsAt: parsed.starts_at, endsAt: parsed.ends_at };
  });
}
