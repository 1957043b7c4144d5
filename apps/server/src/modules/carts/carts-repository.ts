/** Cart reads and writes, named by intent. Plain rows out; rules live in carts-service. */
import { and, asc, eq, getTableColumns, gt, min, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database.ts';
import { touchCart } from './touch-cart.ts';
import {
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

/**
 * Whether the cart is the working copy of an edit of the order that was then discarded (looked
 * up by order, which order_edits is indexed by). Only a working copy runs the subquery.
 */
const discardedEditCopy = sql<boolean>`("carts"."edit_of_order_id" is not null and exists (
  select 1 from "order_edits" oe
  where oe."order_id" = "carts"."edit_of_order_id" and oe."status" = 'discarded'
    and oe."cart_id" = "carts"."id"))`;

/**
 * What the cart view needs of the cart in the row being read ("carts"), as columns: its coupon
 * count, and its lines (with activity and session) and tickets (with their type) as JSON arrays,
 * tickets in the order the cart shows them. One subquery each, so a read is one round trip
 * whatever the cart holds; `toContentsLine` and `toContentsTicket` read the arrays back.
 */
const cartContentsColumns = {
  couponCount: sql<number>`(select count(*)::int from "cart_coupons" cc
    where cc."cart_id" = "carts"."id")`,
  linesJson: sql<unknown[][]>`coalesce((
    select json_agg(json_build_array(li."id", li."cart_id", li."activity_id",
      li."primary_activity_id", li."activity_time_id", li."booking_id", li."booking_udfs",
      li."created_at", a."display_name", a."thumbnail", a."timed", s."name", s."starts_at",
      s."ends_at")
      order by li."id")
    from "line_items" li
    join "activities" a on a."id" = li."activity_id"
    join "activity_times" s on s."id" = li."activity_time_id"
    where li."cart_id" = "carts"."id"), '[]'::json)`,
  ticketsJson: sql<unknown[][]>`coalesce((
    select json_agg(json_build_array(lit."id", lit."line_item_id", lit."ticket_id",
      lit."quantity", lit."price_cents", lit."tax_rate_bps", lit."attendee",
      lit."attendee_udfs", lit."original_line_item_ticket_id", lit."covered_quantity",
      lit."created_at", t."display_name", t."description", t."cost_rate_id", t."general",
      t."add_on", t."position")
      order by t."position", lit."id")
    from "line_item_tickets" lit
    join "line_items" li on li."id" = lit."line_item_id"
    join "tickets" t on t."id" = lit."ticket_id"
    where li."cart_id" = "carts"."id"), '[]'::json)`,
};

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
    /**
     * A cart by token with one of its lines and that line's session row, and the cart's
     * contents with the cart row's version (xmin), which `add_cart_ticket` checks to tell
     * whether the contents read here are still the cart's. The session's `held` is its counter,
     * expired holds not yet swept included: a condition on the expiry, with `now` as a
     * parameter, made PostgreSQL plan this statement afresh on every execution (decision 017).
     */
    cartWithLine: db
      .select({
        cart: { ...cartColumns, discarded: discardedEditCopy },
        line: lineItems,
        session: getTableColumns(activityTimes),
        version: sql<string>`"carts"."xmin"::text`,
        ...cartContentsColumns,
      })
      .from(carts)
      .leftJoin(
        lineItems,
        and(eq(lineItems.cartId, carts.id), eq(lineItems.id, sql.placeholder('lineItemId'))),
      )
      .leftJoin(activityTimes, eq(activityTimes.id, lineItems.activityTimeId))
      .where(eq(carts.token, sql.placeholder('token')))
      .prepare('carts_cart_with_line'),
    /** A session's row by id, its `held` the counter. */
    sessionById: db
      .select()
      .from(activityTimes)
      .where(eq(activityTimes.id, sql.placeholder('id')))
      .prepare('carts_session_by_id'),
    /**
     * A cart's contents by id, with its earliest live hold expiry at `now` and the version of
     * the cart row (xmin) they were read at, as `cartWithLine` answers it.
     */
    contents: db
      .select({
        version: sql<string>`"carts"."xmin"::text`,
        ...cartContentsColumns,
        holdsExpireAt: sql<Date | null>`(select min(h."expires_at") from "holds" h
          where h."cart_id" = "carts"."id"
            and h."expires_at" > ${sql.placeholder('now')}::timestamptz)`.mapWith(holds.expiresAt),
      })
      .from(carts)
      .where(eq(carts.id, sql.placeholder('cartId')))
      .prepare('carts_contents'),
  };
}

/**
 * Whether a session row has places left by its held counter. The counter bounds the live holds
 * from above (expired holds not yet swept included), so a session with room by it is available
 * whatever the expired holds; one without may still have room once they are counted out.
 */
function hasRoomByCounter(session: typeof activityTimes.$inferSelect): boolean {
  return session.capacity - session.sold - session.held > 0;
}

export interface ContentsLine {
  line: LineItemRow;
  activity: { displayName: string; thumbnail: string | null; timed: boolean };
  session: { name: string; startsAt: Date; endsAt: Date };
}

/** A cart's contents as read at one version of its row (xmin). */
export interface CartSnapshot {
  version: string;
  couponCount: number;
  lines: ContentsLine[];
  tickets: ContentsTicket[];
}

export interface ContentsTicket {
  lineTicket: LineItemTicketRow;
  ticket: {
    displayName: string;
    description: string | null;
    costRateId: string;
    general: boolean;
    addOn: boolean;
    position: number;
  };
}

