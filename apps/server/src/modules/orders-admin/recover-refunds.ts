/**
 * Payment recovery of refunds (decisions 020 and 055): a refund a crash or a silent gateway left
 * pending past the grace period is carried through as it was asked. The gateway is asked what
 * the refund's key did; a credit that never reached it is made now, under the same key, so the
 * card is credited exactly once whoever finishes the refund.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { CallUnderWayError } from '../payments/index.ts';
import { creditCard, payRefund, refundGatewayKey, type RefundPayDeps } from './settle-refund.ts';

export interface RefundRecoveryLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Settles the refunds left pending past the grace period; answers how many it settled. */
export async function recoverRefunds(
  deps: RefundPayDeps & { graceSeconds: number; log: RefundRecoveryLog },
): Promise<number> {
  const startedBefore = new Date(deps.clock().getTime() - deps.graceSeconds * 1000);
  const rows = await queryRows(
    deps.db,
    sql`select id from order_refunds where status = 'pending'
      and created_at <= ${startedBefore.toISOString()}::timestamptz order by created_at limit 20`,
  );
  let settled = 0;
  for (const { id } of rows.map((row) => z.object({ id: z.number().int() }).parse(row))) {
    try {
      await payRefund(deps, id, async (refund) => {
        const known = await deps.gateway.settleCall(refundGatewayKey(id), { startedBefore });
        return known ? known.result : creditCard(deps, refund);
      });
      settled += 1;
      deps.log.warn({ refundId: id }, 'payment recovery settled a refund');
    } catch (error) {
      if (error instanceof AppError && error.code === 'payment_failed') {
        settled += 1; // The gateway refused it: the refund is failed for good.
        deps.log.warn({ refundId: id }, 'payment recovery found a refused refund');
      } else if (error instanceof CallUnderWayError)
        deps.log.warn({ refundId: id }, 'payment recovery waits for a refund under way');
      else
        deps.log.error({ err: error, refundId: id }, 'payment recovery could not settle a refund');
    }
  }
  return settled;
}
