/**
 * A coupon changed (or deactivated) from the back office, audited in its transaction. The fields
 * sent and the fields kept must make a coupon the shop honours. The row is locked as every order
 * taking a use locks it, so a usage limit below the uses so far (orders and the live holds of
 * carts about to order) is refused against a count no order can change meanwhile.
 */
import {
  couponAdminTexts as texts,
  type AdminCoupon,
  type ChangeCouponBody,
} from '@shop/core/coupon-admin-api';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { assertCouponRules, assertScopeExists, refusingTakenCode } from './coupon-admin-checks.ts';
import {
  toAdminCoupon,
  toAuditedCoupon,
  toCouponColumns,
  toCouponFields,
} from './coupon-admin-mappers.ts';
import type { CouponsAdminDeps } from './coupons-admin-deps.ts';
import { lockCoupon, updateCoupon } from './coupons-admin-repository.ts';

export async function changeCoupon(
  deps: CouponsAdminDeps,
  actorId: number,
  couponId: number,
  body: ChangeCouponBody,
): Promise<AdminCoupon> {
  const now = deps.clock();
  return refusingTakenCode(() =>
    deps.db.transaction(async (tx) => {
      const before = await lockCoupon(tx, couponId, now);
      if (!before) throw new AppError('not_found', texts.notFound);
      const fields = { ...toCouponFields(before), ...body };
      assertCouponRules(fields);
      await assertScopeExists(tx, fields);
      const usesSoFar = before.usedCount + before.held;
      if (body.usageLimit != null && body.usageLimit < usesSoFar) {
        const message = texts.limitBelowUses(usesSoFar);
        throw new AppError('conflict', message, { fields: { usageLimit: [message] } });
      }
      const after = await updateCoupon(tx, couponId, toCouponColumns(body));
      await recordAudit(tx, {
        staffId: actorId,
        action: 'coupon.change',
        entity: 'coupon',
        entityId: couponId,
        before: toAuditedCoupon(before),
        after: toAuditedCoupon(after),
        at: now,
      });
      return toAdminCoupon({ ...after, held: before.held });
    }),
  );
}
