/** A new coupon from the back office, audited in its transaction; its code must be free. */
import type { AdminCoupon, CreateCouponBody } from '@shop/core/coupon-admin-api';
import { recordAudit } from '../audit/index.ts';
import { assertScopeExists, refusingTakenCode } from './coupon-admin-checks.ts';
import { toAdminCoupon, toAuditedCoupon, toCouponColumns } from './coupon-admin-mappers.ts';
import type { CouponsAdminDeps } from './coupons-admin-deps.ts';
import { insertCoupon, type CouponColumns } from './coupons-admin-repository.ts';

export async function createCoupon(
  deps: CouponsAdminDeps,
  actorId: number,
  body: CreateCouponBody,
): Promise<AdminCoupon> {
  const now = deps.clock();
  return refusingTakenCode(() =>
    deps.db.transaction(async (tx) => {
      await assertScopeExists(tx, body);
      const row = await insertCoupon(tx, toCouponColumns(body) as CouponColumns);
      await recordAudit(tx, {
        staffId: actorId,
        action: 'coupon.create',
        entity: 'coupon',
        entityId: row.id,
        before: null,
        after: toAuditedCoupon(row),
        at: now,
      });
      return toAdminCoupon({ ...row, held: 0 });
    }),
  );
}
