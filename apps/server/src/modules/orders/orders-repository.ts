/** Order reads and the submission's key, named by intent; rows are parsed where they leave. */
import { eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Database } from '../../db/database.ts';
import type { Transaction } from '../../db/transaction.ts';
import { carts, orderSubmissions, orders, paymentTransactions } from '../../db/schema.ts';
import { sessionCancelledSql } from '../../db/session-cancelled.ts';
import { countSessionsWithVacancy, ticketPlacesSql, type PlacesNeeded } from '../carts/index.ts';
import { findOrderCharges } from './order-charges.ts';
import {
  jsonColumn,
  orderExtrasSchema,
  parseOrderRow,
  placesNeededRowSchema,
  waiverSchema,
  type OrderRow,
  type PaymentChange,
  type Waiver,
} from './order-rows.ts';

export type { OrderRow, PaymentChange, Waiver } from './order-rows.ts';
export type { PlacesNeeded } from '../carts/index.ts';
export type { Transaction } from '../../db/transaction.ts';
export type SubmissionRow = typeof orderSubmissions.$inferSelect;

export const timestamptz = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** The waivers of a cart's activities as a JSON array, in activity order, each once. */
export function waiversOfCartJson(cartId: number | SQL) {
  return sql`coalesce((
    select json_agg(json_build_object('waiverName', w.waiver_name, 'waiverLink', w.waiver_link)
                    order by w.activity_id, w.position, w.id)
    from waivers w
    where w.activity_id in (select li.activity_id from line_items li where li.cart_id = ${cartId})
  ), '[]'::json)`;
}

/** The places a cart needs, and whether its sessions still have them: an order change's checks. */
function createSaleChecks(db: Database) {
  return {
    /** Places the cart needs per session, in session order (the lock order). */
    async findPlacesNeeded(cartId: number): Promise<PlacesNeeded[]> {
      const rows = await queryRows(
        db,
        sql`select li.activity_time_id,
          sum(${ticketPlacesSql(sql`t.add_on`, sql`lit.quantity`)})::int as quantity
        from line_item_tickets lit join line_items li on li.id = lit.line_item_id
        join tickets t on t.id = lit.ticket_id
        where li.cart_id = ${cartId}
        group by li.activity_time_id
        having sum(${ticketPlacesSql(sql`t.add_on`, sql`lit.quantity`)}) > 0
        order by li.activity_time_id`,
      );
      return rows
        .map((row) => placesNeededRowSchema.parse(row))
        .map((row) => ({ activityTimeId: row.activity_time_id, quantity: row.quantity }));
    },

    /**
     * Whether every session has the places now, counting the cart's own live holds as its own:
     * a check before money moves; the sale checks again under the sessions' locks.
     */
    async hasPlacesFor(cartId: number, places: PlacesNeeded[], now: Date): Promise<boolean> {
      if (places.length === 0) return true;
      const [row] = await queryRows(
        db,
        sql`select ${countSessionsWithVacancy(cartId, places, timestamptz(now))} as sessions`,
      );
      return z.object({ sessions: z.coerce.number() }).parse(row).sessions === places.length;
    },
  };
}

/**
 * The order's refunds that gave money back or owe it, and its sessions the shop cancelled
 * (decision 073), as the fields of `orderExtrasJson`.
 */
function refundsAndCancellationsJson(orderId: number | SQL, cartId: number | SQL): SQL {
  return sql`'refunds', coalesce((
      select json_agg(json_build_object('amountCents', r.amount_cents, 'status', r.status)
        order by r.id)
      from order_refunds r where r.order_id = ${orderId}
        and r.status in ('pending', 'owed', 'succeeded')), '[]'::json),
    'cancelledSessions', coalesce((
      select json_agg(json_build_object('activityTimeId', t.id, 'activity', a.display_name,
          'timed', a.timed, 'startsAt', t.starts_at, 'reason', sc.reason)
        order by t.starts_at, t.id)
      from activity_times t
      join activities a on a.id = t.activity_id
      join session_cancellations sc on sc.activity_time_id = t.id
      where t.id in (select li.activity_time_id from line_items li where li.cart_id = ${cartId})
    ), '[]'::json),
    'everySessionCancelled', exists (select 1 from line_items li where li.cart_id = ${cartId})
      and not exists (select 1 from line_items li where li.cart_id = ${cartId}
        and not ${sessionCancelledSql(sql`li.activity_time_id`)})`;
}

/** What the confirmation shows beside an order's lines (`orderExtrasSchema`), as one JSON value. */
function orderExtrasJson(orderId: number | SQL, cartId: number | SQL): SQL {
  return sql`json_build_object(
    ${refundsAndCancellationsJson(orderId, cartId)},
    'hasStaffRefund', exists (select 1 from order_refunds r where r.order_id = ${orderId}
      and r.status in ('pending', 'owed', 'succeeded')),
    'waivers', ${waiversOfCartJson(cartId)},
    'lastChange', (
      select json_build_object('chargedCents', charged_cents, 'refundedCents', refunded_cents,
        'paymentMethod', details->>'paymentMethod')
      from order_events where order_id = ${orderId} and kind = 'edited'
      order by id desc limit 1))`;
}

type ParsedExtras = z.infer<typeof orderExtrasSchema>;

export interface OrderExtras extends Pick<
  ParsedExtras,
  'refunds' | 'cancelledSessions' | 'everySessionCancelled'
> {
  waivers: Waiver[];
  lastChange: PaymentChange | null;
  hasStaffRefund: boolean;
}

