/** A month of an activity's sessions (Denver dates), with sold, held and capacity: the calendar. */
import type { AdminSession, SessionMonthQuery } from '@shop/core/admin-sessions-api';
import { toAdminSessions } from './session-mappers.ts';
import { activityNotFound, monthBounds } from './session-rules.ts';
import type { SessionsDeps } from './sessions-deps.ts';
import { findActivity, findPricesOfSessions, findSessionsInRange } from './sessions-repository.ts';

export async function listMonthSessions(
  deps: SessionsDeps,
  query: SessionMonthQuery,
): Promise<AdminSession[]> {
  const activity = await findActivity(deps.db, query.activityId);
  if (!activity) throw activityNotFound();
  const { from, to } = monthBounds(query.month);
  const rows = await findSessionsInRange(deps.db, activity.id, from, to, deps.clock());
  const prices = await findPricesOfSessions(
    deps.db,
    rows.map((row) => row.id),
  );
  return toAdminSessions(rows, prices);
}
