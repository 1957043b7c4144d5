/**
 * A session's live held places, as SQL (ARCHITECTURE.md, "Places: the words we use"). The held
 * counter `activity_times.held` counts every holds row of the session, expired ones the worker has
 * not swept yet included (migrations 0006 and 0009); live held places are that counter less
 * those expired rows, found by the (activity_time_id, expires_at) index, so a hold, a sale or a
 * calendar never sums all of a busy session's holds (decision 004).
 *
 * The expression itself is written once, as the database function `live_held_places`
 * (`db/functions/live-held-places.sql`), which every statement calls from a FROM clause: there
 * PostgreSQL inlines it, so each statement is planned once with the expression as if written out
 * (decision 097; `inlined-functions.test.ts` checks the plans call no function).
 *
 * A session row is read one of two ways, named apart: with its held counter (`heldCounter`) or
 * with its live held places (`liveHeld`).
 */
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { activityTimes } from './schema.ts';

/**
 * The live held places of session `session` at `now`; with `exceptCartId`, less the places that
 * cart's own live holds hold (what is held by the others).
 */
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
  return sql<number>`((select l.places from live_held_places(${session.id}, ${session.held},
      ${now}) l)${ownCart})`;
}

/** A session's columns for a select, with `heldCounter` as its held counter. */
export function sessionColumnsWithHeldCounter() {
  const { held, ...columns } = getTableColumns(activityTimes);
  return { ...columns, heldCounter: held };
}

/**
 * A session's columns for a select, with `liveHeld` as its live held places at the placeholder
 * `now` (a prepared statement's parameter). Written with qualified names: Drizzle renders bare
 * column names inside a correlated subquery.
 */
export function sessionColumnsWithLiveHeld() {
  const { held: _counter, ...columns } = getTableColumns(activityTimes);
  return {
    ...columns,
    liveHeld: sql<number>`${liveHeldPlaces(
      { id: sql`"activity_times"."id"`, held: sql`"activity_times"."held"` },
      sql`${sql.placeholder('now')}::timestamptz`,
    )}::int`.mapWith(Number),
  };
}
