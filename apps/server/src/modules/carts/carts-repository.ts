/** Cart reads and writes, named by intent. Plain rows out; rules live in carts-service. */
import { and, asc, eq, getTableColumns, gt, inArray, min, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database.ts';
import {
  activities,
  activityTimes,
  cartCoupons,
  carts,
  coupons,
  holds,
  lineItems,
  lineItemTickets,
  orderEdits,
  tickets,
  type StoredUdfValue,
} from '../../db/schema.ts';

export type CartRow = typeof carts.$inferSelect;
export type LineItemRow = typeof lineItems.$inferSelect;
export type LineItemTicketRow = typeof lineItemTickets.$inferSelect;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Writer = Database | Tx;

export function createCartsRepository(db: Database) {
  return {
    /**
     * A transaction of cart state (lines, tickets, holds, coupon holds). It commits without
     * waiting for the WAL flush (decision 015): the session's row lock is held until COMMIT, and
     * a flush there is the longest wait every other visitor of a busy session queues behind. A
     * database crash can lose the last fraction of a second of cart changes, each change whole
     * (a ticket with its hold), never an order or a payment.
     */
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`set local synchronous_commit = off`);
        return work(tx);
      });
    },

    async findCartByToken(token: string): Promise<CartRow | undefined> {
      const [row] = await db.select().from(carts).where(eq(carts.token, token));
      return row;
    },

    /**
     * Whether this cart was the working copy of an edit of the order that was then discarded
     * (looked up by order, which order_edits is indexed by).
     */
    async isDiscardedEditCopy(orderId: number, cartId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: orderEdits.id })
        .from(orderEdits)
        .where(
          and(
            eq(orderEdits.orderId, orderId),
            eq(orderEdits.status, 'discarded'),
            eq(orderEdits.cartId, cartId),
          ),
        );
      return row !== undefined;
    },

    async insertCart(token: string): Promise<CartRow> {
      const [row] = await db.insert(carts).values({ token }).returning();
      return row!;
    },

    async setDonation(cartId: number, donationCents: number, now: Date): Promise<void> {
      await db.update(carts).set({ donationCents, updatedAt: now }).where(eq(carts.id, cartId));
    },

    async touchCart(writer: Writer, cartId: number, now: Date): Promise<void> {
      await writer.update(carts).set({ updatedAt: now }).where(eq(carts.id, cartId));
    },

    async findLineOfCart(cartId: number, lineItemId: number): Promise<LineItemRow | undefined> {
      const [row] = await db
        .select()
        .from(lineItems)
        .where(and(eq(lineItems.id, lineItemId), eq(lineItems.cartId, cartId)));
      return row;
    },

    /** A ticket of a line, with whether its ticket type is an add-on. */
    async findTicketOfLine(
      lineItemId: number,
      lineItemTicketId: number,
    ): Promise<(LineItemTicketRow & { addOn: boolean }) | undefined> {
      const [row] = await db
        .select({ ...getTableColumns(lineItemTickets), addOn: tickets.addOn })
        .from(lineItemTickets)
        .innerJoin(tickets, eq(tickets.id, lineItemTickets.ticketId))
        .where(
          and(eq(lineItemTickets.id, lineItemTicketId), eq(lineItemTickets.lineItemId, lineItemId)),
        );
      return row;
    },

    findTicketsOfLine(lineItemId: number): Promise<LineItemTicketRow[]> {
      return db
        .select()
        .from(lineItemTickets)
        .where(eq(lineItemTickets.lineItemId, lineItemId))
        .orderBy(asc(lineItemTickets.id));
    },

    async insertLine(
      writer: Writer,
      line: {
        cartId: number;
        activityId: number;
        primaryActivityId: number;
        activityTimeId: number;
        bookingId: string | null;
        bookingUdfs: StoredUdfValue[];
      },
    ): Promise<LineItemRow> {
      const [row] = await writer.insert(lineItems).values(line).returning();
      return row!;
    },

    async updateLineBookingUdfs(lineItemId: number, bookingUdfs: StoredUdfValue[]): Promise<void> {
      await db.update(lineItems).set({ bookingUdfs }).where(eq(lineItems.id, lineItemId));
    },

    async deleteLine(writer: Writer, lineItemId: number): Promise<void> {
      await writer.delete(lineItems).where(eq(lineItems.id, lineItemId));
    },

    async insertLineTicket(
      writer: Writer,
      ticket: Omit<typeof lineItemTickets.$inferInsert, 'id' | 'createdAt'>,
    ): Promise<LineItemTicketRow> {
      const [row] = await writer.insert(lineItemTickets).values(ticket).returning();
      return row!;
    },

    async updateLineTicket(
      writer: Writer,
      lineItemTicketId: number,
      changes: Partial<Pick<LineItemTicketRow, 'quantity' | 'attendee' | 'attendeeUdfs'>>,
    ): Promise<LineItemTicketRow> {
      const [row] = await writer
        .update(lineItemTickets)
        .set(changes)
        .where(eq(lineItemTickets.id, lineItemTicketId))
        .returning();
      return row!;
    },

    /** The session an order's ticket was bought for (to know what an edit already owns). */
    async findSessionOfTicket(lineItemTicketId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ activityTimeId: lineItems.activityTimeId })
        .from(lineItemTickets)
        .innerJoin(lineItems, eq(lineItems.id, lineItemTickets.lineItemId))
        .where(eq(lineItemTickets.id, lineItemTicketId));
      return row?.activityTimeId;
    },

    async deleteLineTicket(writer: Writer, lineItemTicketId: number): Promise<void> {
      await writer.delete(lineItemTickets).where(eq(lineItemTickets.id, lineItemTicketId));
    },

    /**
     * Locks a line until the transaction ends, then counts its passes and add-ons in a new
     * statement, so it sees every change committed by whoever held the lock before. 'No key
     * update' leaves alone the key-share locks that inserting a ticket takes on its line (a
     * plain 'for update' would deadlock with a writer waiting for the session lock).
     */
    async countLineTicketsLocked(
      writer: Writer,
      lineItemId: number,
    ): Promise<{ passes: number; addOns: number }> {
      await queryRows(
        writer,
        sql`select id from line_items where id = ${lineItemId} for no key update`,
      );
      const [row] = await queryRows<{ passes: number; add_ons: number }>(
        writer,
        sql`
        select coalesce(sum(lit.quantity) filter (where not t.add_on), 0)::int as passes,
               coalesce(sum(lit.quantity) filter (where t.add_on), 0)::int as add_ons
        from line_item_tickets lit
        join tickets t on t.id = lit.ticket_id
        where lit.line_item_id = ${lineItemId}`,
      );
      return { passes: Number(row?.passes ?? 0), addOns: Number(row?.add_ons ?? 0) };
    },

    /** Everything the cart view needs: its lines with activity and session, and their tickets. */
    async findCartContents(cartId: number, now: Date) {
      const lines = await db
        .select({
          line: lineItems,
          activity: {
            displayName: activities.displayName,
            thumbnail: activities.thumbnail,
            timed: activities.timed,
          },
          session: {
            name: activityTimes.name,
            startsAt: activityTimes.startsAt,
            endsAt: activityTimes.endsAt,
          },
        })
        .from(lineItems)
        .innerJoin(activities, eq(activities.id, lineItems.activityId))
        .innerJoin(activityTimes, eq(activityTimes.id, lineItems.activityTimeId))
        .where(eq(lineItems.cartId, cartId))
        .orderBy(asc(lineItems.id));
      const lineIds = lines.map((row) => row.line.id);
      const ticketRows =
        lineIds.length === 0
          ? []
          : await db
              .select({
                lineTicket: lineItemTickets,
                ticket: {
                  displayName: tickets.displayName,
                  description: tickets.description,
                  costRateId: tickets.costRateId,
                  general: tickets.general,
                  addOn: tickets.addOn,
                  position: tickets.position,
                },
              })
              .from(lineItemTickets)
              .innerJoin(tickets, eq(tickets.id, lineItemTickets.ticketId))
              .where(inArray(lineItemTickets.lineItemId, lineIds))
              .orderBy(asc(tickets.position), asc(lineItemTickets.id));
      const cartCouponRows = await db
        .select({ coupon: coupons })
        .from(cartCoupons)
        .innerJoin(coupons, eq(coupons.id, cartCoupons.couponId))
        .where(eq(cartCoupons.cartId, cartId))
        .orderBy(asc(cartCoupons.appliedAt), asc(coupons.id));
      const [expiry] = await db
        .select({ expiresAt: min(holds.expiresAt) })
        .from(holds)
        .where(and(eq(holds.cartId, cartId), gt(holds.expiresAt, now)));
      return {
        lines,
        tickets: ticketRows,
        coupons: cartCouponRows.map((row) => row.coupon),
        holdsExpireAt: expiry?.expiresAt ?? null,
      };
    },

    /** Cart tickets with no live hold, with their session, ordered to lock sessions consistently. */
    async findUnheldTickets(cartId: number, now: Date, activityTimeId?: number) {
      const rows = await queryRows<{ id: number; quantity: number; activity_time_id: number }>(
        db,
        sql`
        select lit.id, lit.quantity, li.activity_time_id
        from line_item_tickets lit
        join line_items li on li.id = lit.line_item_id
        where li.cart_id = ${cartId}
          ${activityTimeId === undefined ? sql`` : sql`and li.activity_time_id = ${activityTimeId}`}
          and lit.quantity > lit.covered_quantity
          and not exists (
            select 1 from holds h
            where h.line_item_ticket_id = lit.id and h.expires_at > ${now.toISOString()}::timestamptz
          )
        order by li.activity_time_id, lit.id`,
      );
      return rows.map((row) => ({
        lineItemTicketId: Number(row.id),
        quantity: Number(row.quantity),
        activityTimeId: Number(row.activity_time_id),
      }));
    },

    /** Places of a session this cart holds right now. */
    async sumCartHolds(cartId: number, activityTimeId: number, now: Date) {
      const [row] = await db
        .select({
          quantity: sql<number>`coalesce(sum(${holds.quantity}), 0)::int`,
          expiresAt: min(holds.expiresAt),
        })
        .from(holds)
        .where(
          and(
            eq(holds.cartId, cartId),
            eq(holds.activityTimeId, activityTimeId),
            gt(holds.expiresAt, now),
          ),
        );
      return { quantity: Number(row?.quantity ?? 0), expiresAt: row?.expiresAt ?? null };
    },
  };
}

export type CartsRepository = ReturnType<typeof createCartsRepository>;
