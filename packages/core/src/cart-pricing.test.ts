import { describe, expect, it } from 'vitest';
import { priceTicketCart, type CartTicketLine } from './cart-pricing.ts';
import { type CouponRule } from './discounts.ts';
import { couponTexts } from './coupon-texts.ts';

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

const ticket = (overrides: Partial<CartTicketLine> & { key: number }): CartTicketLine => ({
  lineItemId: 1,
  activityId: 1,
  activityTimeId: 10,
  ticketId: 100,
  unitPriceCents: 4500,
  quantity: 1,
  taxRateBps: 725,
  ...overrides,
});

describe('pricing a ticket cart', () => {
  it('taxes each ticket line after its discount, rounding half up per line', () => {
    const priced = priceTicketCart({
      tickets: [
        ticket({ key: 1, quantity: 2 }),
        ticket({ key: 2, lineItemId: 2, unitPriceCents: 1000, taxRateBps: 725 }),
      ],
      coupons: [],
      donationCents: 0,
    });
    // 7.25% of 90.00 = 6.525 -> 6.53; of 10.00 = 0.725 -> 0.73: per line, not on the sum.
    expect(priced.tickets.map((line) => line.taxCents)).toEqual([653, 73]);
    expect(priced.totals).toEqual({
      subtotalCents: 10_000,
      discountCents: 0,
      taxCents: 726,
      donationCents: 0,
      totalCents: 10_726,
    });
  });

  it('allocates each coupon across the lines in order and answers cents per ticket, line and coupon', () => {
    const priced = priceTicketCart({
      tickets: [
        ticket({ key: 1, quantity: 2 }),
        ticket({ key: 2, ticketId: 101, unitPriceCents: 3500 }),
        ticket({ key: 3, lineItemId: 2, activityId: 2, activityTimeId: 20, unitPriceCents: 1205 }),
      ],
      coupons: [
        rule({ code: 'TEN', kind: 'fixed', percent: null, amountCents: 10_000, activityId: 1 }),
        rule({ code: 'HALF', percent: 50 }),
      ],
      donationCents: 0,
    });
    expect(priced.tickets.map((line) => [line.discountCents, line.couponCode])).toEqual([
      [9000, 'TEN'],
      [1000 + 1250, 'TEN'],
      [603, 'HALF'], // 602.5 -> 603
    ]);
    expect(priced.coupons).toEqual([
      { code: 'TEN', discountCents: 10_000, problem: null },
      { code: 'HALF', discountCents: 1250 + 603, problem: null },
    ]);
    expect(priced.lines).toEqual([
      {
        lineItemId: 1,
        subtotalCents: 12_500,
        discountCents: 11_250,
        taxCents: 91,
        totalCents: 1341,
      },
      { lineItemId: 2, subtotalCents: 1205, discountCents: 603, taxCents: 44, totalCents: 646 },
    ]);
    expect(priced.totals).toMatchObject({ discountCents: 11_853, totalCents: 1341 + 646 });
  });

  it('takes nothing off for a coupon that no longer applies, and says why', () => {
    const priced = priceTicketCart({
      tickets: [ticket({ key: 1, quantity: 2 })],
      coupons: [rule({ code: 'FREE', percent: 100 }), rule({ code: 'OTHER', activityId: 99 })],
      donationCents: 0,
    });
    expect(priced.coupons).toEqual([
      { code: 'FREE', discountCents: 0, problem: couponTexts.fullDiscountSingleTicket },
      { code: 'OTHER', discountCents: 0, problem: couponTexts.couldNotApply },
    ]);
    expect(priced.tickets[0]).toMatchObject({ discountCents: 0, couponCode: null });
    expect(priced.totals).toMatchObject({ discountCents: 0, totalCents: 9653 });
  });

  it('adds the donation untaxed, and never totals below zero', () => {
    const priced = priceTicketCart({
      tickets: [ticket({ key: 1 })],
      coupons: [],
      donationCents: 2550,
    });
    expect(priced.totals).toEqual({
      subtotalCents: 4500,
      discountCents: 0,
      taxCents: 326, // 7.25% of 45.00 = 3.2625 -> 3.26; the donation adds none
      donationCents: 2550,
      totalCents: 4500 + 326 + 2550,
    });
    const empty = priceTicketCart({ tickets: [], coupons: [], donationCents: -100 });
    expect(empty.totals.totalCents).toBe(0);
    expect(empty.lines).toEqual([]);
  });
});
