/** Whether a coupon may be used now: active, in its window, uses left, in its product area. */
import type { CouponRule } from '@shop/core/discounts';
import { couponTexts } from '@shop/core/coupon-texts';
import type { Coupon } from '@shop/core/coupon-api';
import { centsToDollars } from '@shop/core/money';
import { AppError } from '../../http/app-error.ts';
import type { CouponRow } from './coupons-repository.ts';

export const couponServerTexts = {
  notFound: 'This coupon code is not valid.',
  expired: 'This coupon code has expired.',
  notYetValid: 'This coupon code is not valid yet.',
  usedUp: 'This coupon code has already been used the maximum number of times.',
} as const;

export function couponError(message: string): AppError {
  return new AppError('unprocessable', message, { fields: { coupon: [message] } });
}

export function toCouponRule(row: CouponRow): CouponRule {
  return {
    code: row.code,
    kind: row.kind,
    percent: row.percent,
    amountCents: row.amountCents,
    activityId: row.activityId,
    activityTimeId: row.activityTimeId,
    ticketId: row.ticketId,
  };
}

export function toCoupon(row: CouponRow): Coupon {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    productArea: row.productArea,
    kind: row.kind,
    percent: row.percent,
    amount: row.amountCents === null ? null : centsToDollars(row.amountCents),
    activityId: row.activityId,
    activityTimeId: row.activityTimeId,
    validUntil: row.validUntil?.toISOString() ?? null,
  };
}

/** Throws the coupon failure a visitor should read, or returns the usable coupon. */
export function assertCouponUsable(
  row: CouponRow | undefined,
  options: { now: Date; productArea: 'Ticketing' | 'Memberships'; otherLiveHolds: number },
): CouponRow {
  if (!row || !row.active) throw couponError(couponServerTexts.notFound);
  if (row.productArea !== options.productArea) throw couponError(couponTexts.couldNotApply);
  if (row.validFrom && options.now < row.validFrom)
    throw couponError(couponServerTexts.notYetValid);
  if (row.validUntil && options.now >= row.validUntil) throw couponError(couponServerTexts.expired);
  if (row.usageLimit !== null && row.usedCount + options.otherLiveHolds >= row.usageLimit) {
    throw couponError(couponServerTexts.usedUp);
  }
  return row;
}
