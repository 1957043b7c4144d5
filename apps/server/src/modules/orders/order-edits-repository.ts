/** Order edit reads and writes, named by intent; the sale guarantees come from their modules. */
import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database.ts';
import {
  cartCoupons,
  carts,
  lineItems,
  orderEdits,
  orderEvents,
  orders,
  outbox,
} from '../../db/schema.ts';
import { lockSession, releaseCartHoldsSql, sellPlacesSql, touchCart } from '../carts/index.ts';
import { releaseCouponHoldsSql } from '../coupons/index.ts';
import { createEditCart } from './create-edit-cart.ts';
import { parseOrderRow, type OrderRow } from './order-rows.ts';
import { timestamptz, type Transaction } from './orders-repository.ts';

/** The totals and coupons an order takes from its edited cart. */
export type OrderChanges = Pick<
  OrderRow,
  | 'cartId'
  | 'subtotalCents'
  | 'discountCents'
  | 'taxCents'
  | 'donationCents'
  | 'totalPaidCents'
  | 'couponCodes'
>;

/** The writes of a committed edit, each in the commit's transaction. */
const editWrites = {
  /** Sells places under the session's row lock; false when they no longer fit (roll back). */
  async sellPlaces(
    tx: Transaction,
    cartId: number,
    activityTimeId: number,
    quantity: number,
    now: Date,
  ) {
    await lockSession(tx, activityTimeId);
    const sold = await queryRows(
      tx,
      sellPlacesSql(cartId, [{ activityTimeId, quantity }], timestamptz(now)),
    );
    return sold.length > 0;
  },

  /** Gives back places an order no longer uses; the sold counter cannot go below zero. */
  async releasePlaces(tx: Transaction, activityTimeId: number, quantity: number): Promise<void> {
    await lockSession(tx, activityTimeId);
    await queryRows(
      tx,
      sql`update activity_times set sold = sold - ${quantity} where id = ${activityTimeId} returning id`,
    );
  },

  async releaseCartHolds(tx: Transaction, cartId: number): Promise<void> {
    await queryRows(tx, releaseCartHoldsSql(cartId));
    await queryRows(tx, releaseCouponHoldsSql(cartId));
  },

  /** Lines of an order get a booking reference once bought, so an edit can tell new lines. */
  async assignBookingIds(tx: Transaction, cartId: number, receipt: string): Promise<void> {
    await tx
      .update(lineItems)
      .set({ bookingId: sql`${receipt} || '-' || ${lineItems.id}` })
      .where(and(eq(lineItems.cartId, cartId), sql`${lineItems.bookingId} is null`));
  },

  /**
   * Locks the order for its edit's write, and answers whether the back office has refunded it
   * (or is refunding it) meanwhile: a refund takes the same lock (decision 057), so one of the
   * two always sees the other.
   */
  async lockOrderUnrefunded(tx: Transaction, orderId: number): Promise<boolean> {
    const rows = await queryRows(
      tx,
      sql`select 1 from orders o where o.id = ${orderId}
        and not exists (select 1 from order_refunds r where r.order_id = o.id
          and r.status in ('pending', 'owed', 'succeeded'))
        for update of o`,
    );
    return rows.length === 1;
  },

  async updateOrderAfterEdit(tx: Transaction, orderId: number, changes: OrderChanges) {
    const [row] = await tx.update(orders).set(changes).where(eq(orders.id, orderId)).returning();
    return parseOrderRow(row);
  },

  async markCartOrdered(tx: Transaction, cartId: number, now: Date): Promise<void> {
    await tx.update(carts).set({ orderedAt: now, updatedAt: now }).where(eq(carts.id, cartId));
  },

  async closeEdit(tx: Transaction, editId: number, now: Date): Promise<void> {
    await tx
      .update(orderEdits)
      .set({ status: 'committed', closedAt: now })
      .where(eq(orderEdits.id, editId));
  },

  async recordEvent(tx: Transaction, event: typeof orderEvents.$inferInsert): Promise<void> {
    await tx.insert(orderEvents).values(event);
  },

  async enqueue(tx: Transaction, kind: string, payload: Record<string, unknown>): Promise<void> {
    await tx.insert(outbox).values({ kind, payload });
  },
};

export function createOrderEditsRepository(db: Database) {
  return {
    ...editWrites,

    async findOpenEdit(orderId: number) {
      const [row] = await db
        .select()
        .from(orderEdits)
        .where(and(eq(orderEdits.orderId, orderId), eq(orderEdits.status, 'open')));
      return row;
    },

    createEditCart: (orderId: number, fromCartId: number, token: string) =>
      createEditCart(db, orderId, fromCartId, token),

    /** Discards an open edit: its cart, lines, tickets and holds go. */
    async discardEdit(editId: number, cartId: number, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(orderEdits)
          .set({ status: 'discarded', closedAt: now })
          .where(eq(orderEdits.id, editId));
        await tx.delete(lineItems).where(eq(lineItems.cartId, cartId));
        await tx.delete(cartCoupons).where(eq(cartCoupons.cartId, cartId));
        await queryRows(tx, releaseCartHoldsSql(cartId));
        // Touched like every changed cart: a view of it kept for adds (decision 018) is stale.
        await touchCart(tx, cartId, now);
      });
    },
  };
}

export type OrderEditsRepository = ReturnType<typeof createOrderEditsRepository>;
