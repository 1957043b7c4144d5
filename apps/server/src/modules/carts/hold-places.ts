/**
 * The capacity guarantee (DESIGN section 4). A hold takes its places with one conditional update
 * of the session's row (the database function `take_places`, migration 0009): the update waits
 * for the row lock of any other writer of the session and re-checks its condition on the row as
 * that writer left it, whatever the number of connections or server processes. Orders lock the
 * session row first and check in a new statement. No network call happens while the lock is
 * held, and callers take it as late in their transaction as they can: every round trip between
 * the lock and COMMIT is time other visitors of the session wait. */
import { sql } from 'drizzle-orm';
import { cartTexts } from '@shop/core/cart';
import { membershipTexts } from '@shop/core/membership-pricing';
import { queryRows, type Database } from '../../db/database.ts';
import { holds, lineItemTickets } from '../../db/schema.ts';
import { AppError, notFound } from '../../http/app-error.ts';

/** A transaction or the database itself: anything that can run SQL. */
export type Executor = Pick<Database, 'execute'>;

export function ticketsUnavailable(): AppError {
  return new AppError('conflict', cartTexts.ticketsUnavailable, {
    title: cartTexts.invalidSelectionTitle,
  });
}

/** A change to a cart whose order has been placed. */
export function cartAlreadyOrdered(): AppError {
  return new AppError(
    'conflict',
    'This cart has already been ordered. Start a new cart to buy more tickets.',
  );
}

/** SPEC section 8, 'Add-on excess': one text for the passes of tickets and of memberships. */
export function addOnExcess(): AppError {
  return new AppError('conflict', membershipTexts.addOnExcess, {
    title: cartTexts.invalidSelectionTitle,
  });
}

/** Takes the session's row lock until the transaction ends. */
export async function lockSession(tx: Executor, activityTimeId: number): Promise<void> {
  const rows = await queryRows(
    tx,
    sql`select id from activity_times where id = ${activityTimeId} for update`,
  );
  if (rows.length === 0) throw notFound('Activity time');
}

/**
 * Holds `quantity` places of a session for a cart ticket, replacing any hold it had, or throws
 * 'Invalid Selection' when the session has fewer places left. Call inside a transaction, as its
 * last statement where possible: the database function `hold_places` (migration 0009) takes the
 * places and inserts the hold in one round trip, and the session's row lock is held until COMMIT.
 */
export async function holdPlaces(
  tx: Executor,
  hold: {
    activityTimeId: number;
    cartId: number;
    lineItemTicketId: number;
    quantity: number;
    expiresAt: Date;
    now: Date;
  },
): Promise<void> {
  const [result] = await queryRows<{ outcome: 'held' | 'full' | 'missing' }>(
    tx,
    sql`select hold_places(${hold.activityTimeId}, ${hold.cartId}, ${hold.lineItemTicketId},
      ${hold.quantity}, ${hold.expiresAt.toISOString()}::timestamptz,
      ${hold.now.toISOString()}::timestamptz) as outcome`,
  );
  if (result?.outcome === 'missing') throw notFound('Activity time');
  if (result?.outcome !== 'held') throw ticketsUnavailable();
}

/** The SQLSTATE a database error carries, through Drizzle's wrapping of the driver's error. */
function databaseErrorCode(error: unknown): string | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

const FOREIGN_KEY_VIOLATION = '23503';

/** What adding a ticket answers, for the cart answer to be built without reading it again. */
export interface AddedCartTicket {
  id: number;
  createdAt: Date;
  /** The cart's earliest live hold expiry after the change. */
  holdsExpireAt: Date | null;
  /** Whether the cart's row was still at the version the caller read (nothing else changed it). */
  cartUnchanged: boolean;
  couponCount: number;
  /** The cart row's version (xmin) after the change, for the next add to check. */
  version: string;
}

/**
 * A strict add met a cart that is no longer as the caller last saw it (changed, ordered, or its
 * line gone): nothing was written, and the caller reads the cart and tries again.
 */
export class StaleCartView extends Error {
  constructor() {
    super('The cart changed since it was last read');
    this.name = 'StaleCartView';
  }
}

/** A ticket to add to a cart line, with its places to hold. */
export interface CartTicketToAdd {
  cartId: number;
  lineItemId: number;
  activityTimeId: number;
  ticketId: number;
  quantity: number;
  priceCents: number;
  taxRateBps: number;
  attendee: unknown;
  attendeeUdfs: unknown[];
  checkAddOns: boolean;
  expiresAt: Date;
  now: Date;
  /** The cart row's version (xmin) as the caller read it. */
  seenVersion: string;
  /**
   * Refuse, writing nothing, when the cart row is no longer at `seenVersion` (StaleCartView),
   * rather than add anyway and report `cartUnchanged: false`.
   */
  strict: boolean;
}

