/**
 * The coupon step of a ticket order (decision 027): reserves a use of every limited coupon in
 * the cart for the payment about to be made; the order turns them into uses, a failed payment
 * releases them, and a crash leaves them for PAYMENT_COUPON_HOLD_MS at most.
 */
import { couponError, couponServerTexts } from './coupon-rules.ts';
import type { CouponsDeps } from './coupons-deps.ts';

/** How long a payment's coupon uses stay reserved if its server stops before releasing them. */
const PAYMENT_COUPON_HOLD_MS = 5 * 60_000;

/** Throws the visitor's message when a use is gone. */
export async function reserveCouponUses(
  deps: Pick<CouponsDeps, 'repository' | 'clock'>,
  cartId: number,
): Promise<void> {
  const now = deps.clock();
  const expiresAt = new Date(now.getTime() + PAYMENT_COUPON_HOLD_MS);
  for (const coupon of await deps.repository.findCouponsOfCart(cartId)) {
    const held = await deps.repository.transaction((tx) =>
      deps.repository.holdCouponUse(tx, coupon.id, cartId, now, expiresAt),
    );
    if (!held) throw couponError(`${coupon.code}: ${couponServerTexts.usedUp}`);
  }
}

/** The undo of `reserveCouponUses`: the cart's reserved uses go. */
export function releaseCouponUses(
  deps: Pick<CouponsDeps, 'repository'>,
  cartId: number,
): Promise<void> {
  return deps.repository.releaseCouponHolds(cartId);
}
