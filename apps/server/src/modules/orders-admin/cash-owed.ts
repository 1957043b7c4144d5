/**
 * Cash owed at the window (decision 073): a cancelled session's cash orders are refunded in cash
 * a clerk counts out, not by a gateway. Their refunds wait `owed`, listed for the box office,
 * until the clerk records the hand-over; then the refund is written as any cash refund is
 * (places released, the buyer's e-mail, the audit entry), through the refunds' one path.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { cashOwedTexts, type CashOwed } from '@shop/core/cash-owed-api';
import type { OrderRefund } from '@shop/core/order-admin-api';
import { queryRows } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import type { OrdersAdminDeps } from './orders-admin-deps.ts';
import { payRefund, readRefund } from './settle-refund.ts';

const owedRowSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  receipt: z.string(),
  customer_name: z.string(),
  email: z.string(),
  amount_cents: z.number().int(),
  reason: z.string().nullable(),
  created_at: z.coerce.date(),
});

/** Every refund still owed in cash, oldest first. */
export async function listCashOwed(deps: Pick<OrdersAdminDeps, 'db'>): Promise<CashOwed[]> {
  const rows = await queryRows(
    deps.db,
    sql`select r.id, r.order_id, o.receipt,
        trim(concat_ws(' ', o.first_name, o.last_name)) as customer_name, o.email,
        r.amount_cents, r.reason, r.created_at
      from order_refunds r join orders o on o.id = r.order_id
      where r.status = 'owed' order by r.created_at, r.id`,
  );
  return rows
    .map((row) => owedRowSchema.parse(row))
    .map((row) => ({
      refundId: row.id,
      orderId: row.order_id,
      receipt: row.receipt,
      customerName: row.customer_name,
      email: row.email,
      amountCents: row.amount_cents,
      reason: row.reason,
      createdAt: row.created_at.toISOString(),
    }));
}

/**
 * Records that a clerk handed an owed refund's cash over: audited with the clerk, then written
 * as a cash refund. Only an `owed` refund moves, so a second click is refused (409), never
 * counted twice; a crash between the two steps leaves the refund pending for payment recovery,
 * which writes it the same way.
 */
export async function recordCashHandedOver(
  deps: OrdersAdminDeps,
  request: { refundId: number; staffId: number },
): Promise<OrderRefund> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const [found] = await queryRows(
      tx,
      sql`select o.id from order_refunds r join orders o on o.id = r.order_id
        where r.id = ${request.refundId} for update of o`,
    );
    if (!found) throw new AppError('not_found', cashOwedTexts.notFound);
    const [row] = await queryRows(
      tx,
      sql`update order_refunds set status = 'pending'
        where id = ${request.refundId} and status = 'owed'
        returning order_id, amount_cents`,
    );
    if (!row) throw new AppError('conflict', cashOwedTexts.notOwed);
    const moved = z
      .object({ order_id: z.number().int(), amount_cents: z.number().int() })
      .parse(row);
    await recordAudit(tx, {
      staffId: request.staffId,
      action: 'order.refund.cash-handed-over',
      entity: 'order',
      entityId: moved.order_id,
      before: { refundId: request.refundId, status: 'owed' },
      after: { refundId: request.refundId, status: 'handed-over', amountCents: moved.amount_cents },
      at: now,
    });
  });
  await payRefund(deps, request.refundId);
  return readRefund(deps.db, request.refundId);
}
