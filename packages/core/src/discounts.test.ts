import { describe, expect, it } from 'vitest';
import {
  allocateDiscounts,
  couponProblem,
  type CouponRule,
  type DiscountableLine,
} from './discounts.ts';
import { couponTexts } from './coupon-texts.ts';
import { priceCart } from './pricing.ts';

const rule = (overrides: Partial<CouponRule>): CouponRule => ({
  code: 'CODE',
  kind: 'percent',
  percent: 10,
  amountCents: null,
  activityId: null,
  activityTimeId: null,
  ticketId: null,
  ...overrides,
});

const lines: DiscountableLine[] = [
  { key: 'a', activityId: 1, activityTimeId: 10, ticketId: 100, unitPriceCents: 4500, quantity: 2 },
  { key: 'b', activityId: 1, activityTimeId: 10, ticketId: 101, unitPriceCents: 3500, quantity: 1 },
  { key: 'c', activityId: 2, activityTimeId: 20, ticketId: 200, unitPriceCents: 1205, quantity: 1 },
];

describe('coupon discounts', () => {
  it('takes a percentage off every line, rounding half up per line', () => {
    const { byLine, byCoupon } = allocateDiscounts([rule({ percent: 10 })], lines);
    expect([...byLine.values()]).toEqual([900, 350, 121]); // 120.5 -> 121
    expect(byCoupon.get('CODE')).toBe(1371);
  });

  it('limits a coupon to its activity, session or ticket type', () => {
    expect([...allocateDiscounts([rule({ activityId: 2 })], lines).byLine.values()]).toEqual([
      0, 0, 121,
    ]);
    expect([...allocateDiscounts([rule({ ticketId: 101 })], lines).byLine.values()]).toEqual([
      0, 350, 0,
    ]);
    expect([...allocateDiscounts([rule({ activityTimeId: 10 })], lines).byLine.values()]).toEqual([
      900, 350, 0,
    ]);
  });

  it('spreads a fixed amount over eligible lines in order, never below zero', () => {
    const fixed = rule({ code: 'TEN', kind: 'fixed', percent: null, amountCents: 10_000 });
    const { byLine, byCoupon } = allocateDiscounts([fixed], lines);
    expect([...byLine.values()]).toEqual([9000, 1000, 0]);
    expect(byCoupon.get('TEN')).toBe(10_000);
    const huge = rule({ code: 'HUGE', kind: 'fixed', percent: null, amountCents: 1_000_000 });
    expect(allocateDiscounts([huge], lines).byCoupon.get('HUGE')).toBe(9000 + 3500 + 1205);
  });

  it('applies coupons one after another on what is left', () => {
    const { byLine } = allocateDiscounts(
      [
        rule({ code: 'HALF', percent: 50 }),
        rule({ code: 'FIVE', kind: 'fixed', percent: null, amountCents: 500 }),
      ],
      [lines[0]!],
    );
    expect(byLine.get('a')).toBe(4500 + 500);
  });

  it('taxes each line after its discount', () => {
    const { byLine } = allocateDiscounts([rule({ percent: 10 })], [lines[0]!]);
    const totals = priceCart([
      { unitPriceCents: 4500, quantity: 2, taxRateBps: 725, discountCents: byLine.get('a')! },
    ]);
    expect(totals).toMatchObject({
      subtotalCents: 9000,
      discountCents: 900,
      taxCents: 587,
      totalCents: 8687,
    });
  });

  it('allows a 100% code only on a cart of exactly one ticket', () => {
    const full = rule({ percent: 100 });
    expect(couponProblem(full, lines)).toBe(couponTexts.fullDiscountSingleTicket);
    expect(couponProblem(full, [{ ...lines[1]! }])).toBeNull();
    expect(allocateDiscounts([full], [lines[1]!]).byLine.get('b')).toBe(3500);
  });

  it('in a changed order, a 100% code keeps making one ticket free: the first bought it fits', () => {
    const full = rule({ code: 'FREE', percent: 100, activityId: 1 });
    const changed = [
      { ...lines[0]!, addedAt: 2000 }, // two added in the change
      { ...lines[1]!, addedAt: 1000 }, // the order's own ticket
      { ...lines[2]!, addedAt: 500 }, // out of the code's scope
    ];
    const options = { changesOrder: true };
    expect(couponProblem(full, changed, options)).toBeNull();
    const { byLine, byCoupon } = allocateDiscounts([full], changed, options);
    expect([...byLine.values()]).toEqual([0, 3500, 0]);
    expect(byCoupon.get('FREE')).toBe(3500);
    // One ticket of a line of two, when that line holds the first bought.
    const oneLine = [{ ...lines[0]!, addedAt: 1 }];
    expect(allocateDiscounts([full], oneLine, options).byLine.get('a')).toBe(4500);
    // A new purchase still needs a cart of one ticket.
    expect(couponProblem(full, changed)).toBe(couponTexts.fullDiscountSingleTicket);
  });

  it('cannot apply when no priced line is eligible', () => {
    expect(couponProblem(rule({ activityId: 99 }), lines)).toBe(couponTexts.couldNotApply);
    expect(couponProblem(rule({}), [{ ...lines[0]!, unitPriceCents: 0 }])).toBe(
      couponTexts.couldNotApply,
    );
  });
});
