/**
 * The first step of a refund (decision 055): under the order's row lock, price what is asked
 * from the order's own cents, refuse what cannot be refunded, and write the refund `pending`,
 * before any money moves. A second request with the same key answers the first refund.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  orderAdminTexts,
  refundShareCents,
  type refundOrderBodySchema,
  type RefundedTicket,
} from '@shop/core/order-admin-api';
import { rolePermissionsTexts } from '@shop/core/role-permissions-api';
import { queryRows } from '../../db/database.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import {
  CASH_PAYMENT_METHOD,
  createOrdersRepository,
  findOrderCharges,
  splitCredit,
  type OrderRow,
} from '../orders/index.ts';
import { findOrderTickets } from './order-admin-reads.ts';
import type { OrdersAdminDeps } from './orders-admin-deps.ts';
import { refundGatewayKey, refundPartKey } from './pay-refund-credits.ts';
import type { Transaction } from '../../db/transaction.ts';

export type RefundInput = z.output<typeof refundOrderBodySchema>;

export interface OpenedRefund {
  id: number;
  orderId: number;
  amountCents: number;
  created: boolean;
  /** Owed in cash at the window (decision 073): no money moves until a clerk records it. */
  owed: boolean;
}

const pendingTicketsSchema = z.object({
  tickets: z.preprocess(
    (value) => (typeof value === 'string' ? JSON.parse(value) : value),
    z.array(z.object({ lineItemTicketId: z.number().int(), quantity: z.number().int() })),
  ),
  amount_cents: z.number().int(),
  status: z.string(),
});

/**
 * The places and cents already refunded, in a refund under way or owed in cash, per ticket and
 * in all: an owed refund's places are not released until the cash is handed over.
 */
async function refundedSoFar(tx: Transaction, orderId: number) {
  const rows = await queryRows(
    tx,
    sql`select tickets, amount_cents, status from order_refunds
      where order_id = ${orderId} and status in ('pending', 'owed', 'succeeded')`,
  );
  const pendingPlaces = new Map<number, number>();
  let cents = 0;
  for (const row of rows.map((raw) => pendingTicketsSchema.parse(raw))) {
    cents += row.amount_cents;
    if (row.status === 'succeeded') continue;
    for (const ticket of row.tickets)
      pendingPlaces.set(
        ticket.lineItemTicketId,
        (pendingPlaces.get(ticket.lineItemTicketId) ?? 0) + ticket.quantity,
      );
  }
  return { pendingPlaces, cents };
}

/** The chosen places, each ticket once, priced; refused when not the order's or not left. */
function priceChosen(
  tickets: { id: number; quantity: number; refundedQuantity: number; totalCents: number }[],
  body: RefundInput,
): RefundedTicket[] {
  const wanted = new Map<number, number>();
  if (body.wholeOrder) {
    for (const ticket of tickets)
      if (ticket.quantity > ticket.refundedQuantity)
        wanted.set(ticket.id, ticket.quantity - ticket.refundedQuantity);
  } else {
    for (const pick of body.tickets)
      wanted.set(pick.lineItemTicketId, (wanted.get(pick.lineItemTicketId) ?? 0) + pick.quantity);
  }
  return [...wanted].map(([id, quantity]) => {
    const ticket = tickets.find((candidate) => candidate.id === id);
    if (!ticket)
      throw new AppError('unprocessable', orderAdminTexts.ticketNotInOrder, {
        fields: { tickets: [orderAdminTexts.ticketNotInOrder] },
      });
    if (quantity > ticket.quantity - ticket.refundedQuantity)
      throw new AppError('conflict', orderAdminTexts.alreadyRefunded);
    return { lineItemTicketId: id, quantity, amountCents: refundShareCents(ticket, quantity) };
  });
}

/** What the refund is: its places and its amount, checked against what is left. */
async function planRefund(
  tx: Transaction,
  order: OrderRow,
  totals: Map<number, number>,
  body: RefundInput,
) {
  // One statement at a time: PGlite's transaction is its one connection.
  const rows = await findOrderTickets(tx, order.cartId);
  const soFar = await refundedSoFar(tx, order.id);
  const tickets = rows.map((row) => ({
    id: row.ticket_row_id,
    quantity: row.quantity,
    refundedQuantity: row.refunded_quantity + (soFar.pendingPlaces.get(row.ticket_row_id) ?? 0),
    totalCents: totals.get(row.ticket_row_id) ?? 0,
  }));
  const chosen = priceChosen(tickets, body);
  const leftCents = Math.max(0, order.totalPaidCents - soFar.cents);
  if (chosen.length === 0 && (leftCents === 0 || !body.wholeOrder))
    throw new AppError('conflict', orderAdminTexts.alreadyRefunded);
  // The whole order gives back all that is left: the donation and any rounding with the places.
  const priceOfPlaces = chosen.reduce((sum, ticket) => sum + ticket.amountCents, 0);
  const amountCents = body.amountCents ?? (body.wholeOrder ? leftCents : priceOfPlaces);
  if (amountCents > leftCents)
    throw new AppError('unprocessable', orderAdminTexts.tooLarge(leftCents), {
      fields: { amountCents: [orderAdminTexts.tooLarge(leftCents)] },
    });
  // A box-office cash sale (decision 059) is refunded in cash at the window: no card to credit.
  if (
    amountCents > 0 &&
    !order.chargeTransactionToken &&
    order.paymentMethod !== CASH_PAYMENT_METHOD
  )
    throw new AppError('unprocessable', 'This order has no card payment to refund.');
  return { chosen, amountCents };
}

/**
 * The order's charges with what is left on each; an order whose charge has no record the
 * query can find (none should) is refunded on its own charge, as before decision 070.
 */
