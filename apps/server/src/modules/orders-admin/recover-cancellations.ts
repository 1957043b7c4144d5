/**
 * Payment recovery of session cancellations (decisions 057 and 070): a cancellation a crash left
 * running past the grace period is leased and carried on by the worker, as a second call would;
 * refunds it finds pending are settled by `recoverRefunds` and read back on a later pass.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '../../db/database.ts';
import type { OrdersAdminDeps } from './orders-admin-deps.ts';
import type { RefundRecoveryLog } from './recover-refunds.ts';
import { runSessionCancellation } from './run-session-cancellation.ts';
import { findCancellationOfSession } from './session-cancellation-reads.ts';

/**
 * Leases the oldest cancellation left running past the grace period (and not leased within it),
 * as refunds and submissions are leased (decision 070): another process skips it meanwhile.
 */
async function leaseStaleCancellation(
  deps: Pick<OrdersAdminDeps, 'db' | 'clock'>,
  startedBefore: Date,
): Promise<number | null> {
  const before = startedBefore.toISOString();
  const [row] = await queryRows(
    deps.db,
    sql`update session_cancellations set taken_at = ${deps.clock().toISOString()}::timestamptz
      where id = (
        select id from session_cancellations
        where status = 'running' and created_at <= ${before}::timestamptz
          and (taken_at is null or taken_at <= ${before}::timestamptz)
        order by created_at limit 1
        for update skip locked)
      returning activity_time_id`,
  );
  return row ? z.object({ activity_time_id: z.number().int() }).parse(row).activity_time_id : null;
}

/** Carries on the cancellations left running; answers how many it finished. */
export async function recoverCancellations(
  deps: OrdersAdminDeps & { graceSeconds: number; log: RefundRecoveryLog },
): Promise<number> {
  let finished = 0;
  for (let taken = 0; taken < 5; taken += 1) {
    const startedBefore = new Date(deps.clock().getTime() - deps.graceSeconds * 1000);
    const sessionId = await leaseStaleCancellation(deps, startedBefore);
    if (sessionId === null) break;
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
