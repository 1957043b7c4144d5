/**
 * The money and the write of a refund (decision 055), shared by the request and by payment
 * recovery: credit the card once under the refund's own key (one credit per charge the refund is
 * split across, decision 070), then in one transaction mark the
 * refund succeeded and its tickets refunded, release their places, return the coupon uses when
 * the whole order goes, queue the refund e-mail and record the audit entry. Every move is conditional
 * on the refund still being pending, so a request and the recovery job never both write it.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { orderAdminTexts, type OrderRefund } from '@shop/core/order-admin-api';
import { queryRows, type Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { ticketPlacesSql } from '../carts/index.ts';
import { CASH_PAYMENT_METHOD, type CreditPart } from '../orders/index.ts';
import { refundColumns, toRefund } from './order-admin-reads.ts';
import {
  callNow,
  creditPartsSchema,
  payCredits,
  refundGatewayKey,
  type CallOnce,
} from './pay-refund-credits.ts';
import type { OrdersAdminDeps } from './orders-admin-deps.ts';
import type { Transaction } from '../../db/transaction.ts';

/** What moving a refund's money needs: no pricing, so payment recovery can run it too. */
export type RefundPayDeps = Pick<OrdersAdminDeps, 'db' | 'gateway' | 'clock' | 'failpoint'>;

export { REFUND_GATEWAY_PREFIX, refundGatewayKey } from './pay-refund-credits.ts';

const refundToPaySchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  status: z.string(),
  amount_cents: z.number().int(),
  charge_transaction_token: z.string().nullable(),
  payment_method: z.string().nullable(),
  credits: z.preprocess(
    (value) => (typeof value === 'string' ? JSON.parse(value) : value),
    creditPartsSchema.nullable(),
  ),
});
export type RefundToPay = z.infer<typeof refundToPaySchema>;
/** A credit made: its plan and the gateway's token of it. */
type CreditedPart = CreditPart & { creditToken: string | null };

export async function findRefundToPay(
  db: Pick<Database, 'execute'>,
  refundId: number,
): Promise<RefundToPay> {
  const [row] = await queryRows(
    db,
    sql`select r.id, r.order_id, r.status, r.amount_cents, r.credits, o.charge_transaction_token,
        o.payment_method
      from order_refunds r join orders o on o.id = r.order_id where r.id = ${refundId}`,
  );
  return refundToPaySchema.parse(row);
}

/**
 * The card credits of a refund: as planned when it was opened, or, for a refund opened before
 * refunds were split across charges, one credit of the order's first charge under its key.
 */
export function creditsOf(refund: RefundToPay): CreditPart[] {
  return (
    refund.credits ?? [
      {
        transactionToken: refund.charge_transaction_token!,
        amountCents: refund.amount_cents,
        idempotencyKey: refundGatewayKey(refund.id),
      },
    ]
  );
}

export async function readRefund(db: Pick<Database, 'execute'>, refundId: number) {
  const [row] = await queryRows(
    db,
    sql`select ${refundColumns} from order_refunds r left join staff s on s.id = r.staff_id
      where r.id = ${refundId}`,
  );
  return toRefund(row);
}

/** Records a refund the gateway refused; nothing else changes. */
export async function failRefund(db: Database, refundId: number, message: string, at: Date) {
  await queryRows(
    db,
    sql`update order_refunds set status = 'failed', message = ${message},
        settled_at = ${at.toISOString()}::timestamptz
      where id = ${refundId} and status = 'pending' returning id`,
  );
}

const settledRowSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  staff_id: z.number().int().nullable(),
  whole_order: z.boolean(),
  amount_cents: z.number().int(),
  tickets: z.preprocess(
    (value) => (typeof value === 'string' ? JSON.parse(value) : value),
    z.array(z.object({ lineItemTicketId: z.number().int(), quantity: z.number().int() })),
  ),
});

/** Refunded places per ticket of an order, and the cents refunded: the audit's before and after. */
async function refundStateOf(tx: Transaction, orderId: number) {
  const [row] = await queryRows(
    tx,
    sql`select
        (select coalesce(sum(amount_cents), 0)::int from order_refunds
          where order_id = o.id and status = 'succeeded') as refunded_cents,
        (select coalesce(json_object_agg(lit.id, lit.refunded_quantity), '{}')
          from line_item_tickets lit join line_items li on li.id = lit.line_item_id
          where li.cart_id = o.cart_id) as refunded_places
      from orders o where o.id = ${orderId}`,
  );
  return z
    .object({ refunded_cents: z.number().int(), refunded_places: z.unknown() })
    .transform((parsed) => ({
      refundedCents: parsed.refunded_cents,
      refundedPlaces:
        typeof parsed.refunded_places === 'string'
          ? (JSON.parse(parsed.refunded_places) as unknown)
          : parsed.refunded_places,
    }))
    .parse(row);
}

/**
 * Gives the places back: the tickets marked refunded, the sessions' sold counters lowered by
 * the places they took (none for an add-on, decision 074).
 */
