/** Order reads and writes, named by intent; the conditional writes carry the sale guarantees. */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database.ts';
import { liveHeldPlaces } from '../../db/live-holds.ts';
import {
  cartCoupons,
  carts,
  lineItemTickets,
  lineItems,
  orderEdits,
  orderEvents,
  orderSubmissions,
  orders,
  outbox,
  paymentTransactions,
} from '../../db/schema.ts';
import { lockSession } from '../carts/index.ts';
import type { Writer, Executor } from '../carts/index.ts';
import { markSucceededSql } from './submission-store.ts';

export type OrderRow = typeof orders.$inferSelect;
export type SubmissionRow = typeof orderSubmissions.$inferSelect;
export type Waiver = { waiverName: string; waiverLink: string };

/** Places a cart needs in one session. */
export interface PlacesNeeded {
  activityTimeId: number;
  quantity: number;
}

/** Why `placeOrder` wrote nothing; the service turns it into the answer. */
export type OrderRefusal =
  | { reason: 'session-missing' }
  | { reason: 'places-gone' }
  | { reason: 'coupon-used-up'; couponId: number }
  | { reason: 'taken-over' };

class Refused extends Error {
  constructor(readonly refusal: OrderRefusal) {
    super(refusal.reason);
  }
}

/** What placing an order writes besides the order row; see `placeOrder`. */
export interface OrderPlacement {
  cartId: number;
  /** In session order (the lock order). */
  places: PlacesNeeded[];
  couponIds: number[];
  now: Date;
  order: Omit<typeof orders.$inferInsert, 'id' | 'receipt' | 'createdAt' | 'cartId'>;
  /** The booking reference of each line that has none yet, from the order's receipt. */
  bookingIdsOf: (receipt: string) => { lineItemId: number; bookingId: string }[];
  event: { actor: string; chargedCents: number };
  /** The succeeded purchase that paid for it, recorded with the order; none for a free order. */
  payment: Omit<typeof paymentTransactions.$inferInsert, 'kind' | 'succeeded'> | null;
  /** The submission this order completes, and its answer, built from the order row. */
  submission: { idempotencyKey: string; answer: (order: OrderRow) => unknown };
  /** Run inside the transaction once everything is written, before it commits. */
  beforeCommit: () => Promise<void>;
}