/** Tickets in the order the cart shows them: by the ticket type's position, then as added. */
export function compareContentsTickets(a: ContentsTicket, b: ContentsTicket): number {
  return a.ticket.position - b.ticket.position || a.lineTicket.id - b.lineTicket.id;
}

/** A timestamp as PostgreSQL's JSON writes it, as the Date Drizzle would have read. */
function jsonDate(value: unknown): Date {
  return new Date(value as string);
}

function toContentsLine(values: unknown[]): ContentsLine {
  const [id, cartId, activityId, primaryActivityId, activityTimeId, bookingId, bookingUdfs] =
    values;
  const [createdAt, displayName, thumbnail, timed, name, startsAt, endsAt] = values.slice(7);
  return {
    line: {
      id: id as number,
      cartId: cartId as number,
      activityId: activityId as number,
      primaryActivityId: primaryActivityId as number,
      activityTimeId: activityTimeId as number,
      bookingId: bookingId as string | null,
      bookingUdfs: bookingUdfs as StoredUdfValue[],
      createdAt: jsonDate(createdAt),
    },
    activity: {
      displayName: displayName as string,
      thumbnail: thumbnail as string | null,
      timed: timed as boolean,
    },
    session: { name: name as string, startsAt: jsonDate(startsAt), endsAt: jsonDate(endsAt) },
  };
}

function toContentsTicket(values: unknown[]): ContentsTicket {
  const [id, lineItemId, ticketId, quantity, priceCents, taxRateBps, attendee, attendeeUdfs] =
    values;
  const [originalLineItemTicketId, coveredQuantity, createdAt] = values.slice(8);
  const [displayName, description, costRateId, general, addOn, position] = values.slice(11);
  return {
    lineTicket: {
      id: id as number,
      lineItemId: lineItemId as number,
      ticketId: ticketId as number,
      quantity: quantity as number,
      priceCents: priceCents as number,
      taxRateBps: taxRateBps as number,
      attendee: attendee as LineItemTicketRow['attendee'],
      attendeeUdfs: attendeeUdfs as StoredUdfValue[],
      originalLineItemTicketId: originalLineItemTicketId as number | null,
      coveredQuantity: coveredQuantity as number,
      createdAt: jsonDate(createdAt),
    },
    ticket: {
      displayName: displayName as string,
      description: description as string | null,
      costRateId: costRateId as string,
      general: general as boolean,
      addOn: addOn as boolean,
      position: position as number,
    },
  };
}

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
     * The cart for a token and, when it is one of the cart's, the line, with the cart's contents
     * and version, in one round trip. No answer: no such cart; `line` null: no such line in it.
     */
    async findCartWithLine(token: string, lineItemId: number) {
      const [row] = await reads.cartWithLine.execute({ token, lineItemId });
      if (!row) return undefined;
      const tickets = row.ticketsJson.map(toContentsTicket);
      const session = row.session;
      return {
        cart: row.cart,
        line: row.line,
        /**
         * The line's session when its held counter leaves places, else null: such a row stands
         * for the session as it is now wherever availability is all that is asked. When the
         * counter leaves none, expired holds decide: read it again.
         */
        sessionWithRoom: session && hasRoomByCounter(session) ? session : null,
        snapshot: {
          version: row.version,
          couponCount: row.couponCount,
          lines: row.linesJson.map(toContentsLine),
          tickets,
        } satisfies CartSnapshot,
      };
    },

    /** A session's row when it has room by its held counter (see `hasRoomByCounter`). */
    async findSessionWithRoom(activityTimeId: number) {
      const [row] = await reads.sessionById.execute({ id: activityTimeId });
      return row && hasRoomByCounter(row) ? row : undefined;
    },

    async insertCart(token: string): Promise<CartRow> {
      const [row] = await db.insert(carts).values({ token }).returning();
      return row!;
    },

    async setDonation(cartId: number, donationCents: number, now: Date): Promise<void> {
      await db.update(carts).set({ donationCents, updatedAt: now }).where(eq(carts.id, cartId));
    },

    touchCart,

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

    async updateLineBookingUdfs(
      writer: Writer,
      lineItemId: number,
      bookingUdfs: StoredUdfValue[],
    ): Promise<void> {
      await writer.update(lineItems).set({ bookingUdfs }).where(eq(lineItems.id, lineItemId));
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
     * Everything the cart view needs: its lines with activity and session, its tickets (by the
     * ticket type's position, then as added) and its earliest hold expiry, in one round trip;
     * the coupons in a second only when the cart has any.
     */
    async findCartContents(cartId: number, now: Date) {
      const [row] = await reads.contents.execute({ cartId, now: now.toISOString() });
      const cartCouponRows =
        (row?.couponCount ?? 0) === 0
          ? []
          : await db
              .select({ coupon: coupons })
              .from(cartCoupons)
              .innerJoin(coupons, eq(coupons.id, cartCoupons.couponId))
              .where(eq(cartCoupons.cartId, cartId))
              .orderBy(asc(cartCoupons.appliedAt), asc(coupons.id));
      return {
        /** Null when there is no such cart. */
        version: row?.version ?? null,
        lines: (row?.linesJson ?? []).map(toContentsLine),
        tickets: (row?.ticketsJson ?? []).map(toContentsTicket),
        coupons: cartCouponRows.map((item) => item.coupon),
        holdsExpireAt: row?.holdsExpireAt ?? null,
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
