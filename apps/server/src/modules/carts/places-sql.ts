/**
 * The capacity guarantee of a sale, as SQL fragments every statement that sells places is made
 * of (ticket orders, order edits, a pass holder let in): a session's vacancy for a cart, and the
 * conditional update that sells places. Written once here, so the rule cannot drift between its
 * users. The words are those of ARCHITECTURE.md, "Places: the words we use".
 */
import { sql, type SQL } from 'drizzle-orm';
import { liveHeldPlaces } from '../../db/live-held-places.ts';
import { sessionCancelledSql } from '../../db/session-cancelled.ts';

/**
 * The places a cart ticket takes in its session (decision 074): its quantity, and none for an
 * add-on, which is sold beside the session's places, not from them. `addOn` is the ticket type's
 * flag. The rule is the database function `ticket_places` (`db/functions/ticket-places.sql`),
 * one expression that PostgreSQL inlines where it is called (decision 097). Every count of places
 * (vacancy, sold, held, the back office's sessions, reports) follows from it.
 */
export function ticketPlacesSql(addOn: SQL, quantity: SQL): SQL<number> {
  return sql<number>`ticket_places(${addOn}, ${quantity})`;
}

/** The same rule for a ticket as read: its quantity, none for an add-on. */
export function placesOfTicket(ticket: { addOn: boolean; quantity: number }): number {
  return ticket.addOn ? 0 : ticket.quantity;
}

/** Places a cart needs in one session. */
export interface PlacesNeeded {
  activityTimeId: number;
  quantity: number;
}

/**
 * The vacancy of the session row `t` for cart `cartId` at `at`: its places neither sold nor held
 * by another cart's live hold, what an order of the cart may still take there (its own holds
 * count as its own); with no cart (a pass holder let in at the gate), every live hold is
 * another's. A cancelled session has none, even for a cart that held places before it was
 * cancelled (decision 073).
 */
export function vacancyFor(cartId: number | null, at: SQL): SQL<number> {
  const held = liveHeldPlaces(
    { id: sql`t.id`, held: sql`t.held` },
    at,
    cartId === null ? {} : { exceptCartId: cartId },
  );
  return sql<number>`(case when ${sessionCancelledSql(sql`t.id`)} then 0
    else t.capacity - t.sold - ${held} end)`;
}

/** The places needed, as the rows of a VALUES list: (activity_time_id, quantity). */
export function placesValues(places: PlacesNeeded[]): SQL {
  return sql.join(
    places.map((need) => sql`(${need.activityTimeId}::int, ${need.quantity}::int)`),
    sql`, `,
  );
}

/** How many of the needs' sessions have the vacancy the cart needs there (a subquery). */
export function countSessionsWithVacancy(
  cartId: number,
  places: PlacesNeeded[],
  at: SQL,
): SQL<number> {
  return sql<number>`(select count(*)::int from activity_times t
    join (values ${placesValues(places)}) as n(id, quantity) on n.id = t.id
    where ${vacancyFor(cartId, at)} >= n.quantity)`;
}

/**
 * Sells the places of each session only where they still fit beside other carts' live holds,
 * returning the id of each session sold; run under the sessions' row locks (`lockSession`), in
 * a statement that began after they were granted, so it sees every hold committed before.
 */
export function sellPlacesSql(cartId: number | null, places: PlacesNeeded[], at: SQL): SQL {
  return sql`update activity_times t set sold = t.sold + n.quantity
    from (values ${placesValues(places)}) as n(id, quantity)
    where t.id = n.id and ${vacancyFor(cartId, at)} >= n.quantity
    returning t.id`;
}

/**
 * How many of a cart's add-ons with a stock per session (decision 079) would pass their stock at
 * their session if sold now (a subquery): the cart's units of the add-on there, plus the units
 * the stock gave others (`add_on_stock_used` counts the cart's own live holds too, so they are
 * taken off). Run under the sessions' row locks, like `sellPlacesSql`: a hold that lapsed during
 * the payment and whose units another cart took meanwhile is seen here.
 */
export function countAddOnsShortSql(cartId: number, at: SQL): SQL<number> {
  return sql<number>`(select count(*)::int from (
      select li.activity_time_id as session_id, lit.ticket_id, t.stock_per_session as stock,
        sum(lit.quantity - lit.covered_quantity)::int as wanted,
        coalesce(sum(lit.quantity - lit.covered_quantity) filter (where exists (
          select 1 from holds h where h.line_item_ticket_id = lit.id and h.expires_at > ${at}
        )), 0)::int as held
      from line_items li
      join line_item_tickets lit on lit.line_item_id = li.id
      join tickets t on t.id = lit.ticket_id
      where li.cart_id = ${cartId} and t.stock_per_session is not null
      group by 1, 2, 3
    ) c
    where c.wanted - c.held + add_on_stock_used(c.session_id, c.ticket_id, null, ${at}) > c.stock)`;
}

/** Releases every hold of a cart (its order or edit now owns the places, or gave them up). */
export function releaseCartHoldsSql(cartId: number): SQL {
  return sql`delete from holds where cart_id = ${cartId} returning id`;
}
