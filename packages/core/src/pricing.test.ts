import { describe, expect, it } from 'vitest';
import { priceCart, priceLine, taxOn } from './pricing.ts';

describe('taxes', () => {
  it('rounds half up to the cent', () => {
    expect(taxOn(1000, 725)).toBe(73); // 72.5 -> 73
    expect(taxOn(999, 725)).toBe(72); // 72.4275 -> 72
    expect(taxOn(200, 625)).toBe(13); // 12.5 -> 13
    expect(taxOn(0, 725)).toBe(0);
    expect(taxOn(500, 0)).toBe(0);
  });

  it('taxes each line after its discount', () => {
    expect(
      priceLine({ unitPriceCents: 9500, quantity: 2, taxRateBps: 725, discountCents: 1900 }),
    ).toEqual({
      subtotalCents: 19000,
      discountCents: 1900,
      taxCents: 1240, // 7.25% of 171.00 = 12.3975 -> 12.40
      totalCents: 18340,
    });
  });

  it('never discounts below zero and treats negative prices as free', () => {
    expect(
      priceLine({ unitPriceCents: 1000, quantity: 1, taxRateBps: 725, discountCents: 5000 }),
    ).toMatchObject({
      discountCents: 1000,
      taxCents: 0,
      totalCents: 0,
    });
    expect(priceLine({ unitPriceCents: -100, quantity: 3, taxRateBps: 725 }).totalCents).toBe(0);
  });
});

describe('cart totals', () => {
  it('adds lines, their own tax rates, and an untaxed donation', () => {
    const totals = priceCart(
      [
        { unitPriceCents: 4500, quantity: 2, taxRateBps: 725 },
        { unitPriceCents: 1200, quantity: 1, taxRateBps: 0 },
        { unitPriceCents: 0, quantity: 2, taxRateBps: 725 },
      ],
      2500,
    );
    expect(totals).toEqual({
      subtotalCents: 10200,
      discountCents: 0,
      taxCents: 653, // 7.25% of 90.00 = 6.525 -> 6.53
      donationCents: 2500,
      totalCents: 10200 + 653 + 2500,
    });
  });

  it('is zero for an empty cart', () => {
    expect(priceCart([]).totalCents).toBe(0);
  });
});
