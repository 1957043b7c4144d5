/**
 * Carries a session's cancellation through (decision 057): each order still pending is refunded
 * for its places on the session through the refunds' own exactly-once path, under a key made of
 * the session and the order, so a second run, a second process or the recovery job share each
 * refund. The run is safe to repeat at any point; the cancellation is done when no order waits.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { orderAdminTexts } from '@shop/core/order-admin-api';
import { sessionCancellationTexts } from '@shop/core/session-cancellation-api';
import { formatCalendarDate, formatClockTime, instantToShopWallTime } from '@shop/core/shop-time';
import { queryRows } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { RefundInput } from './open-refund.ts';
import { findOrderTickets } from './order-admin-reads.ts';
import type { OrdersAdminDeps } from './orders-admin-deps.ts';
import { refundOrder } from './refund-order.ts';
import type { CancellationRow } from './session-cancellation-reads.ts';

/** The refund key of one order's places in one session's cancellation. */
export const cancellationRefundKey = (sessionId: number, orderId: number) =>
  `session-cancel:${sessionId}:order:${orderId}`;

type OrderOutcome =
  | { status: 'refunded'; refundId: number }
  | { status: 'skipped' }
  | { status: 'failed'; message: string }
  | { status: 'pending' };

/** The session's name as the visitor's e-mail gives it: activity, date and time. */
async function describeSession(deps: Pick<OrdersAdminDeps, 'db'>, sessionId: number) {
  const [row] = await queryRows(
    deps.db,
    sql`select a.display_name as activity, t.starts_at from activity_times t
      join activities a on a.id = t.activity_id where t.id = ${sessionId}`,
  );
  const session = z.object({ activity: z.string(), starts_at: z.coerce.date() }).parse(row);
  const wall = instantToShopWallTime(session.starts_at);
  return `${session.activity} on ${formatCalendarDate(wall.date)} at ${formatClockTime(wall.time)}`;
}

/**
 * What to refund of an order: its places on the session; the whole order when they are all it
 * has left, so the donation and the coupon use go back with it (decision 057). Null: nothing.
 */
async function refundBodyOf(
  deps: Pick<OrdersAdminDeps, 'db'>,
  orderId: number,
  sessionId: number,
  reason: string,
): Promise<RefundInput | null> {
  const [order] = await queryRows(deps.db, sql`select cart_id from orders where id = ${orderId}`);
  const { cart_id } = z.object({ cart_id: z.number().int() }).parse(order);
  const left = (await findOrderTickets(deps.db, cart_id)).filter(
    (ticket) => ticket.quantity > ticket.refunded_quantity,
  );
  const onSession = left.filter((ticket) => ticket.activity_time_id === sessionId);
  if (onSession.length === 0) return null;
  const tickets = onSession.map((ticket) => ({
    lineItemTicketId: ticket.ticket_row_id,
    quantity: ticket.quantity - ticket.refunded_quantity,
  }));
  const wholeOrder = onSession.length === left.length;
  return { wholeOrder, tickets: wholeOrder ? [] : tickets, reason };
}

async function refundOneOrder(
  deps: OrdersAdminDeps,
  cancellation: CancellationRow,
  sessionId: number,
  orderId: number,
  reason: string,
): Promise<OrderOutcome> {
  const requestKey = cancellationRefundKey(sessionId, orderId);
  const [earlier] = await queryRows(
    deps.db,
    sql`select id from order_refunds where request_key = ${requestKey}`,
  );
  // Once its refund exists, the refund's key answers it, whatever the order looks like now.
  const body = earlier
    ? { wholeOrder: false, tickets: [], reason }
    : await refundBodyOf(deps, orderId, sessionId, reason);
  if (!body) return { status: 'skipped' };
  try {
    const refund = await refundOrder(deps, {
      orderId,
      staffId: cancellation.staff_id,
      requestKey,
      body,
      // Nobody counts cash out when a session is cancelled: it is owed at the window.
      cashOwed: true,
    });
    return { status: 'refunded', refundId: refund.id };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // Under way elsewhere or unanswered: the refund's own recovery settles it, a later run reads it.
    if (error.code === 'service_unavailable') return { status: 'pending' };
    if (error.code === 'conflict' && error.message === orderAdminTexts.refundUnderWay)
      return { status: 'pending' };
    return { status: 'failed', message: error.message };
  }
}

async function recordOutcome(
  deps: Pick<OrdersAdminDeps, 'db'>,
  cancellationId: number,
  orderId: number,
  outcome: OrderOutcome,
) {
  if (outcome.status === 'pending') return;
  await queryRows(
    deps.db,
    sql`update session_cancellation_orders set status = ${outcome.status},
        refund_id = ${outcome.status === 'refunded' ? outcome.refundId : null},
        message = ${outcome.status === 'failed' ? outcome.message : null}
      where cancellation_id = ${cancellationId} and order_id = ${orderId} and status = 'pending'
      returning order_id`,
  );
}

/** Lists any order that reached the session after the cancellation opened, then refunds each. */
export async function runSessionCancellation(
  deps: OrdersAdminDeps,
  sessionId: number,
  cancellation: CancellationRow,
): Promise<void> {
  await queryRows(
    deps.db,
    sql`insert into session_cancellation_orders (cancellation_id, order_id, status)
      select distinct ${cancellation.id}::int, o.id, 'pending' from orders o
        join line_items li on li.cart_id = o.cart_id
        join line_item_tickets lit on lit.line_item_id = li.id
      where li.activity_time_id = ${sessionId} and lit.quantity > lit.refunded_quantity
      on conflict do nothing returning order_id`,
  );
  const pending = await queryRows(
    deps.db,
    sql`select order_id from session_cancellation_orders
      where cancellation_id = ${cancellation.id} and status = 'pending' order by order_id`,
  );
  const reason = sessionCancellationTexts.refundReason(
    await describeSession(deps, sessionId),
    cancellation.reason,
  );
  for (const { order_id } of pending.map((row) =>
    z.object({ order_id: z.number().int() }).parse(row),
  )) {
    const outcome = await refundOneOrder(deps, cancellation, sessionId, order_id, reason);
    await recordOutcome(deps, cancellation.id, order_id, outcome);
  }
  await queryRows(
    deps.db,
    sql`update session_cancellations set status = 'done',
        finished_at = ${deps.clock().toISOString()}::timestamptz
      where id = ${cancellation.id} and status = 'running' and not exists (
        select 1 from session_cancellation_orders
        where cancellation_id = ${cancellation.id} and status = 'pending')
      returning id`,
  );
}
