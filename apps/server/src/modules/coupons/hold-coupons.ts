/**
 * The coupon hold the browser posts before the order (SPEC section 4): checks that a use of every
 * limited coupon in the cart is still free. It reserves nothing, so carts that are never paid for
 * cannot lock a code: the order's submission reserves the uses while its payment is made
 * (`reserve-coupon-uses.ts`, decision 020).
 */
import type { Cart } from '@shop/core/cart';
import type { CouponsDeps } from './coupons-deps.ts';
import { findUsableCoupon } from './validate-coupon.ts';

export async function holdCoupons(
  deps: CouponsDeps,
  cartToken: string,
): Promise<{ coupons: string[]; cart: Cart }> {
  const cartRow = await deps.carts.requireOpenCart(cartToken);
  const coupons = await deps.repository.findCouponsOfCart(cartRow.id);
  for (const coupon of coupons) await findUsableCoupon(deps, coupon.code, cartRow.id);
  return {
    coupons: coupons.map((coupon) => coupon.code),
    cart: (await deps.priceCart(cartRow)).cart,
  };
}
