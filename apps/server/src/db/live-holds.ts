/**
 * Places held by a session's live (unexpired) holds, as SQL. `activity_times.held` counts every
 * holds row of the session, kept by triggers (migration 0006); the database function
 * `live_held_places` (migration 0007) subtracts the few expired rows the worker has not swept yet.
 * So a hold, a sale or a calendar never sums all of a busy session's holds: only the expired ones,
 * found by the (activity_time_id, expires_at) index (decision 004).
 */
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { activityTimes } from './schema.ts';

export function liveHeldPlaces(
  session: { id: SQL; held: SQL },
  now: SQL,
  options: { exceptCartId?: number } = {},
): SQL<number> {
  const ownCart =
    options.exceptCartId === undefined
      ? sql``
      : sql` - coalesce((select sum(h.quantity) from holds h
          where h.activity_time_id = ${session.id} and h.cart_id = ${options.exceptCartId}
            and h.expires_at > ${now}), 0)`;
  return sql<number>`(live_held_places(${session.id}, ${session.held}, ${now})${ownCart})`;
}

/**
 * A session's columns for a select, with `held` as its live held places at the placeholder
 * `now` (a prepared statement's parameter). Written with qualified names: Drizzle renders bare
 * column names inside a correlated subquery.
 */
export function sessionColumnsAtNow() {
  const { held: _counter, ...columns } = getTableColumns(activityTimes);
  return {
    ...columns,
    held: sql<number>`${liveHeldPlaces(
      { id: sql`"activity_times"."id"`, held: sql`"activity_times"."held"` },
      sql`${sql.placeholder('now')}::timestamptz`,
    )}::int`,
  };
}
