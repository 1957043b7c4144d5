/**
 * POST /ticketing/line_items/{id}/line_item_tickets: tickets added to a line, their places held.
 * One plain path: read the cart with the line (one round trip), check, add (one statement),
 * answer.
 */
import type { AddLineItemTicketBody, Cart } from '@shop/core/cart';
import { shopDateAt } from '@shop/core/shop-time';
import { countPlacesHeld } from '../../observability/shop-events.ts';
import type { OfferedTicket } from '../catalogue/index.ts';
import type { AddedCartTicket } from './add-cart-ticket.ts';
import { compareContentsTickets, type CartSnapshot } from './cart-contents.ts';
import { holdUntil, type CartDeps } from './cart-deps.ts';
import {
  assertBookable,
  assertWithinMax,
  checkAttendeeFor,
  countsTowardMax,
  mayExceedPasses,
  requireOffered,
  ticketsOfLine,
} from './cart-rules.ts';
import { toCart } from './carts-mappers.ts';
import { requireCartLine, viewCart } from './find-cart.ts';
import { placesOfTicket } from './places-sql.ts';

/**
 * Adds a ticket to a line and holds its places (SPEC section 4). The database function adds the
 * ticket, takes the places, checks add-ons against passes when the ticket is an add-on, renews
 * the cart's holds and touches the cart, or refuses and writes nothing.
 */
export async function addTicket(
  deps: CartDeps,
  request: { token: string; lineItemId: number; body: AddLineItemTicketBody },
): Promise<{ lineItemTicketId: number; cart: Cart }> {
  const { body } = request;
  const readAt = deps.clock();
  const { cart, line, session, snapshot } = await requireCartLine(
    deps,
    request.token,
    request.lineItemId,
  );

  const offer = await deps.readOffer(line.activityId, line.activityTimeId, {
    session,
    now: readAt,
  });
  const offered = requireOffered(offer, body.ticketId);
  const details = checkAttendeeFor(offer, offered, body, shopDateAt(deps.clock()));
  assertBookable(offer, { takesPlaces: !offered.row.addOn });
  if (countsTowardMax(offered.row))
    assertWithinMax(ticketsOfLine(snapshot.tickets, line.id), offer, body.quantity);

  const now = deps.clock();
  const added = await deps.addCartTicket({
    cartId: cart.id,
    lineItemId: line.id,
    activityTimeId: line.activityTimeId,
    ticketId: offered.row.id,
    quantity: body.quantity,
    priceCents: offered.priceCents,
    taxRateBps: offered.row.taxRateBps,
    ...details,
    checkAddOns: mayExceedPasses(offered.row, body.quantity),
    expiresAt: holdUntil(deps, now),
    now,
    seenVersion: snapshot.version,
  });
  countPlacesHeld(placesOfTicket({ addOn: offered.row.addOn, quantity: body.quantity }));

  // Changed in between (by another request), or with coupons to weigh: the cart as it is now.
  if (!added.cartUnchanged || added.couponCount > 0 || snapshot.couponCount > 0)
    return { lineItemTicketId: added.id, cart: await viewCart(deps, cart) };
  const withTicket = withAddedTicket(snapshot, added, {
    lineItemId: line.id,
    quantity: body.quantity,
    offered,
    details,
  });
  return {
    lineItemTicketId: added.id,
    cart: toCart(cart, {
      ...withTicket,
      coupons: [],
      holdsExpireAt: added.holdsExpireAt,
      readAt: now,
    }),
  };
}

/** The cart's contents as read, with the ticket just added, in the order the cart shows them. */
function withAddedTicket(
  snapshot: CartSnapshot,
  added: AddedCartTicket,
  ticket: {
    lineItemId: number;
    quantity: number;
    offered: OfferedTicket;
    details: ReturnType<typeof checkAttendeeFor>;
  },
): CartSnapshot {
  const { row, priceCents } = ticket.offered;
  const newTicket = {
    lineTicket: {
      id: added.id,
      lineItemId: ticket.lineItemId,
      ticketId: row.id,
      quantity: ticket.quantity,
      priceCents,
      taxRateBps: row.taxRateBps,
      ...ticket.details,
      originalLineItemTicketId: null,
      coveredQuantity: 0,
      createdAt: added.createdAt,
      passPlace: null,
    },
    ticket: {
      displayName: row.displayName,
      description: row.description,
      costRateId: row.costRateId,
      general: row.general,
      addOn: row.addOn,
      position: row.position,
    },
  };
  const tickets = [...snapshot.tickets, newTicket].sort(compareContentsTickets);
  return { ...snapshot, tickets };
}
