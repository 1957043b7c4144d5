/** Every coupon, by code, with its uses so far (orders) and the uses carts hold right now. */
import type { AdminCoupon } from '@shop/core/coupon-admin-api';
import { toAdminCoupon } from './coupon-admin-mappers.ts';
import type { CouponsAdminDeps } from './coupons-admin-deps.ts';
import { listCouponRows } from './coupons-admin-repository.ts';

export async function listCoupons(deps: CouponsAdminDeps): Promise<AdminCoupon[]> {
  return (await listCouponRows(deps.db, deps.clock())).map(toAdminCoupon);
}
