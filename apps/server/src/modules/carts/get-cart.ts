/** GET /ticketing/cart: the visitor's cart, or a new one. */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Cart } from '@shop/core/cart';
import { queryRows } from '../../db/database.ts';
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
  // After an order the visitor's cart starts again empty (SPEC section 4). For a while the new
  // cart names the order placed with the one asked for (decision 107): a visitor who reloads the
  // checkout after its answer was lost is shown their order rather than an empty cart to buy
  // again from.
  const found = existing?.orderedAt ? undefined : existing;
  if (!found) {
    // A new cart is empty: answered as inserted, without reading it back (a round trip less for
    // every visitor of an on-sale).
    const cart = await insertCart(deps.repository.db, generateCartToken());
    const placedOrderToken =
      existing && isJustOrdered(existing, deps.clock())
        ? await findOrderTokenOf(deps, existing.id)
        : undefined;
    return {
      ...toCart(cart, {
        version: null,
        lines: [],
        tickets: [],
        coupons: [],
        holdsExpireAt: null,
        readAt: deps.clock(),
      }),
      ...(placedOrderToken ? { placedOrderToken } : {}),
    };
  }
  await keepPlaces(deps, found, { marginMs: 0 });
  return viewCart(deps, found);
}

/**
 * How long an ordered cart's token leads to its order: long enough for a reload after a lost
 * answer, not for ever, as the token may have left the browser (a waiting list's offer e-mails
 * its cart's link).
 */
const PLACED_ORDER_SHOWN_MS = 30 * 60_000;

function isJustOrdered(cart: { orderedAt: Date | null }, now: Date) {
  return Boolean(
    cart.orderedAt && now.getTime() - cart.orderedAt.getTime() < PLACED_ORDER_SHOWN_MS,
  );
}

/**
 * The token of the order whose cart this is: the cart it was placed with, or after a committed
 * change the change's working copy (the order then moves to it).
 */
async function findOrderTokenOf(deps: CartDeps, cartId: number): Promise<string | undefined> {
  const [order] = await queryRows<{ token: string }>(
    deps.repository.db,
    sql`select token from orders where cart_id = ${cartId}`,
  );
  return order?.token;
}
