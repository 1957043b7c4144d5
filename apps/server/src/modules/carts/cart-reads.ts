/** Cart reads, named by intent: plain rows out, parsed at this boundary; no rules here. */
import { and, asc, eq, getTableColumns, gt, min, sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Database } from '../../db/database.ts';
import { sessionColumnsWithHeldCounter } from '../../db/live-held-places.ts';
import {
  activityTimes,
  cartCoupons,
  carts,
  coupons,
  holds,
  lineItems,
  lineItemTickets,
  tickets,
} from '../../db/schema.ts';
import {
  cartContentsColumns,
  contentsLinesSchema,
  contentsTicketsSchema,
  type CartSnapshot,
  type LineItemTicketRow,
} from './cart-contents.ts';

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
    /**
     * A cart by token with one of its lines and that line's session row, and the cart's
     * contents with the cart row's version (xmin), which `add_cart_ticket` checks to tell
     * whether the contents read here are still the cart's. The session comes with its raw held
     * counter: a condition on the expiry, with `now` as a parameter, made PostgreSQL plan this
     * statement afresh on every execution (decision 017).
     */
    cartWithLine: db
      .select({
        cart: { ...cartColumns, discarded: discardedEditCopy },
        line: lineItems,
        session: sessionColumnsWithHeldCounter(),
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
    /** A cart's contents by id, with its earliest live hold expiry at `now` and its version. */
    contents: db
      .select(contentsAtNow)
      .from(carts)
      .where(eq(carts.id, sql.placeholder('cartId')))
      .prepare('carts_contents'),
    /** A cart by token with its contents, as `contents` reads them. */
    cartWithContents: db
      .select({ cart: { ...cartColumns, discarded: discardedEditCopy }, ...contentsAtNow })
      .from(carts)
      .where(eq(carts.token, sql.placeholder('token')))
      .prepare('carts_cart_with_contents'),
  };
}

/** A cart's contents, its version and its earliest hold expiry at the `now` placeholder. */
const contentsAtNow = {
  version: sql<string>`"carts"."xmin"::text`,
  ...cartContentsColumns,
  holdsExpireAt: sql<Date | null>`(select min(h."expires_at") from "holds" h
    where h."cart_id" = "carts"."id"
      and h."expires_at" > ${sql.placeholder('now')}::timestamptz)`.mapWith(holds.expiresAt),
};

type CartStatements = ReturnType<typeof prepareCartReads>;
type ContentsRow = Awaited<ReturnType<CartStatements['contents']['execute']>>[number];

/** The cart for a token, with whether it is a discarded edit's working copy. */
async function findCartByToken(statements: CartStatements, token: string) {
  const [row] = await statements.cartByToken.execute({ token });
  return row;
}

/**
 * The cart for a token and, when it is one of the cart's, the line with its session (raw held
 * counter), with the cart's contents and version, in one round trip. No answer: no such cart;
 * `line` null: no such line in it.
 */
async function findCartWithLine(statements: CartStatements, token: string, lineItemId: number) {
  const [row] = await statements.cartWithLine.execute({ token, lineItemId });
  if (!row) return undefined;
  const snapshot: CartSnapshot = {
    version: row.version,
    couponCount: row.couponCount,
    lines: contentsLinesSchema.parse(row.linesJson),
    tickets: contentsTicketsSchema.parse(row.ticketsJson),
  };
  return { cart: row.cart, line: row.line, session: row.session, snapshot };
}

/**
 * Everything a cart answer needs: its lines with activity and session, its tickets (by the
 * ticket type's position, then as added) and its earliest hold expiry, in one round trip; the
 * coupons in a second only when the cart has any.
 */
async function findCartContents(
  db: Database,
  statements: CartStatements,
  cartId: number,
  now: Date,
) {
  const [row] = await statements.contents.execute({ cartId, now: now.toISOString() });
  return contentsOf(db, cartId, row, now);
}

/**
 * The cart for a token with everything its answer needs (as `findCartContents`), in one round
 * trip while the cart has no coupon. No answer: no such cart.
 */
async function findCartWithContents(
  db: Database,
  statements: CartStatements,
  token: string,
  now: Date,
) {
  const [row] = await statements.cartWithContents.execute({ token, now: now.toISOString() });
  if (!row) return undefined;
  return { cart: row.cart, contents: await contentsOf(db, row.cart.id, row, now) };
}

