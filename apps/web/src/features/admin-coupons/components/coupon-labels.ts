/** How the back office words a coupon: what it takes off, what it applies to, when, how often. */
import type { AdminCoupon, CouponScopeOptions } from '@shop/core/coupon-admin-api';
import { formatUsd } from '@shop/core/money';
import { shopDateAt } from '@shop/core/shop-time';
import { formatDisplayDate } from '../../../lib/format-date.ts';

export function discountLabel(coupon: AdminCoupon): string {
  if (coupon.kind === 'percent') return `${coupon.percent ?? 0}% off`;
  return `${formatUsd(Math.round((coupon.amount ?? 0) * 100))} off`;
}

export function scopeLabel(coupon: AdminCoupon, options: CouponScopeOptions): string {
  if (coupon.productArea === 'Memberships') {
    if (coupon.membershipId === null) return 'Any membership';
    const membership = options.memberships.find((item) => item.id === coupon.membershipId);
    return membership?.name ?? `Membership #${coupon.membershipId}`;
  }
  if (coupon.activityId === null) return 'Any ticket';
  const activity = options.activities.find((item) => item.id === coupon.activityId);
  const activityName = activity?.name ?? `Activity #${coupon.activityId}`;
  if (coupon.ticketId === null)
    return coupon.activityTimeId === null ? activityName : `${activityName}, one session`;
  const ticket = activity?.tickets.find((item) => item.id === coupon.ticketId);
  return `${activityName}: ${ticket?.name ?? `ticket type #${coupon.ticketId}`}`;
}

export function windowLabel(coupon: AdminCoupon): string {
  const { validFrom: from, validUntil: until } = coupon;
  if (from && until) return `${formatDisplayDate(from)} – ${formatDisplayDate(until)}`;
  if (from) return `From ${formatDisplayDate(from)}`;
  if (until) return `Until ${formatDisplayDate(until)}`;
  return 'Always';
}

export function usesLabel(coupon: AdminCoupon): string {
  const limit = coupon.usageLimit === null ? 'no limit' : String(coupon.usageLimit);
  return `${coupon.uses} / ${limit}`;
}

/** Whether the shop takes the code today, and if not, why: off, not begun, ended, used up. */
export function statusLabel(coupon: AdminCoupon, now = new Date()): string {
  const today = shopDateAt(now);
  if (!coupon.active) return 'Inactive';
  if (coupon.validFrom && today < coupon.validFrom) return 'Not yet';
  if (coupon.validUntil && today > coupon.validUntil) return 'Ended';
  if (coupon.usageLimit !== null && coupon.uses >= coupon.usageLimit) return 'Used up';
  return 'Active';
}
