/**
 * The capacity guarantee (DESIGN section 4). A hold takes its places with one conditional update
 * of the session's row (the database function `take_places`, `db/functions/take-places.sql`):
 * the update waits for the row lock of any other writer of the session and re-checks its
 * condition on the row as that writer left it, whatever the number of connections or server
 * processes. Orders lock the session row first and check in a new statement. No network call
 * happens while the lock is held, and callers take it as late in their transaction as they can:
 * every round trip between the lock and COMMIT is time other visitors of the session wait.
 */
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '../../db/database.ts';
import { notFound } from '../../http/app-error.ts';
import { ticketsUnavailable } from './cart-errors.ts';
import { countSessionsWithVacancy, type PlacesNeeded } from './places-sql.ts';
import type { Executor } from '../../db/transaction.ts';

export type { Executor };

/** Takes the session's row lock until the transaction ends. */
export async function lockSession(tx: Executor, activityTimeId: number): Promise<void> {
  const rows = await queryRows(
    tx,
    sql`select id from activity_times where id = ${activityTimeId} for update`,
  );
  if (rows.length === 0) throw notFound('Activity time');
}

const outcomeRows = z.array(z.object({ outcome: z.enum(['held', 'full', 'missing']) }));

/**
 * Holds `quantity` places of a session for a cart ticket, replacing any hold it had, or throws
 * 'Invalid Selection' when the session has fewer places left. Call inside a transaction, as its
 * last statement where possible: the database function `hold_places` takes the places and
 * inserts the hold in one round trip, and the session's row lock is held until COMMIT.
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
  const rows = await queryRows(
    tx,
    sql`select hold_places(${hold.activityTimeId}, ${hold.cartId}, ${hold.lineItemTicketId},
      ${hold.quantity}, ${hold.expiresAt.toISOString()}::timestamptz,
      ${hold.now.toISOString()}::timestamptz) as outcome`,
  );
  const [result] = outcomeRows.parse(rows);
  if (result?.outcome === 'missing') throw notFound('Activity time');
  if (result?.outcome !== 'held') throw ticketsUnavailable();
}

/** Releases the hold of one cart ticket (its places are covered otherwise). */
export async function releaseTicketHold(tx: Executor, lineItemTicketId: number): Promise<void> {
  await queryRows(
    tx,
    sql`delete from holds where line_item_ticket_id = ${lineItemTicketId} returning id`,
  );
}

/**
 * Renews a cart's live holds (database function `renew_cart_holds`: a hold that would gain less
 * than a minute is left as it is, one with under 30 s left lapses); lapsed ones must be taken
 * again with holdPlaces.
 */
export async function renewCartHolds(
  tx: Executor,
  cartId: number,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await tx.execute(sql`select renew_cart_holds(${cartId}, ${expiresAt.toISOString()}::timestamptz,
    ${now.toISOString()}::timestamptz)`);
}

const unheldRow = z.object({
  line_item_ticket_id: z.number(),
  outcome: z.enum(['full', 'missing']),
  is_held: z.boolean(),
});

export interface CartHoldTimes {
  cartId: number;
  expiresAt: Date;
  heldUntil: Date;
  now: Date;
}

function holdCartPlacesSql(hold: CartHoldTimes): SQL {
  return sql`hold_cart_places(${hold.cartId}, ${hold.expiresAt.toISOString()}::timestamptz,
    ${hold.heldUntil.toISOString()}::timestamptz, ${hold.now.toISOString()}::timestamptz)`;
}

function toUnheldTicket(row: z.infer<typeof unheldRow>) {
  return { lineItemTicketId: row.line_item_ticket_id, outcome: row.outcome, isHeld: row.is_held };
}

/**
 * Holds a cart's places (database function `hold_cart_places`, decision 053): renews its holds
 * and takes places again for each ticket with no hold lasting until `heldUntil`, in one round
 * trip. Answers the tickets that no longer fit, each still holding what it had: `isHeld` when
 * that is a hold live now.
 */
export async function holdCartPlaces(db: Executor, hold: CartHoldTimes) {
  const rows = await queryRows(
    db,
    sql`select line_item_ticket_id, outcome, is_held from ${holdCartPlacesSql(hold)}`,
  );
  return z.array(unheldRow).parse(rows).map(toUnheldTicket);
}

const keptForSaleRow = z.object({
  unheld: z.array(unheldRow),
  sessions_with_vacancy: z.number(),
});

/**
 * holdCartPlaces, and in the same statement how many of the sessions of `places` still have the
 * vacancy the cart needs (other carts' live holds taken off): what a sale checks before any money
 * moves (an operator may have cut a session's capacity under held places). The count reads the
 * sessions as they were when the statement began, before its own holds; the cart's holds count
 * as its own either way. `places` is never empty: the cart of a sale has tickets.
 */
export async function holdCartPlacesForSale(
  db: Executor,
  hold: CartHoldTimes,
  places: PlacesNeeded[],
) {
  const rows = await queryRows(
    db,
    sql`select
      coalesce((select json_agg(h) from ${holdCartPlacesSql(hold)} h), '[]'::json) as unheld,
      ${countSessionsWithVacancy(hold.cartId, places, sql`${hold.now.toISOString()}::timestamptz`)}
        as sessions_with_vacancy`,
  );
  const [row] = z.array(keptForSaleRow).length(1).parse(rows);
  return {
    unheld: row!.unheld.map(toUnheldTicket),
    sessionsWithVacancy: row!.sessions_with_vacancy,
  };
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
