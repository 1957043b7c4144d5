/**
 * Payment recovery of membership refunds (decision 092), as of ticket refunds (decisions 055 and
 * 070): a refund left pending past the grace period is leased (`FOR UPDATE SKIP LOCKED`, stamped)
 * and carried through as asked; the gateway is asked what its key did first, so the card is
 * credited exactly once whoever finishes it.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { CallUnderWayError } from '../payments/index.ts';
import type { CallOnce } from './pay-refund-credits.ts';
import type { RefundRecoveryLog } from './recover-refunds.ts';
import { payMembershipRefund } from './refund-membership-order.ts';
import type { RefundPayDeps } from './settle-refund.ts';

async function leaseStaleMembershipRefund(
  db: Pick<Database, 'execute'>,
  now: Date,
  startedBefore: Date,
): Promise<number | null> {
  const before = startedBefore.toISOString();
  const [row] = await queryRows(
    db,
    sql`update membership_order_refunds set taken_at = ${now.toISOString()}::timestamptz
      where id = (
        select id from membership_order_refunds
        where status = 'pending' and created_at <= ${before}::timestamptz
          and (taken_at is null or taken_at <= ${before}::timestamptz)
        order by created_at limit 1
        for update skip locked)
      returning id`,
  );
  return row ? z.object({ id: z.number().int() }).parse(row).id : null;
}

/** Settles the membership refunds left pending past the grace period; answers how many. */
export async function recoverMembershipRefunds(
  deps: RefundPayDeps & { graceSeconds: number; log: RefundRecoveryLog },
): Promise<number> {
  let settled = 0;
  for (let taken = 0; taken < 20; taken += 1) {
    const startedBefore = new Date(deps.clock().getTime() - deps.graceSeconds * 1000);
    const id = await leaseStaleMembershipRefund(deps.db, deps.clock(), startedBefore);
    if (id === null) break;
    const callOnce: CallOnce = async (key, call) =>
      (await deps.gateway.settleCall(key, { startedBefore }))?.result ?? call();
    try {
      await payMembershipRefund(deps, id, callOnce);
      settled += 1;
    } catch (error) {
      if (error instanceof AppError && error.code === 'payment_failed') settled += 1;
      else if (!(error instanceof CallUnderWayError))
        deps.log.error({ err: error, refundId: id }, 'payment recovery could not settle a refund');
    }
  }
  return settled;
}