/** The contents read with a cart (`contentsAtNow`), parsed, with its coupons when it has any. */
async function contentsOf(db: Database, cartId: number, row: ContentsRow | undefined, now: Date) {
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
    lines: contentsLinesSchema.parse(row?.linesJson ?? []),
    tickets: contentsTicketsSchema.parse(row?.ticketsJson ?? []),
    coupons: cartCouponRows.map((item) => item.coupon),
    holdsExpireAt: row?.holdsExpireAt ?? null,
    /** The instant the holds were read at, which the answer's seconds left count from. */
    readAt: now,
  };
}

/** A ticket of a line, with whether its ticket type is an add-on. */
async function findTicketOfLine(
  db: Database,
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
}

function findTicketsOfLine(db: Database, lineItemId: number): Promise<LineItemTicketRow[]> {
  return db
    .select()
    .from(lineItemTickets)
    .where(eq(lineItemTickets.lineItemId, lineItemId))
    .orderBy(asc(lineItemTickets.id));
}

/** The session an order's ticket was bought for (to know what an edit already owns). */
async function findSessionOfTicket(db: Database, lineItemTicketId: number) {
  const [row] = await db
    .select({ activityTimeId: lineItems.activityTimeId })
    .from(lineItemTickets)
    .innerJoin(lineItems, eq(lineItems.id, lineItemTickets.lineItemId))
    .where(eq(lineItemTickets.id, lineItemTicketId));
  return row?.activityTimeId;
}

const unheldTicketRows = z.array(
  z
    .object({
      id: z.coerce.number(),
      quantity: z.coerce.number(),
      activity_time_id: z.coerce.number(),
    })
    .transform((row) => ({
      lineItemTicketId: row.id,
      quantity: row.quantity,
      activityTimeId: row.activity_time_id,
    })),
);

/**
 * Cart tickets with no hold lasting past `now` (a later instant finds those about to expire too),
 * with their session, ordered to lock sessions consistently: the database function
 * `unheld_cart_tickets`, which PostgreSQL inlines (decision 097).
 */
async function findUnheldTickets(db: Database, cartId: number, now: Date, activityTimeId?: number) {
  const rows = await queryRows(
    db,
    sql`
    select u.id, u.quantity, u.activity_time_id
    from unheld_cart_tickets(${cartId}, ${now.toISOString()}::timestamptz) u
    ${activityTimeId === undefined ? sql`` : sql`where u.activity_time_id = ${activityTimeId}`}
    order by u.activity_time_id, u.id`,
  );
  return unheldTicketRows.parse(rows);
}

/** Places of a session this cart holds right now. */
async function sumCartHolds(db: Database, cartId: number, activityTimeId: number, now: Date) {
  const [row] = await db
    .select({
      quantity: sql<number>`coalesce(sum(${holds.quantity}), 0)::int`.mapWith(Number),
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
  return { quantity: row?.quantity ?? 0, expiresAt: row?.expiresAt ?? null };
}

/** The cart reads bound to one database, its statements prepared once. */
export function createCartReads(db: Database) {
  const statements = prepareCartReads(db);
  return {
    findCartByToken: (token: string) => findCartByToken(statements, token),
    findCartWithLine: (token: string, lineItemId: number) =>
      findCartWithLine(statements, token, lineItemId),
    findCartContents: (cartId: number, now: Date) => findCartContents(db, statements, cartId, now),
    findCartWithContents: (token: string, now: Date) =>
      findCartWithContents(db, statements, token, now),
    findTicketOfLine: (lineItemId: number, lineItemTicketId: number) =>
      findTicketOfLine(db, lineItemId, lineItemTicketId),
    findTicketsOfLine: (lineItemId: number) => findTicketsOfLine(db, lineItemId),
    findSessionOfTicket: (lineItemTicketId: number) => findSessionOfTicket(db, lineItemTicketId),
    findUnheldTickets: (cartId: number, now: Date, activityTimeId?: number) =>
      findUnheldTickets(db, cartId, now, activityTimeId),
    sumCartHolds: (cartId: number, activityTimeId: number, now: Date) =>
      sumCartHolds(db, cartId, activityTimeId, now),
  };
}
