/** Queues an order's confirmation e-mail again (issue 15), audited in the same transaction. */
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/database.ts';
import { notFound } from '../../http/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import type { OrdersAdminDeps } from './orders-admin-deps.ts';

export async function resendConfirmation(
  deps: Pick<OrdersAdminDeps, 'db' | 'clock'>,
  staffId: number,
  orderId: number,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [order] = await queryRows<{ email: string }>(
      tx,
      sql`select email from orders where id = ${orderId}`,
    );
    if (!order) throw notFound('Order');
    const [queued] = await queryRows<{ id: number }>(
      tx,
      sql`insert into outbox (kind, payload)
        values ('order-confirmation', ${JSON.stringify({ orderId })}::jsonb) returning id`,
    );
    await recordAudit(tx, {
      staffId,
      action: 'order.resend-confirmation',
      entity: 'order',
      entityId: orderId,
      before: null,
      after: { emailId: queued!.id, to: order.email },
      at: deps.clock(),
    });
  });
}
