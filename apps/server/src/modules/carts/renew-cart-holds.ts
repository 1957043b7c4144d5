/**
 * POST /ticketing/cart/holds: the visitor keeps their places, or learns which are gone
 * (decision 030).
 */
import type { Cart } from '@shop/core/cart';
import { notFound } from '../../http/app-error.ts';
import { holdUntil, type CartDeps } from './cart-deps.ts';
import { ticketsUnavailable } from './cart-errors.ts';
import type { CartRow } from './cart-writes.ts';
import { requireOpenCart, viewCart } from './find-cart.ts';
import { keepCartHolds } from './hold-places.ts';

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
  const unavailableTicketIds = await holdCartPlaces(deps, cart, { refuseFull: false });
  return { cart: await viewCart(deps, cart), unavailableTicketIds };
}

/**
 * Makes every ticket of the cart hold its places for at least `marginMs` (the margin above
 * unless given; a cart visit asks for none): renewed, or taken again through the guard, in one
 * round trip. With `refuseFull` a ticket whose places are gone refuses with 'Invalid Selection'
 * (what an order checks before any money moves). Answers the tickets left holding nothing.
 */
export async function holdCartPlaces(
  deps: CartDeps,
  cart: CartRow,
  options: { refuseFull: boolean; marginMs?: number },
): Promise<number[]> {
  const now = deps.clock();
  const unheld = await keepCartHolds(deps.repository.db, {
    cartId: cart.id,
    expiresAt: holdUntil(deps, now),
    heldUntil: new Date(now.getTime() + (options.marginMs ?? HOLD_MARGIN_MS)),
    now,
  });
  if (unheld.some((ticket) => ticket.outcome === 'missing')) throw notFound('Activity time');
  if (options.refuseFull && unheld.length > 0) throw ticketsUnavailable();
  return unheld.filter((ticket) => !ticket.isHeld).map((ticket) => ticket.lineItemTicketId);
}
