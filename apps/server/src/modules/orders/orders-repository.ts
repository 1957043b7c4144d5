/** Order reads and writes, named by intent; the conditional writes carry the sale guarantees. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
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
  waivers,
} from '../../db/schema.ts';
import { lockSession, type Executor } from '../carts/hold-places.ts';
import type { Writer } from '../carts/carts-repository.ts';

export type OrderRow = typeof orders.$inferSelect;
export type SubmissionRow = typeof orderSubmissions.$inferSelect;

export function createOrdersRepository(db: Database) {
  return {
    transaction<T>(
      work: (tx: Parameters<Parameters<Database['transaction']>[0]>[0]) => Promise<T>,
    ): Promise<T> {
      return db.transaction(work);
    },

    /** Claims an idempotency key for a cart; answers the existing row when it was claimed before. */
    async claimSubmission(
      key: string,
      cartId: number,
    ): Promise<{ claimed: true } | { claimed: false; row: SubmissionRow }> {
      const inserted = await db
        .insert(orderSubmissions)
        .values({ idempotencyKey: key, cartId, status: 'pending' })
        .onConflictDoNothing()
        .returning();
      if (inserted.length > 0) return { claimed: true };
      const [row] = await db
        .select()
        .from(orderSubmissions)
        .where(eq(orderSubmissions.idempotencyKey, key));
      return { claimed: false, row: row! };
    },

    async completeSubmission(
      key: string,
      result: {
        status: 'succeeded' | 'failed';
        orderId?: number;
        responseStatus: number;
        responseBody: unknown;
      },
    ): Promise<void> {
      await db
        .update(orderSubmissions)
        .set({
          status: result.status,
          orderId: result.orderId ?? null,
          responseStatus: result.responseStatus,
          responseBody: result.responseBody,
          updatedAt: new Date(),
        })
        .where(eq(orderSubmissions.idempotencyKey, key));
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

    /** Whether the places are there now, counting the cart's own live holds as its own. */
    async hasPlacesFor(
      cartId: number,
      activityTimeId: number,
      quantity: number,
      now: Date,
    ): Promise<boolean> {
      const rows = await queryRows(
        db,
        sql`
        select 1 from activity_times t
        where t.id = ${activityTimeId}
          and t.capacity - t.sold - ${liveHeldPlaces(
            { id: sql`t.id`, held: sql`t.held` },
            sql`${now.toISOString()}::timestamptz`,
            { exceptCartId: cartId },
          )} >= ${quantity}`,
      );
      return rows.length > 0;
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
          and t.capacity - t.sold - ${liveHeldPlaces(
            { id: sql`t.id`, held: sql`t.held` },
            sql`${now.toISOString()}::timestamptz`,
            { exceptCartId: cartId },
          )} >= ${quantity}
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

    async findCartById(cartId: number) {
      const [row] = await db.select().from(carts).where(eq(carts.id, cartId));
      return row;
    },

    /** Waivers of the activities in a cart, each once, in activity order. */
    async findWaiversOfCart(cartId: number) {
      const activityIds = (
        await db
          .selectDistinct({ id: lineItems.activityId })
          .from(lineItems)
          .where(eq(lineItems.cartId, cartId))
      ).map((row) => row.id);
      if (activityIds.length === 0) return [];
      return db
        .select({ waiverName: waivers.waiverName, waiverLink: waivers.waiverLink })
        .from(waivers)
        .where(and(inArray(waivers.activityId, activityIds)))
        .orderBy(asc(waivers.activityId), asc(waivers.position));
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
