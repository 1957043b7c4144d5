/**
 * Removing a coupon (by its id) from a cart, with any use it reserved, in one transaction that
 * touches the cart, so its version moves as with every change.
 */
import type { Cart } from '@shop/core/cart';
import { notFound } from '../../http/app-error.ts';
import { touchCart } from '../carts/index.ts';
import type { CouponsDeps } from './coupons-deps.ts';

export async function removeCoupon(
  deps: CouponsDeps,
  cartToken: string,
  couponId: number,
): Promise<Cart> {
  const cartRow = await deps.carts.requireOpenCart(cartToken);
  const removed = await deps.repository.transaction(async (tx) => {
    if (!(await deps.repository.removeCouponFromCart(tx, cartRow.id, couponId))) return false;
    await touchCart(tx, cartRow.id, deps.clock());
    return true;
  });
  if (!removed) throw notFound('Coupon');
  return (await deps.priceCart(cartRow)).cart;
}
