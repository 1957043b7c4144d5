/** What a coupon may be limited to: each activity with its ticket types, and each membership. */
import type { CouponScopeOptions } from '@shop/core/coupon-admin-api';
import type { CouponsAdminDeps } from './coupons-admin-deps.ts';
import { listScopeRows } from './coupons-admin-repository.ts';

export async function listCouponScopeOptions(deps: CouponsAdminDeps): Promise<CouponScopeOptions> {
  const { activityRows, ticketRows, membershipRows } = await listScopeRows(deps.db);
  return {
    activities: activityRows.map((activity) => ({
      ...activity,
      tickets: ticketRows
        .filter((ticket) => ticket.activityId === activity.id)
        .map(({ id, name }) => ({ id, name })),
    })),
    memberships: membershipRows,
  };
}
