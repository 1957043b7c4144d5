/**
 * Places held by a session's live (unexpired) holds, as SQL. `activity_times.held` counts every
 * holds row of the session, kept by triggers (migration 0006); the database function
 * `live_held_places` (migration 0007) subtracts the few expired rows the worker has not swept yet.
 * So a hold, a sale or a calendar never sums all of a busy session's holds: only the expired ones,
 * found by the (activity_time_id, expires_at) index (decision 004).
 */
import { sql, type SQL } from 'drizzle-orm';

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
