/**
 * What other modules may use of coupons: the rules, the errors, the repository type, and the
 * usage-limit guarantee as SQL every statement that takes a coupon use is made of.
 */
export { assertCouponUsable, couponError, toCoupon, toCouponRule } from './coupon-rules.ts';
export {
  couponHasUseLeft,
  lockCouponsSql,
  releaseCouponHoldsSql,
  useCouponsSql,
} from './coupon-use-sql.ts';
export type { CouponRow, CouponsRepository } from './coupons-repository.ts';
