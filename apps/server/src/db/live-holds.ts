/**
 * Places held by a session's live (unexpired) holds, as SQL. `activity_times.held` counts every
 * holds row of the session (migrations 0006 and 0009); the live ones are that count less the few
 * expired rows the worker has not swept yet, as the database function `live_held_places`
 * (`db/functions/live-held-places.sql`) computes it for the functions written in SQL.
 * So a hold, a sale or a calendar never sums all of a busy session's holds: only the expired ones,
 * found by the (activity_time_id, expires_at) index (decision 004).
 *
 * A session row is read one of two ways, named apart: with its raw counter (`heldCounter`,
 * expired holds not yet swept included) or with its live held places (`liveHeld`).
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
  // The body of live_held_places, written out: a call of that SQL function cannot be inlined
  // (it has a subquery), so PostgreSQL would parse and plan its body again for every statement.
  return sql<number>`(${session.held} - coalesce((select sum(h.quantity)::int from holds h
      where h.activity_time_id = ${session.id} and h.expires_at <= ${now}), 0)${ownCart})`;
}

/** A session's columns for a select, with `heldCounter` as its raw held counter. */
export function sessionColumnsWithCounter() {
  const { held, ...columns } = getTableColumns(activityTimes);
  return { ...columns, heldCounter: held };
}

/**
 * A session's columns for a select, with `liveHeld` as its live held places at the placeholder
 * `now` (a prepared statement's parameter). Written with qualified names: Drizzle renders bare
 * column names inside a correlated subquery.
 */
export function sessionColumnsAtNow() {
  const { held: _counter, ...columns } = getTableColumns(activityTimes);
  return {
    ...columns,
    liveHeld: sql<number>`${liveHeldPlaces(
      { id: sql`"activity_times"."id"`, held: sql`"activity_times"."held"` },
      sql`${sql.placeholder('now')}::timestamptz`,
    )}::int`.mapWith(Number),
  };
}
