/** A promo code's details when it may be used for this membership (SPEC section 7). */
import type { Coupon } from '@shop/core/coupon-api';
import { couponTexts } from '@shop/core/coupon-texts';
import { assertCouponUsable, couponError, toCoupon } from '../coupons/index.ts';
import type { CouponsRepository } from '../coupons/index.ts';

export async function lookupMembershipCoupon(
  deps: { couponsRepository: CouponsRepository; clock: () => Date },
  code: string,
  membershipId: number | undefined,
): Promise<Coupon> {
  const now = deps.clock();
  const row = await deps.couponsRepository.findCouponByCode(code);
  // Holds of ticket carts count against a limited code; no cart has id 0.
  const otherLiveHolds = row ? await deps.couponsRepository.countOtherLiveHolds(row.id, 0, now) : 0;
  const coupon = assertCouponUsable(row, { now, productArea: 'Memberships', otherLiveHolds });
  if (
    coupon.membershipId !== null &&
    membershipId !== undefined &&
    coupon.membershipId !== membershipId
  )
    throw couponError(couponTexts.couldNotApply);
  return toCoupon(coupon);
}