/**
 * Adds a ticket to a cart line and holds its places, in one statement of its own (the database
 * function `add_cart_ticket`, migrations 0008 to 0010): one round trip and one transaction,
 * with the session's row lock held only while that statement runs. Renews the cart's other
 * holds and touches the cart as every cart change does. Throws 'Invalid Selection' when the
 * session has fewer places left, 'Add-on excess' when asked to check add-ons and the line would
 * have more add-ons than passes, and the cart-ordered conflict when the cart's order was placed
 * meanwhile; whichever, nothing is written. A strict add throws StaleCartView instead when the
 * cart is not at the version the caller saw, or its line is gone. The statement is prepared once
 * per database, so its text is neither built nor parsed again for each ticket.
 */
export function prepareAddCartTicket(db: Database) {
  const p = (name: keyof CartTicketToAdd | 'attendeeJson' | 'attendeeUdfsJson') =>
    sql.placeholder(name);
  const statement = db
    .select({
      id: sql<number>`"id"`,
      createdAt: sql<Date>`"created_at"`.mapWith(lineItemTickets.createdAt),
      holdsExpireAt: sql<Date | null>`"holds_expire_at"`.mapWith(holds.expiresAt),
      cartUnchanged: sql<boolean>`"cart_unchanged"`,
      couponCount: sql<number>`"coupon_count"`.mapWith(Number),
      version: sql<string>`"version"`,
    })
    .from(
      sql`add_cart_ticket(${p('cartId')}, ${p('lineItemId')}, ${p('activityTimeId')},
        ${p('ticketId')}, ${p('quantity')}, ${p('priceCents')}, ${p('taxRateBps')},
        ${p('attendeeJson')}::jsonb, ${p('attendeeUdfsJson')}::jsonb, ${p('checkAddOns')},
        ${p('expiresAt')}::timestamptz, ${p('now')}::timestamptz, ${p('seenVersion')},
        ${p('strict')})`,
    )
    .prepare('carts_add_cart_ticket');

  return async function addCartTicket(ticket: CartTicketToAdd): Promise<AddedCartTicket> {
    try {
      const [row] = await statement.execute({
        ...ticket,
        attendeeJson: ticket.attendee === null ? null : JSON.stringify(ticket.attendee),
        attendeeUdfsJson: JSON.stringify(ticket.attendeeUdfs),
        expiresAt: ticket.expiresAt.toISOString(),
        now: ticket.now.toISOString(),
      });
      return row!;
    } catch (error) {
      const code = databaseErrorCode(error);
      // A line deleted since the caller's view fails the new ticket's foreign key.
      if (ticket.strict && (code === 'SHSTA' || code === FOREIGN_KEY_VIOLATION))
        throw new StaleCartView();
      switch (code) {
        case 'SHFUL':
          throw ticketsUnavailable();
        case 'SHMIS':
          throw notFound('Activity time');
        case 'SHADD':
          throw addOnExcess();
        case 'SHORD':
          throw cartAlreadyOrdered();
        default:
          throw error;
      }
    }
  };
}

/** Drops the hold of one cart ticket (its places are covered otherwise). */
export async function releaseTicketHold(tx: Executor, lineItemTicketId: number): Promise<void> {
  await queryRows(
    tx,
    sql`delete from holds where line_item_ticket_id = ${lineItemTicketId} returning id`,
  );
}

/**
 * Renews a cart's live holds (database function `renew_cart_holds`, migration 0009: a hold that
 * would gain less than a minute is left as it is); expired ones must be taken again with
 * holdPlaces.
 */
export async function extendCartHolds(
  tx: Executor,
  cartId: number,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await tx.execute(sql`select renew_cart_holds(${cartId}, ${expiresAt.toISOString()}::timestamptz,
    ${now.toISOString()}::timestamptz)`);
}

/** Deletes holds that expired more than `graceMs` ago; they stopped counting when they expired. */
export async function sweepExpiredHolds(
  db: Executor,
  now: Date,
  graceMs = 60_000,
): Promise<number> {
  const rows = await queryRows(
    db,
    sql`
    delete from holds where expires_at < ${new Date(now.getTime() - graceMs).toISOString()}::timestamptz
    returning id`,
  );
  return rows.length;
}
