/**
 * Applying a code to a cart (`PATCH /ticketing/cart`): checked against the cart as priced, then
 * added in one transaction that touches the cart, so its version moves as with every change.
 */
import type { Cart } from '@shop/core/cart';
import { touchCart } from '../carts/index.ts';
import type { CouponsDeps } from './coupons-deps.ts';
import { checkCouponAgainstCart, discountOptionsOf } from './validate-coupon.ts';

export async function applyCoupon(
  deps: CouponsDeps,
  cartToken: string,
  code: string,
): Promise<Cart> {
  const cartRow = await deps.carts.requireOpenCart(cartToken);
  const priced = await deps.priceCart(cartRow);
  const { coupon } = await checkCouponAgainstCart(deps, priced, code, discountOptionsOf(cartRow));
  await deps.repository.transaction(async (tx) => {
    await deps.repository.addCouponToCart(tx, cartRow.id, coupon.id);
    await touchCart(tx, cartRow.id, deps.clock());
  });
  return (await deps.priceCart(cartRow)).cart;
}
