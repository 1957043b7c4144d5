/**
 * Payment recovery of session cancellations (decision 057): a cancellation a crash left running
 * past the grace period is carried on by the worker, as a second call would; refunds it finds
 * pending are settled by `recoverRefunds` and read back on a later pass.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '../../db/database.ts';
import type { OrdersAdminDeps } from './orders-admin-deps.ts';
import type { RefundRecoveryLog } from './recover-refunds.ts';
import { runSessionCancellation } from './run-session-cancellation.ts';
import { findCancellationOfSession } from './session-cancellation-reads.ts';

/** Carries on the cancellations left running; answers how many it finished. */
export async function recoverCancellations(
  deps: OrdersAdminDeps & { graceSeconds: number; log: RefundRecoveryLog },
): Promise<number> {
  const startedBefore = new Date(deps.clock().getTime() - deps.graceSeconds * 1000);
  const rows = await queryRows(
    deps.db,
    sql`select activity_time_id from session_cancellations where status = 'running'
      and created_at <= ${startedBefore.toISOString()}::timestamptz order by created_at limit 5`,
  );
  let finished = 0;
  for (const { activity_time_id: sessionId } of rows.map((row) =>
    z.object({ activity_time_id: z.number().int() }).parse(row),
  )) {
    try {
      const cancellation = await findCancellationOfSession(deps.db, sessionId);
      if (cancellation?.status !== 'running') continue;
      await runSessionCancellation(deps, sessionId, cancellation);
      if ((await findCancellationOfSession(deps.db, sessionId))?.status === 'done') finished += 1;
    } catch (error) {
      deps.log.error(
        { err: error, sessionId },
        'payment recovery could not carry on a cancellation',
      );
    }
  }
  return finished;
}
