/**
 * Coupon rows to the back office's shape and back. The window's ends are shop days (Denver):
 * `valid_from` is the first day's midnight, `valid_until` the midnight after the last day, as the
 * shop compares (`now >= valid_until` has expired).
 */
import type { AdminCoupon, CouponFields } from '@shop/core/coupon-admin-api';
import { centsToDollars, dollarsToCents } from '@shop/core/money';
import { addDaysToIsoDate, shopDateAt, shopWallTimeToInstant } from '@shop/core/shop-time';
import type { CouponColumns, CouponRow, CouponWithHeld } from './coupons-admin-repository.ts';

const firstDayOf = (instant: Date | null) => (instant ? shopDateAt(instant) : null);
const lastDayOf = (instant: Date | null) =>
  instant ? shopDateAt(new Date(instant.getTime() - 1)) : null;

export function toCouponFields(row: CouponRow): CouponFields {
  return {
    code: row.code,
    description: row.description,
    productArea: row.productArea,
    kind: row.kind,
    percent: row.percent,
    amount: row.amountCents === null ? null : centsToDollars(row.amountCents),
    activityId: row.activityId,
    ticketId: row.ticketId,
    membershipId: row.membershipId,
    validFrom: firstDayOf(row.validFrom),
    validUntil: lastDayOf(row.validUntil),
    usageLimit: row.usageLimit,
    active: row.active,
  };
}

export function toAdminCoupon(row: CouponWithHeld): AdminCoupon {
  return {
    ...toCouponFields(row),
    id: row.id,
    activityTimeId: row.activityTimeId,
    uses: row.usedCount,
    held: row.held,
  };
}

/** What the audit log keeps of a coupon: its fields as the back office shows them, and its uses. */
export function toAuditedCoupon(row: CouponRow) {
  return {
    ...toCouponFields(row),
    activityTimeId: row.activityTimeId,
    uses: row.usedCount,
  };
}

/** The columns of the fields sent; a window end not sent keeps its stored instant. */
export function toCouponColumns(fields: Partial<CouponFields>): Partial<CouponColumns> {
  const columns: Partial<CouponColumns> = {};
  const copied = [
    'code',
    'description',
    'productArea',
    'kind',
    'percent',
    'activityId',
    'ticketId',
    'membershipId',
    'usageLimit',
    'active',
  ] as const;
  for (const key of copied)
    if (fields[key] !== undefined) Object.assign(columns, { [key]: fields[key] });
  if (fields.amount !== undefined)
    columns.amountCents = fields.amount === null ? null : dollarsToCents(fields.amount);
  if (fields.validFrom !== undefined)
    columns.validFrom =
      fields.validFrom === null ? null : shopWallTimeToInstant(fields.validFrom, '00:00');
  if (fields.validUntil !== undefined)
    columns.validUntil =
      fields.validUntil === null
        ? null
        : shopWallTimeToInstant(addDaysToIsoDate(fields.validUntil, 1), '00:00');
  return columns;
}