async function releasePlaces(
  tx: Transaction,
  tickets: z.infer<typeof settledRowSchema>['tickets'],
) {
  for (const ticket of [...tickets].sort((a, b) => a.lineItemTicketId - b.lineItemTicketId)) {
    await queryRows(
      tx,
      sql`with refunded as (
          update line_item_tickets set refunded_quantity = refunded_quantity + ${ticket.quantity}
          where id = ${ticket.lineItemTicketId} returning line_item_id, ticket_id)
        update activity_times t
        set sold = t.sold - ${ticketPlacesSql(sql`k.add_on`, sql`${ticket.quantity}::int`)}
        from refunded r join line_items li on li.id = r.line_item_id
          join tickets k on k.id = r.ticket_id
        where t.id = li.activity_time_id returning t.id`,
    );
  }
}

/** Returns one use of each coupon of the order (the whole order is refunded). */
async function returnCouponUses(tx: Transaction, orderId: number) {
  await queryRows(
    tx,
    sql`update coupons c set used_count = c.used_count - 1
      where c.used_count > 0 and c.code in (
        select jsonb_array_elements(o.coupon_codes)->>'code' from orders o where o.id = ${orderId})
      returning c.id`,
  );
}

/** The write of a refund whose money moved (or had none to move); see the top of the file. */
export async function completeRefund(
  deps: RefundPayDeps,
  refund: RefundToPay,
  credited: CreditedPart[],
): Promise<void> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    await queryRows(tx, sql`select id from orders where id = ${refund.order_id} for update`);
    const before = await refundStateOf(tx, refund.order_id);
    const [row] = await queryRows(
      tx,
      sql`update order_refunds set status = 'succeeded', settled_at = ${now.toISOString()}::timestamptz
        where id = ${refund.id} and status = 'pending'
        returning id, order_id, staff_id, whole_order, amount_cents, tickets`,
    );
    if (!row) return; // The other of the request and the recovery job wrote it.
    const settled = settledRowSchema.parse(row);
    await releasePlaces(tx, settled.tickets);
    if (settled.whole_order) await returnCouponUses(tx, settled.order_id);
    // A cash refund is handed over at the window: no gateway call, so no payment transaction.
    // A card refund records each credit with the charge it was made against (decision 070).
    if (settled.amount_cents > 0 && refund.payment_method !== CASH_PAYMENT_METHOD)
      for (const part of credited)
        await queryRows(
          tx,
          sql`insert into payment_transactions (order_id, idempotency_key, kind, transaction_token,
            reference_token, amount_cents, succeeded, message)
          values (${settled.order_id}, ${part.idempotencyKey}, 'credit', ${part.creditToken},
            ${part.transactionToken}, ${part.amountCents}, true, 'Refunded from the back office')
          returning id`,
        );
    // The refund's own e-mail (decision 057): what went back, to which card, what is left.
    await queryRows(
      tx,
      sql`insert into outbox (kind, payload) select 'order-refund',
          ${JSON.stringify({ orderId: settled.order_id, refundId: settled.id })}::jsonb
        from orders where id = ${settled.order_id}
          -- A box-office buyer may have given no e-mail (decision 059): nothing to send.
          and email <> ''
        returning id`,
    );
    await recordAudit(tx, {
      staffId: settled.staff_id,
      action: 'order.refund',
      entity: 'order',
      entityId: settled.order_id,
      before,
      after: await refundStateOf(tx, settled.order_id),
      at: now,
    });
    await deps.failpoint('writing');
  });
}

/**
 * Moves a pending refund's money and writes it: a refused refund is failed, an unanswered one
 * stays pending for payment recovery (503), a refund of nothing (or in cash) is written at once.
 * `callOnce` is how each gateway call is made: at once by the request, after asking what an
 * earlier call of its key did by recovery.
 */
export async function payRefund(
  deps: RefundPayDeps,
  refundId: number,
  callOnce: CallOnce = callNow,
): Promise<OrderRefund> {
  const refund = await findRefundToPay(deps.db, refundId);
  if (refund.status === 'pending') {
    let credited: CreditedPart[] = [];
    // Cash (decision 059) is counted out at the window: there is nothing for a gateway to do.
    if (refund.amount_cents > 0 && refund.payment_method !== CASH_PAYMENT_METHOD) {
      const paid = await payCredits(deps, creditsOf(refund), callOnce);
      await deps.failpoint('paid');
      if (paid.kind === 'unanswered')
        throw new AppError('service_unavailable', orderAdminTexts.refundNotConfirmed);
      if (paid.kind === 'refused') {
        await failRefund(deps.db, refund.id, paid.message, deps.clock());
        throw new AppError('payment_failed', paid.message);
      }
      credited = paid.parts;
    }
    try {
      await completeRefund(deps, refund, credited);
    } catch (error) {
      // The money moved but the write failed: the refund stays pending for payment recovery.
      await deps.failpoint('undoing');
      throw error;
    }
  }
  return readRefund(deps.db, refundId);
}
