/**
 * POST /ticketing/cart/holds: the visitor keeps their places, or learns which are gone
 * (decision 030).
 */
import type { Cart } from '@shop/core/cart';
import { holdUntil, type CartDeps } from './cart-deps.ts';
import type { CartRow } from './cart-writes.ts';
import { requireOpenCart, viewCart } from './find-cart.ts';
import { extendCartHolds } from './hold-places.ts';
import { retakeLapsedHolds } from './retake-lapsed-holds.ts';

/**
 * A hold must last this long past a renewal or the check before a charge, or it is taken again:
 * a card payment waits up to 30 s for the gateway, and a renewal leaves a hold with under 30 s
 * left as it is.
 */
const HOLD_MARGIN_MS = 60_000;

/**
 * Renews every hold of the cart and takes places again for tickets whose hold lapsed or is about
 * to, where the places are still free; answers the cart and the tickets whose places are gone.
 * Holds are not the cart's contents: the cart row is not touched.
 */
export async function renewCartHolds(
  deps: CartDeps,
  request: { token: string },
): Promise<{ cart: Cart; unavailableTicketIds: number[] }> {
  const cart = await requireOpenCart(deps, request.token);
  const now = await holdCartPlaces(deps, cart, { refuseFull: false });
  const unheld = await deps.repository.findUnheldTickets(cart.id, now);
  return {
    cart: await viewCart(deps, cart),
    unavailableTicketIds: unheld.map((ticket) => ticket.lineItemTicketId),
  };
}

/**
 * Makes every ticket of the cart hold its places for at least `marginMs` (the margin above
 * unless given; a cart visit asks for none): renewed, or taken again through the guard. With
 * `refuseFull` a ticket whose places are gone refuses with 'Invalid Selection' (what an order
 * checks before any money moves). Answers the instant used.
 */
export async function holdCartPlaces(
  deps: CartDeps,
  cart: CartRow,
  options: { refuseFull: boolean; marginMs?: number },
): Promise<Date> {
  const now = deps.clock();
  await deps.repository.transaction((tx) =>
    extendCartHolds(tx, cart.id, now, holdUntil(deps, now)),
  );
  await retakeLapsedHolds(deps, cart, now, {
    refuseFull: options.refuseFull,
    heldUntil: new Date(now.getTime() + (options.marginMs ?? HOLD_MARGIN_MS)),
  });
  return now;
}
