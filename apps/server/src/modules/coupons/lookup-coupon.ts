/** A code's details when it may be used for this activity and session (SPEC section 7). */
import type { Coupon } from '@shop/core/coupon-api';
import { couponTexts } from '@shop/core/coupon-texts';
import { assertCouponUsable, couponError, toCoupon } from './coupon-rules.ts';
import type { CouponsDeps } from './coupons-deps.ts';

export async function lookupCoupon(
  deps: Pick<CouponsDeps, 'repository' | 'clock'>,
  code: string,
  scope: {
    activityId?: number;
    activityTimeId?: number;
    productArea?: 'Ticketing' | 'Memberships';
  },
): Promise<Coupon> {
  const coupon = assertCouponUsable(await deps.repository.findCouponByCode(code), {
    now: deps.clock(),
    productArea: scope.productArea ?? 'Ticketing',
    otherLiveHolds: 0,
  });
  const outOfScope =
    (coupon.activityId !== null &&
      scope.activityId !== undefined &&
      coupon.activityId !== scope.activityId) ||
    (coupon.activityTimeId !== null &&
      scope.activityTimeId !== undefined &&
      coupon.activityTimeId !== scope.activityTimeId);
  if (outOfScope) throw couponError(couponTexts.couldNotApply);
  return toCoupon(coupon);
}
