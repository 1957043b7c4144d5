/**
 * Starting over at the window (decision 059): the unsold walk-up cart's lines are deleted
 * through the shop's own delete-line use case, which releases their holds, so the places are on
 * sale again at once instead of when the hold lapses. A sold cart is frozen (409), as online.
 */
import type { Cart } from '@shop/core/cart';
import type { WalkUpDeps } from './walk-up-deps.ts';

export async function releaseWalkUpCart(
  deps: Pick<WalkUpDeps, 'carts'>,
  cartToken: string,
): Promise<Cart> {
  let cart = await deps.carts.view(await deps.carts.requireOpenCart(cartToken));
  for (const line of cart.lineItems) {
    cart = (await deps.carts.deleteLineItem(cartToken, line.id)).cart;
  }
  return cart;
}
