/**
 * Coupon discounts (DESIGN section 4): percent or fixed amount, optionally scoped to an activity,
 * a session or a ticket type. Discounts are decided per ticket line, before that line's tax.
 */
import { z } from 'zod';
import type { Cents } from './money.ts';
import { couponTexts } from './coupon-texts.ts';

export const couponKinds = ['percent', 'fixed'] as const;

export const couponRuleSchema = z.object({
  code: z.string(),
  kind: z.enum(couponKinds),
  /** Whole percent for 'percent' (1 to 100). */
  percent: z.number().int().min(0).max(100).nullable(),
  /** Cents off the eligible lines for 'fixed', once per cart. */
  amountCents: z.number().int().nonnegative().nullable(),
  activityId: z.number().int().nullable(),
  activityTimeId: z.number().int().nullable(),
  ticketId: z.number().int().nullable(),
});
export type CouponRule = z.infer<typeof couponRuleSchema>;

export interface DiscountableLine {
  /** The caller's key for the line, returned with its discount. */
  key: string | number;
  activityId: number;
  activityTimeId: number;
  ticketId: number;
  unitPriceCents: Cents;
  quantity: number;
  /**
   * When the ticket was first put in a cart (ms since the epoch; an order edit's copy keeps its
   * original's): which ticket a 100% code keeps in a changed order.
   */
  addedAt?: number;
}

/**
 * How the coupons weigh a cart. `changesOrder`: the cart is a paid order's, or the working copy
 * of a change to it (decision 077): a 100% code, accepted when the order held one ticket, keeps
 * making one ticket free, the first bought it applies to, instead of refusing the cart.
 */
export interface DiscountOptions {
  changesOrder?: boolean;
}

export function isFullDiscount(coupon: Pick<CouponRule, 'kind' | 'percent'>): boolean {
  return coupon.kind === 'percent' && coupon.percent === 100;
}

export function isEligible(coupon: CouponRule, line: DiscountableLine): boolean {
  return (
    (coupon.activityId === null || coupon.activityId === line.activityId) &&
    (coupon.activityTimeId === null || coupon.activityTimeId === line.activityTimeId) &&
    (coupon.ticketId === null || coupon.ticketId === line.ticketId)
  );
}

/** Why a coupon cannot apply to these lines, or null when it can. */
export function couponProblem(
  coupon: CouponRule,
  lines: DiscountableLine[],
  options: DiscountOptions = {},
): string | null {
  const ticketCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (isFullDiscount(coupon) && ticketCount !== 1 && !options.changesOrder)
    return couponTexts.fullDiscountSingleTicket;
  if (!lines.some((line) => isEligible(coupon, line) && line.unitPriceCents > 0))
    return couponTexts.couldNotApply;
  return null;
}

/**
 * The one ticket a 100% code makes free in a changed order: of the lines it applies to (with a
 * price), the one added first, the cart's order breaking ties. Undefined when none.
 */
export function fullDiscountLine(
  coupon: CouponRule,
  lines: DiscountableLine[],
): DiscountableLine | undefined {
  const candidates = lines.filter((line) => isEligible(coupon, line) && line.unitPriceCents > 0);
  const addedAt = (line: DiscountableLine) => line.addedAt ?? Number.POSITIVE_INFINITY;
  // Stable sort: equal times keep the cart's order.
  return [...candidates].sort((a, b) =>
    addedAt(a) < addedAt(b) ? -1 : addedAt(a) > addedAt(b) ? 1 : 0,
  )[0];
}

/**
 * Discount of every line under every coupon, applied in order: each coupon works on what the
 * previous ones left. Percent rounds half up per line; a fixed amount is spread over the eligible
 * lines in order until it is used up; in a changed order a 100% code takes off one ticket of
 * `fullDiscountLine` only. Answers cents per line key and per coupon code.
 */
export function allocateDiscounts(
  coupons: CouponRule[],
  lines: DiscountableLine[],
  options: DiscountOptions = {},
): { byLine: Map<string | number, Cents>; byCoupon: Map<string, Cents> } {
  const remaining = new Map(
    lines.map((line) => [line.key, Math.max(0, line.unitPriceCents) * line.quantity]),
  );
  const byLine = new Map(lines.map((line) => [line.key, 0]));
  const byCoupon = new Map<string, Cents>();
  for (const coupon of coupons) {
    let couponTotal = 0;
    let fixedLeft = coupon.kind === 'fixed' ? (coupon.amountCents ?? 0) : 0;
    const oneTicket =
      options.changesOrder && isFullDiscount(coupon) ? fullDiscountLine(coupon, lines) : null;
    for (const line of lines) {
      if (!isEligible(coupon, line)) continue;
      if (oneTicket !== null && line !== oneTicket) continue;
      const left = remaining.get(line.key) ?? 0;
      // A 100% code in a changed order weighs one ticket of its line, not the whole line.
      const base = oneTicket === null ? left : Math.min(left, Math.max(0, line.unitPriceCents));
      const off =
        coupon.kind === 'percent'
          ? Math.min(left, Math.floor((base * (coupon.percent ?? 0) + 50) / 100))
          : Math.min(left, fixedLeft);
      if (coupon.kind === 'fixed') fixedLeft -= off;
      remaining.set(line.key, left - off);
      byLine.set(line.key, (byLine.get(line.key) ?? 0) + off);
      couponTotal += off;
    }
    byCoupon.set(coupon.code, couponTotal);
  }
  return { byLine, byCoupon };
}
