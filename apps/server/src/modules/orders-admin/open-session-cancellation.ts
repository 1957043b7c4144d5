/**
 * The first step of cancelling a session (decision 057): under the session's row lock, close it
 * to new sales and write the cancellation with every order it refunds, before any money moves,
 * so a crash leaves a record the next call or the recovery job carries on. A second call by the
 * same staff member finds the record and carries on with it; one by another staff member, who
 * asked at the same time, is refused with who cancelled it and why (decision 085).
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { sessionCancellationTexts } from '@shop/core/session-cancellation-api';
import { queryRows } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import type { OrdersAdminDeps } from './orders-admin-deps.ts';
import { findCancellationOfSession, findOrdersOnSession } from './session-cancellation-reads.ts';
import { closeWaitlistOfSession } from '../waitlist/index.ts';

const lockedSessionSchema = z.object({
  id: z.number().int(),
  starts_at: z.coerce.date(),
  closed: z.boolean(),
});

/** Opens the session's cancellation, or answers the one already open; its id. */
export async function openSessionCancellation(
  deps: Pick<OrdersAdminDeps, 'db' | 'clock'>,
  request: { sessionId: number; staffId: number; reason: string | undefined },
): Promise<number> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [row] = await queryRows(
      tx,
      sql`select id, starts_at, closed from activity_times where id = ${request.sessionId}
        for update`,
    );
    if (!row) throw new AppError('not_found', sessionCancellationTexts.notFound);
    const session = lockedSessionSchema.parse(row);
    const earlier = await findCancellationOfSession(tx, session.id);
    if (earlier && earlier.staff_id !== null && earlier.staff_id !== request.staffId)
      throw new AppError(
        'conflict',
        sessionCancellationTexts.alreadyCancelled(earlier.staff_name, earlier.reason),
      );
    if (earlier) return earlier.id;
    if (session.starts_at.getTime() <= now.getTime())
      throw new AppError('unprocessable', sessionCancellationTexts.started);
    await queryRows(
      tx,
      sql`update activity_times set closed = true where id = ${session.id} returning id`,
    );
    const [inserted] = await queryRows(
      tx,
      sql`insert into session_cancellations (activity_time_id, staff_id, reason, status, created_at)
        values (${session.id}, ${request.staffId}, ${request.reason ?? null}, 'running',
          ${now.toISOString()}::timestamptz)
        returning id`,
    );
    const id = z.object({ id: z.number().int() }).parse(inserted).id;
    await closeWaitlistOfSession(tx, session.id);
    // New orders cannot reach a closed session, so these are all it will ever refund.
    const orders = await findOrdersOnSession(tx, session.id);
    for (const order of orders)
      await queryRows(
        tx,
        sql`insert into session_cancellation_orders (cancellation_id, order_id, status)
          values (${id}, ${order.id}, 'pending') returning order_id`,
      );
    await recordAudit(tx, {
      staffId: request.staffId,
      action: 'session.cancel',
      entity: 'session',
      entityId: session.id,
      before: { closed: session.closed },
      after: {
        closed: true,
        reason: request.reason ?? null,
        orders: orders.map((order) => order.id),
        places: orders.reduce((sum, order) => sum + order.places, 0),
      },
      at: now,
    });
    return id;
  });
}