function parseOrderExtras(value: unknown): OrderExtras {
  const { lastChange: event, ...extras } = orderExtrasSchema.parse(value);
  if (!event) return { ...extras, lastChange: null };
  const { chargedCents, refundedCents, paymentMethod } = event;
  const lastChange: PaymentChange =
    chargedCents > 0
      ? { kind: 'charge', amountCents: chargedCents, paymentMethod }
      : refundedCents > 0
        ? { kind: 'refund', amountCents: refundedCents, paymentMethod }
        : { kind: 'none', amountCents: 0, paymentMethod: null };
  return { ...extras, lastChange };
}

/** The order's history as its confirmation tells it. */
function createOrderHistoryReads(db: Database) {
  return {
    /**
     * What the confirmation shows beside the order's lines: the waivers of its activities, what
     * its latest change charged or refunded and to which card (null if never changed), and
     * whether the back office refunded it. One round trip.
     */
    async findOrderChangesAndWaivers(order: { id: number; cartId: number }): Promise<OrderExtras> {
      const [row] = await queryRows<{ extras: unknown }>(
        db,
        sql`select ${orderExtrasJson(order.id, order.cartId)} as extras`,
      );
      return parseOrderExtras(row?.extras);
    },
    /** Whether the back office refunded the order, or is refunding it (decision 057). */
    async hasStaffRefund(orderId: number): Promise<boolean> {
      const rows = await queryRows(
        db,
        sql`select 1 from order_refunds where order_id = ${orderId}
          and status in ('pending', 'owed', 'succeeded') limit 1`,
      );
      return rows.length > 0;
    },
  };
}

/** The confirmation's read, prepared once: every purchase ends with it. */
function createConfirmationReads(db: Database) {
  const findOrderWithCartByTokenQuery = db
    .select({
      order: orders,
      cart: carts,
      extras: sql<unknown>`${orderExtrasJson(sql`${orders.id}`, sql`${orders.cartId}`)}`,
    })
    .from(orders)
    .innerJoin(carts, eq(carts.id, orders.cartId))
    .where(eq(orders.token, sql.placeholder('token')))
    .prepare('orders_find_order_with_cart_by_token');
  return {
    /**
     * An order, its cart and what its confirmation shows beside the lines, by the order's token
     * (the confirmation's link), in one round trip.
     */
    async findOrderWithCartByToken(token: string) {
      const [row] = await findOrderWithCartByTokenQuery.execute({ token });
      return (
        row && {
          order: parseOrderRow(row.order),
          cart: row.cart,
          extras: parseOrderExtras(row.extras),
        }
      );
    },
  };
}

export function createOrdersRepository(db: Database) {
  // Prepared once: every order runs it, and a prepared statement is not built or parsed again.
  const findSubmissionQuery = db
    .select()
    .from(orderSubmissions)
    .where(eq(orderSubmissions.idempotencyKey, sql.placeholder('key')))
    .prepare('orders_find_submission');
  const findOrderWithCartQuery = db
    .select({ order: orders, cart: carts })
    .from(orders)
    .innerJoin(carts, eq(carts.id, orders.cartId))
    .where(eq(orders.id, sql.placeholder('id')))
    .prepare('orders_find_order_with_cart');

  return {
    ...createSaleChecks(db),
    ...createOrderHistoryReads(db),
    ...createConfirmationReads(db),
    transaction: <T>(work: (tx: Transaction) => Promise<T>): Promise<T> => db.transaction(work),

    /**
     * Claims an idempotency key for a cart; answers the existing row when it was claimed before,
     * and `inFlight` when another key's payment for the cart is pending or being recovered (one
     * live charge per cart, decision 020).
     */
    async claimSubmission(
      key: string,
      cartId: number,
      requestHash: string | null = null,
    ): Promise<{ claimed: true } | { claimed: false; row: SubmissionRow } | { inFlight: true }> {
      // The partial unique index stops a second pending key of the cart; a recovering one is
      // checked here (its payment may still be undone).
      const inserted = await queryRows(
        db,
        sql`insert into order_submissions (idempotency_key, cart_id, status, request_hash)
            select ${key}, ${cartId}, 'pending', ${requestHash}
            where not exists (select 1 from order_submissions
                              where cart_id = ${cartId} and status = 'recovering')
            on conflict do nothing
            returning idempotency_key`,
      );
      if (inserted.length > 0) return { claimed: true };
      const [row] = await findSubmissionQuery.execute({ key });
      return row ? { claimed: false, row } : { inFlight: true };
    },

    findOrderCharges: (orderId: number) => findOrderCharges(db, orderId),

    async recordPayment(entry: typeof paymentTransactions.$inferInsert): Promise<void> {
      await db.insert(paymentTransactions).values(entry);
    },

    async findOrderByToken(token: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.token, token));
      return row && parseOrderRow(row);
    },

    async findOrderById(id: number): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      return row && parseOrderRow(row);
    },

    /** An order and its cart in one round trip. */
    async findOrderWithCart(id: number) {
      const [row] = await findOrderWithCartQuery.execute({ id });
      return row && { order: parseOrderRow(row.order), cart: row.cart };
    },

    async findCartById(cartId: number) {
      const [row] = await db.select().from(carts).where(eq(carts.id, cartId));
      return row;
    },

    /** Waivers of the activities in a cart, each once, in activity order. */
    async findWaiversOfCart(cartId: number): Promise<Waiver[]> {
      const [row] = await queryRows(db, sql`select ${waiversOfCartJson(cartId)} as waivers`);
      return z.object({ waivers: jsonColumn(z.array(waiverSchema)) }).parse(row).waivers;
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
