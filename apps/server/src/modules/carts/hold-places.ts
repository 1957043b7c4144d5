/**
 * The capacity guarantee (DESIGN section 4). Every writer of a session's places first locks the
 * session row, so holders of one session queue there whatever the number of connections or
 * server processes; the conditional insert that follows runs in a new statement, whose snapshot
 * sees every hold committed before the lock was granted. No network call happens in between, and
 * callers take the lock as late in their transaction as they can: every round trip between the
 * lock and COMMIT is time other visitors of the session wait.
 */
import { sql } from 'drizzle-orm';
import { cartTexts } from '@shop/core/cart';
import { queryRows, type Database } from '../../db/database.ts';
import { AppError, notFound } from '../../http/app-error.ts';

/** A transaction or the database itself: anything that can run SQL. */
export type Executor = Pick<Database, 'execute'>;

export function ticketsUnavailable(): AppError {
  return new AppError('conflict', cartTexts.ticketsUnavailable, {
    title: cartTexts.invalidSelectionTitle,
  });
}

/** Takes the session's row lock until the transaction ends. */
export async function lockSession(tx: Executor, activityTimeId: number): Promise<void> {
  const rows = await queryRows(
    tx,
    sql`select id from activity_times where id = ${activityTimeId} for update`,
  );
  if (rows.length === 0) throw notFound('Activity time');
}

/**
 * Holds `quantity` places of a session for a cart ticket, replacing any hold it had, or throws
 * 'Invalid Selection' when the session has fewer places left. Call inside a transaction, as its
 * last statement where possible: the database function `hold_places` (migration 0007) locks the
 * session row and inserts conditionally in one round trip, and the lock is held until COMMIT.
 */
export async function holdPlaces(
  tx: Executor,
  hold: {
    activityTimeId: number;
    cartId: number;
    lineItemTicketId: number;
    quantity: number;
    expiresAt: Date;
    now: Date;
  },
): Promise<void> {
  const [result] = await queryRows<{ outcome: 'held' | 'full' | 'missing' }>(
    tx,
    sql`select hold_places(${hold.activityTimeId}, ${hold.cartId}, ${hold.lineItemTicketId},
      ${hold.quantity}, ${hold.expiresAt.toISOString()}::timestamptz,
      ${hold.now.toISOString()}::timestamptz) as outcome`,
  );
  if (result?.outcome === 'missing') throw notFound('Activity time');
  if (result?.outcome !== 'held') throw ticketsUnavailable();
}

/** Drops the hold of one cart ticket (its places are covered otherwise). */
export async function releaseTicketHold(tx: Executor, lineItemTicketId: number): Promise<void> {
  await queryRows(
    tx,
    sql`delete from holds where line_item_ticket_id = ${lineItemTicketId} returning id`,
  );
}

/** Extends every live hold of a cart; expired ones must be taken again with holdPlaces. */
export async function extendCartHolds(
  tx: Executor,
  cartId: number,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await tx.execute(sql`
    update holds set expires_at = ${expiresAt.toISOString()}::timestamptz
    where cart_id = ${cartId} and expires_at > ${now.toISOString()}::timestamptz`);
}

/** Deletes holds that expired more than `graceMs` ago; they stopped counting when they expired. */
export async function sweepExpiredHolds(
  db: Executor,
  now: Date,
  graceMs = 60_000,
): Promise<number> {
  const rows = await queryRows(
    db,
    sql`
    delete from holds where expires_at < ${new Date(now.getTime() - graceMs).toISOString()}::timestamptz
    returning id`,
  );
  return rows.length;
}
