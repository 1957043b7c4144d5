/** What other modules may use of coupons: the rules, the errors and the repository type. */
export { assertCouponUsable, couponError, toCoupon, toCouponRule } from './coupon-rules.ts';
export type { CouponRow, CouponsRepository } from './coupons-repository.ts';
