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
import { holdCartPlaces, holdCartPlacesForSale, type CartHoldTimes } from './hold-places.ts';
import type { PlacesNeeded } from './places-sql.ts';

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
export async function keepCartPlaces(
  deps: CartDeps,
  request: { token: string },
): Promise<{ cart: Cart; unavailableTicketIds: number[] }> {
  const cart = await requireOpenCart(deps, request.token);
  const unavailableTicketIds = await keepPlaces(deps, cart);
  return { cart: await viewCart(deps, cart), unavailableTicketIds };
}

/** How long the cart's holds are renewed for, and how long each must last or be taken again. */
function holdTimes(deps: CartDeps, cart: CartRow, marginMs: number): CartHoldTimes {
  const now = deps.clock();
  return {
    cartId: cart.id,
    expiresAt: holdUntil(deps, now),
    heldUntil: new Date(now.getTime() + marginMs),
    now,
  };
}

function refuseMissingSession(unheld: { outcome: 'full' | 'missing' }[]): void {
  if (unheld.some((ticket) => ticket.outcome === 'missing')) throw notFound('Activity time');
}

/**
 * Makes every ticket of the cart hold its places for at least `marginMs` (the margin above
 * unless given; a cart visit asks for none): renewed, or taken again through the guard, in one
 * round trip. Answers the tickets left holding nothing.
 */
export async function keepPlaces(
  deps: CartDeps,
  cart: CartRow,
  options: { marginMs?: number } = {},
): Promise<number[]> {
  const unheld = await holdCartPlaces(
    deps.repository.db,
    holdTimes(deps, cart, options.marginMs ?? HOLD_MARGIN_MS),
  );
  refuseMissingSession(unheld);
  return unheld.filter((ticket) => !ticket.isHeld).map((ticket) => ticket.lineItemTicketId);
}

/**
 * Before a charge, in one round trip: every ticket of the cart holds its places past the
 * payment, and every session of `places` (what the cart needs, never none) still has them, or
 * the sale is refused with 'Invalid Selection' before any money moves.
 */
export async function keepPlacesForSale(
  deps: CartDeps,
  cart: CartRow,
  places: PlacesNeeded[],
): Promise<void> {
  const { unheld, sessionsWithVacancy } = await holdCartPlacesForSale(
    deps.repository.db,
    holdTimes(deps, cart, HOLD_MARGIN_MS),
    places,
  );
  refuseMissingSession(unheld);
  if (unheld.length > 0 || sessionsWithVacancy !== places.length) throw ticketsUnavailable();
}
