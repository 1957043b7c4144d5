/** Adds an internal note to an order (issue 15), audited in the same transaction. */
import { sql } from 'drizzle-orm';
import type { OrderNote, OrderNoteBody } from '@shop/core/order-admin-api';
import { queryRows } from '../../db/database.ts';
import { notFound } from '../../http/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { toNote } from './order-admin-reads.ts';
import type { OrdersAdminDeps } from './orders-admin-deps.ts';

export async function addOrderNote(
  deps: Pick<OrdersAdminDeps, 'db' | 'clock'>,
  staffId: number,
  orderId: number,
  body: OrderNoteBody,
): Promise<OrderNote> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [inserted] = await queryRows(
      tx,
      sql`insert into order_notes (order_id, staff_id, text, created_at)
        select o.id, ${staffId}, ${body.text}, ${now.toISOString()}::timestamptz
        from orders o where o.id = ${orderId}
        returning id, text, created_at,
          (select email from staff where id = ${staffId}) as staff_email`,
    );
    if (!inserted) throw notFound('Order');
    const note = toNote(inserted);
    await recordAudit(tx, {
      staffId,
      action: 'order.add-note',
      entity: 'order',
      entityId: orderId,
      before: null,
      after: note,
      at: now,
    });
    return note;
  });
}