const timestamptz = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const list = (values: number[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** A json value of a raw query: both drivers answer it parsed; a driver answering text is covered. */
function parseJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/** The waivers of a cart's activities as a JSON array, in activity order, each once. */
function waiversOfCartJson(cartId: number) {
  return sql`coalesce((
    select json_agg(json_build_object('waiverName', w.waiver_name, 'waiverLink', w.waiver_link)
                    order by w.activity_id, w.position, w.id)
    from waivers w
    where w.activity_id in (select li.activity_id from line_items li where li.cart_id = ${cartId})
  ), '[]'::json)`;
}

/**
 * Places of the session row `t` that are neither sold nor held by another cart's live hold at
 * `at`: what an order of `cartId` may still take there (its own holds count as its own).
 */
function placesLeftFor(cartId: number, at: SQL): SQL<number> {
  return sql<number>`(t.capacity - t.sold - ${liveHeldPlaces(
    { id: sql`t.id`, held: sql`t.held` },
    at,
    { exceptCartId: cartId },
  )})`;
}

/** How many of the needs' sessions have their places left for the cart (a SQL subquery). */
function countSessionsWithPlaces(cartId: number, places: PlacesNeeded[], at: SQL): SQL<number> {
  return sql<number>`(select count(*)::int from activity_times t
    join (values ${placesValues(places)}) as n(id, quantity) on n.id = t.id
    where ${placesLeftFor(cartId, at)} >= n.quantity)`;
}

/** The places an order needs, as the rows of a VALUES list: (activity_time_id, quantity). */
function placesValues(places: PlacesNeeded[]): SQL {
  return sql.join(
    places.map((need) => sql`(${need.activityTimeId}::int, ${need.quantity}::int)`),
    sql`, `,
  );
}

export function createOrdersRepository(db: Database) {
  // Prepared once: every order runs these, and a prepared statement is neither built by Drizzle
  // nor parsed by the database again.
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
    transaction<T>(
      work: (tx: Parameters<Parameters<Database['transaction']>[0]>[0]) => Promise<T>,
    ): Promise<T> {
      return db.transaction(work);
    },

    /**
     * Claims an idempotency key for a cart; answers the existing row when it was claimed before,
     * and `inFlight` when another key's payment for the cart is pending or being recovered (one
     * live charge per cart, decision 020).
     */
    async claimSubmission(
      key: string,
      cartId: number,
    ): Promise<{ claimed: true } | { claimed: false; row: SubmissionRow } | { inFlight: true }> {
      // The partial unique index stops a second pending key of the cart; a recovering one is
      // checked here (its payment may still be undone).
      const inserted = await queryRows(
        db,
        sql`insert into order_submissions (idempotency_key, cart_id, status)
            select ${key}, ${cartId}, 'pending'
            where not exists (select 1 from order_submissions
                              where cart_id = ${cartId} and status = 'recovering')
            on conflict do nothing
            returning idempotency_key`,
      );
      if (inserted.length > 0) return { claimed: true };
      const [row] = await findSubmissionQuery.execute({ key });
      return row ? { claimed: false, row } : { inFlight: true };
    },

    async recordPayment(entry: typeof paymentTransactions.$inferInsert): Promise<void> {
      await db.insert(paymentTransactions).values(entry);
    },

    /** Places the cart needs per session, in session order (the lock order). */
    async findPlacesNeeded(cartId: number) {
      const rows = await queryRows<{ activity_time_id: number; quantity: number }>(
        db,
        sql`
        select li.activity_time_id, sum(lit.quantity)::int as quantity
        from line_item_tickets lit join line_items li on li.id = lit.line_item_id
        where li.cart_id = ${cartId}
        group by li.activity_time_id
        order by li.activity_time_id`,
      );
      return rows.map((row) => ({
        activityTimeId: Number(row.activity_time_id),
        quantity: Number(row.quantity),
      }));
    },

    /**
     * Whether every session has the places now, counting the cart's own live holds as its own:
     * a check before money moves; the sale checks again under the sessions' locks.
     */
    async hasPlacesFor(cartId: number, places: PlacesNeeded[], now: Date): Promise<boolean> {
      if (places.length === 0) return true;
      const [row] = await queryRows<{ sessions: number }>(
        db,
        sql`select ${countSessionsWithPlaces(cartId, places, timestamptz(now))} as sessions`,
      );
      return Number(row!.sessions) === places.length;
    },

    /**
     * Whether every session still has the places the cart needs, counting the cart's own live
     * holds as its own, and the waivers of the cart's activities: one round trip before the
     * charge. The sale itself is checked again under the locks (`placeOrder`).
     */
    async checkPlacesAndFindWaivers(
      cartId: number,
      /** Never empty: an order of an empty cart is refused before. */
      places: PlacesNeeded[],
      now: Date,
    ): Promise<{ placesAvailable: boolean; waivers: Waiver[] }> {
      const at = timestamptz(now);
      const [row] = await queryRows<{ sessions_with_places: number; waivers: Waiver[] }>(
        db,
        sql`
        select
          ${countSessionsWithPlaces(cartId, places, at)} as sessions_with_places,
          ${waiversOfCartJson(cartId)} as waivers`,
      );
      return {
        placesAvailable: Number(row!.sessions_with_places) === places.length,
        waivers: parseJson<Waiver[]>(row!.waivers),
      };
    },

    /**
     * Turns a cart into an order in one transaction of four round trips: lock the sessions and
     * coupons (in id order, as every seller does) and take the order's id and receipt; then one
     * statement sells the places and counts the coupon uses, each only if they still fit beside
     * other carts' live holds (a new statement, so its snapshot sees every hold committed before
     * the locks were granted), releases the cart's holds, writes the order, its booking
     * references, its event, its payment and its confirmation e-mail, and completes the
     * submission with its answer, so a retry answers it even if this process stops right after COMMIT. Rolls back
     * and answers the refusal when a session is gone, a place or a coupon use was taken.
     */
    async placeOrder(
      placement: OrderPlacement,
    ): Promise<{ order: OrderRow } | { refused: OrderRefusal }> {
      const { cartId, places, couponIds, now } = placement;
      const at = timestamptz(now);
      try {
        const order = await db.transaction(async (tx) => {
          const sessionIds = places.map((need) => need.activityTimeId);
          const sortedCoupons = [...couponIds].sort((a, b) => a - b);
          const [locked] = await queryRows<{
            sessions: number;
            order_id: number;
            receipt: string;
            created_at: Date | string;
          }>(
            tx,
            sql`
            select
              (select count(*)::int from (
                 select id from activity_times where id in (${list(sessionIds)})
                 order by id for update) s) as sessions,
              ${
                sortedCoupons.length === 0
                  ? sql`0`
                  : sql`(select count(*)::int from (
                      select id from coupons where id in (${list(sortedCoupons)})
                      order by id for update) c)`
              } as coupons,
              nextval(pg_get_serial_sequence('orders', 'id'))::int as order_id,
              nextval('order_receipt_seq')::text as receipt,
              now() as created_at`,
          );
          if (Number(locked!.sessions) !== sessionIds.length) {
            throw new Refused({ reason: 'session-missing' });
          }
          const row: OrderRow = {
            chargeTransactionToken: null,
            paymentMethod: null,
            phone: null,
            bookingId: null,
            couponCodes: [],
            ...placement.order,
            id: Number(locked!.order_id),
            receipt: String(locked!.receipt),
            cartId,
            createdAt: new Date(locked!.created_at),
          };
          const bookings = placement.bookingIdsOf(row.receipt);
          const answer = placement.submission.answer(row);

          const needs = placesValues(places);
          const [written] = await queryRows<{
            sessions_sold: number;
            coupons_used: number[];
            completed: number;
          }>(
            tx,
            sql`
            with sold as (
              update activity_times t set sold = t.sold + n.quantity
              from (values ${needs}) as n(id, quantity)
              where t.id = n.id
                and ${placesLeftFor(cartId, at)} >= n.quantity
              returning t.id
            ),
            used as (
              update coupons c set used_count = c.used_count + 1
              where c.id in (${sortedCoupons.length === 0 ? sql`null` : list(sortedCoupons)})
                and (c.usage_limit is null or c.used_count + (
                  select count(*) from coupon_holds h
                  where h.coupon_id = c.id and h.expires_at > ${at} and h.cart_id <> ${cartId}
                ) < c.usage_limit)
              returning c.id
            ),
            released_holds as (delete from holds where cart_id = ${cartId} returning id),
            released_coupon_holds as (
              delete from coupon_holds where cart_id = ${cartId} returning id
            ),
            placed as (
              insert into orders (id, token, receipt, cart_id, email, first_name, last_name,
                phone, booking_id, payment_method, charge_transaction_token, subtotal_cents,
                discount_cents, tax_cents, donation_cents, total_paid_cents, coupon_codes)
              values (${row.id}, ${row.token}, ${row.receipt}, ${cartId}, ${row.email},
                ${row.firstName}, ${row.lastName}, ${row.phone}, ${row.bookingId},
                ${row.paymentMethod}, ${row.chargeTransactionToken}, ${row.subtotalCents},
                ${row.discountCents}, ${row.taxCents}, ${row.donationCents},
                ${row.totalPaidCents}, ${JSON.stringify(row.couponCodes)}::jsonb)
              returning id
            ),
            ordered_cart as (
              update carts set ordered_at = ${at}, updated_at = ${at} where id = ${cartId}
              returning id
            ),
            booked as (
              update line_items l set booking_id = b.booking_id
              from (values ${
                bookings.length === 0
                  ? sql`(null::int, null::text)`
                  : sql.join(
                      bookings.map(
                        (booking) => sql`(${booking.lineItemId}::int, ${booking.bookingId}::text)`,
                      ),
                      sql`, `,
                    )
              }) as b(id, booking_id)
              where l.id = b.id and l.cart_id = ${cartId} and l.booking_id is null
              returning l.id
            ),
            event as (
              insert into order_events (order_id, kind, actor, charged_cents)
              select id, 'placed', ${placement.event.actor}, ${placement.event.chargedCents}
              from placed returning id
            ),
            queued as (
              insert into outbox (kind, payload)
              select 'order-confirmation', jsonb_build_object('orderId', id) from placed
              returning id
            ),
            ${
              placement.payment
                ? sql`recorded as (
                    insert into payment_transactions (idempotency_key, kind, transaction_token,
                      amount_cents, succeeded, message)
                    values (${placement.payment.idempotencyKey}, 'purchase',
                      ${placement.payment.transactionToken ?? null},
                      ${placement.payment.amountCents}, true, ${placement.payment.message ?? null})
                    returning id
                  ),`
                : sql``
            }
            completed as (${markSucceededSql(
              'order_submissions',
              placement.submission.idempotencyKey,
              row.id,
              { status: 201, body: answer },
            )})
            select (select count(*)::int from sold) as sessions_sold,
              (select coalesce(json_agg(id), '[]'::json) from used) as coupons_used,
              (select count(*)::int from completed) as completed`,
          );
          // The recovery job took the submission over (decision 020): its charge is being undone.
          if (Number(written!.completed) !== 1) throw new Refused({ reason: 'taken-over' });
          if (Number(written!.sessions_sold) !== places.length) {
            throw new Refused({ reason: 'places-gone' });
          }
          const used = new Set(parseJson<number[]>(written!.coupons_used).map(Number));
          const unused = sortedCoupons.find((id) => !used.has(id));
          if (unused !== undefined)
            throw new Refused({ reason: 'coupon-used-up', couponId: unused });
          await placement.beforeCommit();
          return row;
        });
        return { order };
      } catch (error) {
        if (error instanceof Refused) return { refused: error.refusal };
        throw error;
      }
    },

    /**
     * Sells the places under the session's row lock, only if they still fit beside other carts'
     * live holds; answers false when they do not (the caller rolls back).
     */
    async sellPlaces(
      tx: Executor,
      cartId: number,
      activityTimeId: number,
      quantity: number,
      now: Date,
    ) {
      await lockSession(tx, activityTimeId);
      const sold = await queryRows(
        tx,
        sql`
        update activity_times t set sold = t.sold + ${quantity}
        where t.id = ${activityTimeId}
          and ${placesLeftFor(cartId, timestamptz(now))} >= ${quantity}
        returning t.id`,
      );
      return sold.length > 0;
    },

    /** Counts a use of a coupon under its row lock, beside other carts' live holds. */
    async useCoupon(tx: Executor, couponId: number, cartId: number, now: Date) {
      await queryRows(tx, sql`select id from coupons where id = ${couponId} for update`);
      const used = await queryRows(
        tx,
        sql`
        update coupons c set used_count = c.used_count + 1
        where c.id = ${couponId}
          and (c.usage_limit is null or c.used_count + (
            select count(*) from coupon_holds h
            where h.coupon_id = c.id and h.expires_at > ${now.toISOString()}::timestamptz and h.cart_id <> ${cartId}
          ) < c.usage_limit)
        returning c.id`,
      );
      return used.length > 0;
    },

    async releaseCartHolds(tx: Executor, cartId: number): Promise<void> {
      await queryRows(tx, sql`delete from holds where cart_id = ${cartId} returning id`);
      await queryRows(tx, sql`delete from coupon_holds where cart_id = ${cartId} returning id`);
    },

    async insertOrder(
      writer: Writer,
      order: Omit<typeof orders.$inferInsert, 'receipt'>,
    ): Promise<OrderRow> {
      const [row] = await writer
        .insert(orders)
        .values({ ...order, receipt: sql`nextval('order_receipt_seq')::text` })
        .returning();
      return row!;
    },

    async markCartOrdered(writer: Writer, cartId: number, now: Date): Promise<void> {
      await writer
        .update(carts)
        .set({ orderedAt: now, updatedAt: now })
        .where(eq(carts.id, cartId));
    },

    async enqueue(writer: Writer, kind: string, payload: Record<string, unknown>): Promise<void> {
      await writer.insert(outbox).values({ kind, payload });
    },

    async findOpenEdit(orderId: number) {
      const [row] = await db
        .select()
        .from(orderEdits)
        .where(and(eq(orderEdits.orderId, orderId), eq(orderEdits.status, 'open')));
      return row;
    },

    /**
     * A working copy of an order's cart for an edit: the same lines, bookings, coupons and
     * donation; each ticket continues the order's ticket and owns its places already (covered).
     */
    async createEditCart(orderId: number, fromCartId: number, token: string) {
      return db.transaction(async (tx) => {
        const [source] = await tx.select().from(carts).where(eq(carts.id, fromCartId));
        const [cart] = await tx
          .insert(carts)
          .values({ token, donationCents: source!.donationCents, editOfOrderId: orderId })
          .returning();
        const lines = await tx
          .select()
          .from(lineItems)
          .where(eq(lineItems.cartId, fromCartId))
          .orderBy(asc(lineItems.id));
        for (const line of lines) {
          const [copy] = await tx
            .insert(lineItems)
            .values({
              cartId: cart!.id,
              activityId: line.activityId,
              primaryActivityId: line.primaryActivityId,
              activityTimeId: line.activityTimeId,
              bookingId: line.bookingId,
              bookingUdfs: line.bookingUdfs,
            })
            .returning();
          const tickets = await tx
            .select()
            .from(lineItemTickets)
            .where(eq(lineItemTickets.lineItemId, line.id));
          if (tickets.length > 0) {
            await tx.insert(lineItemTickets).values(
              tickets.map((ticket) => ({
                lineItemId: copy!.id,
                ticketId: ticket.ticketId,
                quantity: ticket.quantity,
                priceCents: ticket.priceCents,
                taxRateBps: ticket.taxRateBps,
                attendee: ticket.attendee,
                attendeeUdfs: ticket.attendeeUdfs,
                originalLineItemTicketId: ticket.id,
                coveredQuantity: ticket.quantity,
              })),
            );
          }
        }
        const couponRows = await tx
          .select()
          .from(cartCoupons)
          .where(eq(cartCoupons.cartId, fromCartId));
        if (couponRows.length > 0) {
          await tx
            .insert(cartCoupons)
            .values(couponRows.map((row) => ({ cartId: cart!.id, couponId: row.couponId })));
        }
        const [edit] = await tx
          .insert(orderEdits)
          .values({ orderId, cartId: cart!.id })
          .returning();
        return { edit: edit!, cart: cart! };
      });
    },

    /** Discards an open edit: its cart, lines, tickets and holds go. */
    async discardEdit(editId: number, cartId: number, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(orderEdits)
          .set({ status: 'discarded', closedAt: now })
          .where(eq(orderEdits.id, editId));
        await tx.delete(lineItems).where(eq(lineItems.cartId, cartId));
        await tx.delete(cartCoupons).where(eq(cartCoupons.cartId, cartId));
        await queryRows(tx, sql`delete from holds where cart_id = ${cartId} returning id`);
        // Touched like every changed cart: a view of it kept for adds (decision 018) is stale.
        await tx.update(carts).set({ updatedAt: now }).where(eq(carts.id, cartId));
      });
    },

    async closeEdit(writer: Writer, editId: number, now: Date): Promise<void> {
      await writer
        .update(orderEdits)
        .set({ status: 'committed', closedAt: now })
        .where(eq(orderEdits.id, editId));
    },

    /** Gives back places an order no longer uses; the sold counter cannot go below zero. */
    async releasePlaces(tx: Executor, activityTimeId: number, quantity: number): Promise<void> {
      await lockSession(tx, activityTimeId);
      await queryRows(
        tx,
        sql`update activity_times set sold = sold - ${quantity} where id = ${activityTimeId} returning id`,
      );
    },

    /** Lines of an order get a booking reference once bought, so an edit can tell new lines. */
    async assignBookingIds(writer: Writer, cartId: number, receipt: string): Promise<void> {
      await writer
        .update(lineItems)
        .set({ bookingId: sql`${receipt} || '-' || ${lineItems.id}` })
        .where(and(eq(lineItems.cartId, cartId), sql`${lineItems.bookingId} is null`));
    },

    async updateOrderAfterEdit(
      writer: Writer,
      orderId: number,
      changes: Pick<
        OrderRow,
        | 'cartId'
        | 'subtotalCents'
        | 'discountCents'
        | 'taxCents'
        | 'donationCents'
        | 'totalPaidCents'
        | 'couponCodes'
      >,
    ): Promise<OrderRow> {
      const [row] = await writer
        .update(orders)
        .set(changes)
        .where(eq(orders.id, orderId))
        .returning();
      return row!;
    },

    async recordEvent(writer: Writer, event: typeof orderEvents.$inferInsert): Promise<void> {
      await writer.insert(orderEvents).values(event);
    },

    async findOrderByToken(token: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.token, token));
      return row;
    },

    async findOrderById(id: number): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      return row;
    },

    /** An order and its cart in one round trip. */
    async findOrderWithCart(id: number) {
      const [row] = await findOrderWithCartQuery.execute({ id });
      return row;
    },

    async findCartById(cartId: number) {
      const [row] = await db.select().from(carts).where(eq(carts.id, cartId));
      return row;
    },

    /** Waivers of the activities in a cart, each once, in activity order. */
    async findWaiversOfCart(cartId: number): Promise<Waiver[]> {
      const [row] = await queryRows<{ waivers: Waiver[] }>(
        db,
        sql`select ${waiversOfCartJson(cartId)} as waivers`,
      );
      return parseJson<Waiver[]>(row!.waivers);
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
