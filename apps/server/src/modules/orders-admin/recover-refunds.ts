/**
 * Payment recovery of refunds (decisions 020, 055 and 070): a refund a crash or a silent gateway
 * left pending past the grace period is carried through as it was asked. Each refund is leased
 * first, as submissions are: taken with `FOR UPDATE SKIP LOCKED` and stamped, so no other
 * process takes it until the grace period has passed again. The gateway is asked what each of
 * its keys did; a credit that never reached it is made now, under the same key, so the card is
 * credited exactly once whoever finishes the refund.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { CallUnderWayError } from '../payments/index.ts';
import type { CallOnce } from './pay-refund-credits.ts';
import { payRefund, type RefundPayDeps } from './settle-refund.ts';

export interface RefundRecoveryLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** The tables of refunds that payment recovery carries through: tickets' and memberships'. */
export type RefundTable = 'order_refunds' | 'membership_order_refunds';

/**
 * Leases the oldest refund left pending past the grace period (and not leased within it): one at
 * a time, so a lease is never spent waiting behind the others of a batch.
 */
export async function leaseStaleRefund(
  db: Pick<Database, 'execute'>,
  now: Date,
  startedBefore: Date,
  table: RefundTable = 'order_refunds',
): Promise<number | null> {
  const before = startedBefore.toISOString();
  const refunds = sql.identifier(table);
  const [row] = await queryRows(
    db,
    sql`update ${refunds} set taken_at = ${now.toISOString()}::timestamptz
      where id = (
        select id from ${refunds}
        where status = 'pending' and created_at <= ${before}::timestamptz
          and (taken_at is null or taken_at <= ${before}::timestamptz)
        order by created_at limit 1
        for update skip locked)
      returning id`,
  );
  return row ? z.object({ id: z.number().int() }).parse(row).id : null;
}

type RecoveryDeps = RefundPayDeps & { graceSeconds: number; log: RefundRecoveryLog };

/**
 * Settles the refunds of a table left pending past the grace period, each paid by `pay` under
 * the keys it was asked with; answers how many it settled.
 */
export async function recoverStaleRefunds(
  deps: RecoveryDeps,
  table: RefundTable,
  pay: (deps: RefundPayDeps, id: number, callOnce: CallOnce) => Promise<unknown>,
): Promise<number> {
  let settled = 0;
  for (let taken = 0; taken < 20; taken += 1) {
    const startedBefore = new Date(deps.clock().getTime() - deps.graceSeconds * 1000);
    const id = await leaseStaleRefund(deps.db, deps.clock(), startedBefore, table);
    if (id === null) break;
    const callOnce: CallOnce = async (key, call) =>
      (await deps.gateway.settleCall(key, { startedBefore }))?.result ?? call();
    try {
      await pay(deps, id, callOnce);
      settled += 1;
      deps.log.warn({ refundId: id, table }, 'payment recovery settled a refund');
    } catch (error) {
      if (error instanceof AppError && error.code === 'payment_failed') {
        settled += 1; // The gateway refused it: the refund is failed for good.
        deps.log.warn({ refundId: id, table }, 'payment recovery found a refused refund');
      } else if (error instanceof CallUnderWayError)
        deps.log.warn({ refundId: id, table }, 'payment recovery waits for a refund under way');
      else
        deps.log.error(
          { err: error, refundId: id, table },
          'payment recovery could not settle a refund',
        );
    }
  }
  return settled;
}

/** Settles the ticket refunds left pending past the grace period; answers how many it settled. */
export function recoverRefunds(deps: RecoveryDeps): Promise<number> {
  return recoverStaleRefunds(deps, 'order_refunds', payRefund);
}
