/**
 * Reads of a session's cancellation (decision 057): the orders with places on the session, and
 * the progress staff watch while the refunds run.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  sessionCancellationTexts,
  type SessionCancellation,
} from '@shop/core/session-cancellation-api';
import { queryRows } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { ticketPlacesSql } from '../carts/index.ts';
import type { Executor } from '../../db/transaction.ts';

const cancellationRowSchema = z.object({
  id: z.number().int(),
  status: z.enum(['running', 'done']),
  staff_id: z.number().int().nullable(),
  staff_name: z.string().nullable(),
  reason: z.string().nullable(),
  created_at: z.coerce.date(),
  finished_at: z.coerce.date().nullable(),
});
export type CancellationRow = z.infer<typeof cancellationRowSchema>;

export async function findCancellationOfSession(
  db: Executor,
  sessionId: number,
): Promise<CancellationRow | undefined> {
  const [row] = await queryRows(
    db,
    sql`select c.id, c.status, c.staff_id, s.name as staff_name, c.reason, c.created_at,
        c.finished_at
      from session_cancellations c left join staff s on s.id = c.staff_id
      where c.activity_time_id = ${sessionId}`,
  );
  return row ? cancellationRowSchema.parse(row) : undefined;
}

/**
 * The orders with tickets on the session that are neither refunded nor being refunded, with the
 * places they hold there (add-ons none, decision 074; they are refunded with the order all the same).
 */
export async function findOrdersOnSession(db: Executor, sessionId: number) {
  const places = ticketPlacesSql(sql`t.add_on`, sql`(lit.quantity - lit.refunded_quantity)`);
  const rows = await queryRows(
    db,
    sql`select o.id, sum(${places})::int as places,
        (o.payment_method = 'cash') is true as cash
      from orders o
      join line_items li on li.cart_id = o.cart_id
      join line_item_tickets lit on lit.line_item_id = li.id
      join tickets t on t.id = lit.ticket_id
      where li.activity_time_id = ${sessionId} and lit.quantity > lit.refunded_quantity
      group by o.id order by o.id`,
  );
  return rows.map((row) =>
    z.object({ id: z.number().int(), places: z.number().int(), cash: z.boolean() }).parse(row),
  );
}

const progressRowSchema = z.object({
  order_id: z.number().int(),
  receipt: z.string(),
  status: z.enum(['pending', 'refunded', 'skipped', 'failed']),
  message: z.string().nullable(),
  amount_cents: z.number().int().nullable(),
  refund_status: z.string().nullable(),
  cash: z.boolean(),
});

/** Where a session's cancellation stands, or what one would refund before it is asked. */
export async function readSessionCancellation(
  db: Executor,
  sessionId: number,
): Promise<SessionCancellation> {
  const [session] = await queryRows(db, sql`select id from activity_times where id = ${sessionId}`);
  if (!session) throw new AppError('not_found', sessionCancellationTexts.notFound);
  const cancellation = await findCancellationOfSession(db, sessionId);
  const onSession = await findOrdersOnSession(db, sessionId);
  const placesToRefund = onSession.reduce((sum, order) => sum + order.places, 0);
  if (!cancellation)
    return {
      sessionId,
      status: 'not-cancelled',
      orders: onSession.length,
      refundedOrders: 0,
      placesToRefund,
      refundedCents: 0,
      // What it would do: the cards credited, the cash orders owed at the window.
      cardRefundedOrders: onSession.filter((order) => !order.cash).length,
      cashOwedOrders: onSession.filter((order) => order.cash).length,
      cashOwedCents: 0,
      failures: [],
      reason: null,
      createdAt: null,
      finishedAt: null,
    };
  const rows = (
    await queryRows(
      db,
      sql`select c.order_id, o.receipt, c.status, c.message, r.amount_cents,
          r.status as refund_status, (o.payment_method = 'cash') is true as cash
        from session_cancellation_orders c
        join orders o on o.id = c.order_id
        left join order_refunds r on r.id = c.refund_id
        where c.cancellation_id = ${cancellation.id} order by c.order_id`,
    )
  ).map((row) => progressRowSchema.parse(row));
  const refunded = rows.filter((row) => row.status === 'refunded');
  // Cash owed at the window is counted apart from the cards credited (decision 073).
  const owed = refunded.filter((row) => row.refund_status === 'owed');
  const credited = refunded.filter((row) => !row.cash);
  const sumOf = (list: typeof rows) => list.reduce((sum, row) => sum + (row.amount_cents ?? 0), 0);
  return {
    sessionId,
    status: cancellation.status,
    orders: rows.length,
    refundedOrders: rows.filter((row) => row.status === 'refunded' || row.status === 'skipped')
      .length,
    placesToRefund,
    refundedCents: sumOf(credited),
    cardRefundedOrders: credited.length,
    cashOwedOrders: owed.length,
    cashOwedCents: sumOf(owed),
    failures: rows
      .filter((row) => row.status === 'failed')
      .map((row) => ({ orderId: row.order_id, receipt: row.receipt, message: row.message ?? '' })),
    reason: cancellation.reason,
    createdAt: cancellation.created_at.toISOString(),
    finishedAt: cancellation.finished_at?.toISOString() ?? null,
  };
}
