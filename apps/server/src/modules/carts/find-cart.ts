/** Finding the cart a request names, and the cart answer every use case ends with. */
import type { Cart } from '@shop/core/cart';
import { notFound } from '../../http/app-error.ts';
import type { CartDeps } from './cart-deps.ts';
import { cartAlreadyOrdered } from './cart-errors.ts';
import type { CartRow } from './cart-writes.ts';
import { toCart, toPricedCart, type PricedCart } from './carts-mappers.ts';

/**
 * The cart for a token. A discarded order edit's working copy is no cart any more: leaving edit
 * mode ends it (DESIGN section 4), so its token reads as unknown.
 */
export async function findCart(deps: CartDeps, token: string): Promise<CartRow | undefined> {
  const found = await deps.repository.findCartByToken(token);
  if (!found || found.discarded) return undefined;
  const { discarded: _discarded, ...cart } = found;
  return cart;
}

/**
 * The cart for a token, priced, in one round trip while it has no coupon: an order's submission
 * starts with it. A discarded edit's working copy reads as unknown, as in `findCart`.
 */
export async function findPricedCart(
  deps: Pick<CartDeps, 'repository' | 'clock'>,
  token: string,
): Promise<{ cart: CartRow; priced: PricedCart } | undefined> {
  const found = await deps.repository.findCartWithContents(token, deps.clock());
  if (!found || found.cart.discarded) return undefined;
  const { discarded: _discarded, ...cart } = found.cart;
  return { cart, priced: toPricedCart(cart, found.contents) };
}

/** An ordered cart is frozen. */
function assertOpen(cart: CartRow): CartRow {
  if (cart.orderedAt) throw cartAlreadyOrdered();
  return cart;
}

/** The cart for a token, still open for changes. */
export async function requireOpenCart(deps: CartDeps, token: string): Promise<CartRow> {
  const cart = await findCart(deps, token);
  if (!cart) throw notFound('Cart');
  return assertOpen(cart);
}

/**
 * The open cart for a token and its line, with the line's session (its held counter, for
 * readOffer) and the cart's contents at the version read, in one round trip.
 */
export async function requireCartLine(deps: CartDeps, token: string, lineItemId: number) {
  const found = await deps.repository.findCartWithLine(token, lineItemId);
  if (!found || found.cart.discarded) throw notFound('Cart');
  const { discarded: _discarded, ...cart } = found.cart;
  assertOpen(cart);
  if (!found.line) throw notFound('Line item');
  return { cart, line: found.line, session: found.session, snapshot: found.snapshot };
}

/** A cart and one of its lines as read before a change. */
export type CartLine = Awaited<ReturnType<typeof requireCartLine>>;

/** The cart as the API shows it, read fresh. */
export async function viewCart(deps: Pick<CartDeps, 'repository' | 'clock'>, cart: CartRow) {
  const contents = await deps.repository.findCartContents(cart.id, deps.clock());
  return toCart(cart, contents) satisfies Cart;
}
