/** GET /ticketing/cart: the visitor's cart, or a new one. */
import { randomBytes } from 'node:crypto';
import type { Cart } from '@shop/core/cart';
import type { CartDeps } from './cart-deps.ts';
import { insertCart } from './cart-writes.ts';
import { toCart } from './carts-mappers.ts';
import { findCart, viewCart } from './find-cart.ts';
import { keepPlaces } from './keep-cart-places.ts';

/** A cart token: 256 random bits, URL-safe. */
export function generateCartToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The cart for a token; an unknown or missing token gets a new, empty cart. A visit renews the
 * cart's holds and takes lapsed ones again; holds are not the cart's contents, so the cart row is
 * not touched.
 */
export async function getCart(deps: CartDeps, token: string | undefined): Promise<Cart> {
  const existing = token ? await findCart(deps, token) : undefined;
  // After an order the visitor's cart starts again empty (SPEC section 4).
  const found = existing?.orderedAt ? undefined : existing;
  if (!found) {
    // A new cart is empty: answered as inserted, without reading it back (a round trip less for
    // every visitor of an on-sale).
    const cart = await insertCart(deps.repository.db, generateCartToken());
    return toCart(cart, {
      version: null,
      lines: [],
      tickets: [],
      coupons: [],
      holdsExpireAt: null,
      readAt: deps.clock(),
    });
  }
  await keepPlaces(deps, found, { marginMs: 0 });
  return viewCart(deps, found);
}
