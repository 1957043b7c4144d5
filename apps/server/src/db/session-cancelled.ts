/**
 * The one definition of a cancelled session (decision 073): a session is cancelled when its
 * cancellation record exists in `session_cancellations` (decision 057), whatever its `closed`
 * flag says. Every reader (the sessions table, the sale's places, check-in, the visitor's order)
 * asks this fragment, so the rule cannot drift between them.
 */
import { sql, type SQL } from 'drizzle-orm';

/** Whether the session whose id is `sessionId` (a column or a value) is cancelled, as SQL. */
export function sessionCancelledSql(sessionId: SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from session_cancellations sc
    where sc.activity_time_id = ${sessionId})`;
}
