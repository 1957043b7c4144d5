/** POST /ticketing/event_holds/{id}: the cart's places at one session, held again. */
import { holdUntil, type CartDeps } from './cart-deps.ts';
import { invalidFields } from './cart-errors.ts';
import { requireOpenCart } from './find-cart.ts';
import { renewCartHolds } from './hold-places.ts';
import { retakeLapsedHolds } from './retake-lapsed-holds.ts';

/**
 * Makes sure every ticket of the cart at this session holds its place (SPEC section 4), or
 * refuses when one no longer fits. Holds are not the cart's contents: the cart row is not
 * touched.
 */
export async function holdEvent(
  deps: CartDeps,
  request: { token: string; cartId: number; activityTimeId: number },
) {
  const { activityTimeId } = request;
  const cart = await requireOpenCart(deps, request.token);
  if (cart.id !== request.cartId) throw invalidFields({ cart_id: 'Does not match the cart' });
  const now = deps.clock();
  await deps.repository.transaction((tx) => renewCartHolds(tx, cart.id, now, holdUntil(deps, now)));
  await retakeLapsedHolds(deps, cart, now, { activityTimeId, refuseFull: true });
  const held = await deps.repository.sumCartHolds(cart.id, activityTimeId, now);
  return { cartId: cart.id, activityTimeId, quantity: held.quantity, expiresAt: held.expiresAt };
}
