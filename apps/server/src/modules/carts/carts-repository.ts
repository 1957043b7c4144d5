/** Cart reads and writes, named by intent. Plain rows out; rules live in carts-service. */
import { and, asc, eq, getTableColumns, gt, min, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database.ts';
import { sessionColumnsAtNow } from '../../db/live-holds.ts';
import {
  activities,
  activityTimes,
  cartCoupons,
  carts,
  coupons,
  holds,
  lineItems,
  lineItemTickets,
  tickets,
  type StoredUdfValue,
} from '../../db/schema.ts';

export type CartRow = typeof carts.$inferSelect;
export type LineItemRow = typeof lineItems.$inferSelect;
export type LineItemTicketRow = typeof lineItemTickets.$inferSelect;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Writer = Database | Tx;

/** A cart row, with whether it is the working copy of a discarded order edit. */
export type FoundCartRow = CartRow & { discarded: boolean };

/** A line's tickets as the rules before a change need them: [id, ticketId, quantity]. */
export type LineTicketSummary = [id: number, ticketId: number, quantity: number];

/**
 * Whether the cart is the working copy of an edit of the order that was then discarded (looked
 * up by order, which order_edits is indexed by). Only a working copy runs the subquery.
 */
const discardedEditCopy = sql<boolean>`("carts"."edit_of_order_id" is not null and exists (
  select 1 from "order_edits" oe
  where oe."order_id" = "carts"."edit_of_order_id" and oe."status" = 'discarded'
    and oe."cart_id" = "carts"."id"))`;

/**
 * The reads every cart request starts or ends with run as named prepared statements, each one
 * round trip: PostgreSQL plans them once per connection and Drizzle builds their SQL once.
 */
function prepareCartReads(db: Database) {
  const cartColumns = getTableColumns(carts);
  return {
    cartByToken: db
      .select({ ...cartColumns, discarded: discardedEditCopy })
      .from(carts)
      .where(eq(carts.token, sql.placeholder('token')))
      .prepare('carts_cart_by_token'),
    cartWithLine: db
      .select({
        cart: { ...cartColumns, discarded: discardedEditCopy },
        line: lineItems,
        session: sessionColumnsAtNow(),
        lineTickets: sql<LineTicketSummary[]>`coalesce((
          select json_agg(json_build_array(lit."id", lit."ticket_id", lit."quantity") order by lit."id")
          from "line_item_tickets" lit where lit."line_item_id" = "line_items"."id"), '[]'::json)`,
      })
      .from(carts)
      .leftJoin(
        lineItems,
        and(eq(lineItems.cartId, carts.id), eq(lineItems.id, sql.placeholder('lineItemId'))),
      )
      .leftJoin(activityTimes, eq(activityTimes.id, lineItems.activityTimeId))
      .where(eq(carts.token, sql.placeholder('token')))
      .prepare('carts_cart_with_line'),
    /**
     * The cart's lines with their activity and session, and their tickets: one row per ticket
     * (or per line without tickets, or one row for an empty cart), with the cart's coupon count
     * and earliest live hold expiry beside.
     */
    contents: db
      .select({
        couponCount: sql<number>`(select count(*)::int from "cart_coupons" cc
          where cc."cart_id" = ${sql.placeholder('cartId')})`,
        holdsExpireAt: sql<Date | null>`(select min(h."expires_at") from "holds" h
          where h."cart_id" = ${sql.placeholder('cartId')}
            and h."expires_at" > ${sql.placeholder('now')}::timestamptz)`.mapWith(holds.expiresAt),
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
      .from(carts)
      .leftJoin(lineItems, eq(lineItems.cartId, carts.id))
      .leftJoin(activities, eq(activities.id, lineItems.activityId))
      .leftJoin(activityTimes, eq(activityTimes.id, lineItems.activityTimeId))
      .leftJoin(lineItemTickets, eq(lineItemTickets.lineItemId, lineItems.id))
      .leftJoin(tickets, eq(tickets.id, lineItemTickets.ticketId))
      .where(eq(carts.id, sql.placeholder('cartId')))
      .orderBy(asc(lineItems.id), asc(tickets.position), asc(lineItemTickets.id))
      .prepare('carts_contents'),
  };
}

type ContentsRow = Awaited<
  ReturnType<ReturnType<typeof prepareCartReads>['contents']['execute']>
>[number];
type ContentsLine = {
  line: LineItemRow;
  activity: NonNullable<ContentsRow['activity']>;
  session: NonNullable<ContentsRow['session']>;
};
type ContentsTicket = {
  lineTicket: LineItemTicketRow;
  ticket: NonNullable<ContentsRow['ticket']>;
};

export function createCartsRepository(db: Database) {
  const reads = prepareCartReads(db);
  return {
    /** The database, for a change that is one statement and so a transaction of its own. */
    db,

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

    /** The cart for a token, with whether it is a discarded edit's working copy. */
    async findCartByToken(token: string): Promise<FoundCartRow | undefined> {
      const [row] = await reads.cartByToken.execute({ token });
      return row;
    },

    /**
     * The cart for a token and, when it is one of the cart's, the line with a summary of its
     * tickets and its session as it is `now` (live held places), in one round trip. No row: no such cart; `line` null: no such line in it.
     */
    async findCartWithLine(token: string, lineItemId: number, now: Date) {
      const [row] = await reads.cartWithLine.execute({
        token,
        lineItemId,
        now: now.toISOString(),
      });
      if (!row) return undefined;
      return {
        cart: row.cart,
        line: row.line,
        session: row.session,
        lineTickets: row.line ? row.lineTickets : [],
      };
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

    /** Whether a line's add-ons are at most its passes, under the line's lock (migration 0008). */
    async addOnsWithinPasses(writer: Writer, lineItemId: number): Promise<boolean> {
      const [row] = await queryRows<{ within: boolean }>(
        writer,
        sql`select add_ons_within_passes(${lineItemId}) as within`,
      );
      return row?.within === true;
    },

    /**
     * Everything the cart view needs: its lines with activity and session, and their tickets
     * (ordered by the ticket type's position, then as added), in one round trip; the coupons in
     * a second only when the cart has any.
     */
    async findCartContents(cartId: number, now: Date) {
      const rows = await reads.contents.execute({ cartId, now: now.toISOString() });
      const lines: ContentsLine[] = [];
      const ticketRows: ContentsTicket[] = [];
      for (const row of rows) {
        if (row.line && row.activity && row.session && lines.at(-1)?.line.id !== row.line.id)
          lines.push({ line: row.line, activity: row.activity, session: row.session });
        if (row.lineTicket && row.ticket)
          ticketRows.push({ lineTicket: row.lineTicket, ticket: row.ticket });
      }
      ticketRows.sort(
        (a, b) => a.ticket.position - b.ticket.position || a.lineTicket.id - b.lineTicket.id,
      );
      const first = rows[0];
      const cartCouponRows =
        (first?.couponCount ?? 0) === 0
          ? []
          : await db
              .select({ coupon: coupons })
              .from(cartCoupons)
              .innerJoin(coupons, eq(coupons.id, cartCoupons.couponId))
              .where(eq(cartCoupons.cartId, cartId))
              .orderBy(asc(cartCoupons.appliedAt), asc(coupons.id));
      return {
        lines,
        tickets: ticketRows,
        coupons: cartCouponRows.map((row) => row.coupon),
        holdsExpireAt: first?.holdsExpireAt ?? null,
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
