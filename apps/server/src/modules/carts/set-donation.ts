/** PATCH /ticketing/cart's donation: an untaxed amount added to the cart. */
import type { Cart } from '@shop/core/cart';
import { dollarsToCents } from '@shop/core/money';
import type { CartDeps } from './cart-deps.ts';
import { setDonation as writeDonation } from './cart-writes.ts';
import { requireOpenCart, viewCart } from './find-cart.ts';
import { touchCart } from './touch-cart.ts';

/** Sets or, with 0, removes the cart's donation (untaxed). */
export async function setDonation(
  deps: CartDeps,
  request: { token: string; donationAmount: number },
): Promise<Cart> {
  const cart = await requireOpenCart(deps, request.token);
  const donationCents = dollarsToCents(request.donationAmount);
  const now = deps.clock();
  await deps.repository.transaction(async (tx) => {
    await writeDonation(tx, cart.id, donationCents);
    await touchCart(tx, cart.id, now);
  });
  return viewCart(deps, { ...cart, donationCents });
}