async function chargesOf(tx: Transaction, order: OrderRow, amountCents: number) {
  const charges = await findOrderCharges(tx, order.id);
  if (charges.length > 0 || !order.chargeTransactionToken) return charges;
  return [{ transactionToken: order.chargeTransactionToken, leftCents: amountCents }];
}

/** Whether the refund moves money on the order's cards (not cash, not nothing). */
function isCardRefund(order: OrderRow, amountCents: number): boolean {
  return amountCents > 0 && order.paymentMethod !== CASH_PAYMENT_METHOD;
}

/** The refund a request key already opened, for a retry of the same request only. */
function answerEarlierRefund(
  earlier: NonNullable<Awaited<ReturnType<typeof findRefundOfKey>>>,
  request: { orderId: number; requestHash?: string },
): OpenedRefund {
  // Another order, or another body with the same key (decision 071): never the first answer.
  const otherBody =
    request.requestHash !== undefined &&
    earlier.requestHash !== null &&
    earlier.requestHash !== request.requestHash;
  if (earlier.orderId !== request.orderId || otherBody)
    throw new AppError('conflict', orderAdminTexts.keyReused);
  return {
    id: earlier.id,
    orderId: earlier.orderId,
    amountCents: earlier.amountCents,
    created: false,
    owed: false,
  };
}

/** Opens the refund, or answers the refund of the same request key. */
export async function openRefund(
  deps: OrdersAdminDeps,
  request: {
    orderId: number;
    staffId: number | null;
    /** The staff member's refund limit (decision 081): a larger refund is refused, unwritten. */
    refundLimitCents?: number | null;
    requestKey: string;
    /** The request's body hash (decision 071); none for a cancellation's refunds. */
    requestHash?: string;
    body: RefundInput;
    /**
     * A cash order's refund is owed at the window, not counted out now: a session's
     * cancellation, which no clerk hands over (decision 073).
     */
    cashOwed?: boolean;
  },
): Promise<OpenedRefund> {
  // The order's prices never change after it is placed: priced before the lock is taken.
  const found = await createOrdersRepository(deps.db).findOrderWithCart(request.orderId);
  const priced = found && (await deps.viewPricedCart(found.cart));
  const totals = new Map(priced?.pricing.tickets.map((ticket) => [ticket.key, ticket.totalCents]));
  return deps.db.transaction(async (tx) => {
    const [locked] = await queryRows(
      tx,
      sql`select cart_id from orders where id = ${request.orderId} for update`,
    );
    const earlier = await findRefundOfKey(tx, request.requestKey);
    if (earlier) return answerEarlierRefund(earlier, request);
    if (!found || !locked) throw notFound('Order');
    // The visitor's edit committed between the read above and the lock (decision 057): the
    // places priced are no longer the order's.
    if (z.object({ cart_id: z.number().int() }).parse(locked).cart_id !== found.order.cartId)
      throw new AppError('conflict', orderAdminTexts.orderChanged);
    const { chosen, amountCents } = await planRefund(tx, found.order, totals, request.body);
    const limit = request.refundLimitCents ?? null;
    if (limit !== null && amountCents > limit)
      throw new AppError('forbidden', rolePermissionsTexts.refundOverLimit(limit));
    const owed =
      request.cashOwed === true &&
      amountCents > 0 &&
      found.order.paymentMethod === CASH_PAYMENT_METHOD;
    // The charges are read before the insert: their planned credits do not count this refund.
    const charges = isCardRefund(found.order, amountCents)
      ? await chargesOf(tx, found.order, amountCents)
      : null;
    const [row] = await queryRows(
      tx,
      sql`insert into order_refunds
          (order_id, staff_id, request_key, status, amount_cents, whole_order, tickets, reason,
           request_hash, created_at)
        values (${request.orderId}, ${request.staffId}, ${request.requestKey},
          ${owed ? 'owed' : 'pending'},
          ${amountCents}, ${request.body.wholeOrder}, ${JSON.stringify(chosen)}::jsonb,
          ${request.body.reason ?? null}, ${request.requestHash ?? null},
          ${deps.clock().toISOString()}::timestamptz)
        returning id`,
    );
    const id = z.object({ id: z.number().int() }).parse(row).id;
    if (charges) {
      // Newest charge first, each credit under its own key (decision 070).
      const credits = splitCredit(charges, amountCents, refundGatewayKey(id), refundPartKey(id));
      await queryRows(
        tx,
        sql`update order_refunds set credits = ${JSON.stringify(credits)}::jsonb
          where id = ${id} returning id`,
      );
    }
    // The buyer learns now where to collect the cash (the refund e-mail of an owed refund).
    if (owed) await queueRefundEmail(tx, request.orderId, id);
    return { id, orderId: request.orderId, amountCents, created: true, owed };
  });
}

/** The refund's e-mail (decision 057), unless a box-office buyer gave no address (decision 059). */
export async function queueRefundEmail(tx: Transaction, orderId: number, refundId: number) {
  await queryRows(
    tx,
    sql`insert into outbox (kind, payload) select 'order-refund',
        ${JSON.stringify({ orderId, refundId })}::jsonb
      from orders where id = ${orderId} and email <> '' returning id`,
  );
}

async function findRefundOfKey(tx: Transaction, requestKey: string) {
  const [row] = await queryRows(
    tx,
    sql`select id, order_id, amount_cents, request_hash from order_refunds
      where request_key = ${requestKey}`,
  );
  if (!row) return undefined;
  const parsed = z
    .object({
      id: z.number().int(),
      order_id: z.number().int(),
      amount_cents: z.number().int(),
      request_hash: z.string().nullable(),
    })
    .parse(row);
  return {
    id: parsed.id,
    orderId: parsed.order_id,
    amountCents: parsed.amount_cents,
    requestHash: parsed.request_hash,
  };
}
