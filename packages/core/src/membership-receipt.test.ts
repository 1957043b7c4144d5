import { describe, expect, it } from 'vitest';
import { buildMembershipReceipt } from './membership-receipt.ts';
import { priceMembership, type MembershipPriceList } from './membership-pricing.ts';

const dualPass: MembershipPriceList = {
  membershipId: 7,
  primary: { centamanId: 'DUAL', displayName: 'Dual Pass', priceCents: 14_900, taxRateBps: 0 },
  secondary: { centamanId: 'DUAL-2', displayName: 'Second Pass Holder', maxQuantity: 1 },
  addOns: [
    {
      centamanId: 'PARK',
      displayName: 'Parking Pass',
      description: null,
      kind: 'item',
      priceCents: 4_500,
      taxRateBps: 725,
      maxQuantity: null,
    },
  ],
};

describe('the membership receipt', () => {
  it('lists each line before the promo code, takes the code off once, and adds up to the total', () => {
    const price = priceMembership(dualPass, {
      secondaryCount: 1,
      addOns: [{ centamanId: 'PARK', quantity: 2 }],
      coupon: {
        code: 'MEMBER15',
        kind: 'percent',
        percent: 15,
        amountCents: null,
        membershipId: null,
      },
      donationCents: 1_000,
    });
    if (!price.ok) throw new Error(price.problem.message);
    const receipt = buildMembershipReceipt({
      items: price.items.map((item) => ({ ...item, discountCents: item.totalSavingsCents })),
      couponCode: 'MEMBER15',
      donationCents: price.totals.donationCents,
      totalPaidCents: price.totals.totalCents,
    });
    expect(receipt.lines).toEqual([
      { displayName: 'Dual Pass', quantity: 1, amountCents: 14_900 },
      { displayName: 'Second Pass Holder', quantity: 1, amountCents: 0 },
      { displayName: 'Parking Pass', quantity: 2, amountCents: 9_000 },
    ]);
    // 15% of the passes' $149.00 is $22.35 (decision 108: not of the parking passes); tax is
    // 7.25% of the parking passes' $90.00.
    expect(receipt.discount).toEqual({ code: 'MEMBER15', amountCents: 2_235 });
    expect(receipt.taxCents).toBe(653);
    const linesCents = receipt.lines.reduce((sum, line) => sum + line.amountCents, 0);
    expect(
      linesCents - receipt.discount!.amountCents + receipt.taxCents + receipt.donationCents,
    ).toBe(receipt.totalCents);
    expect(receipt.totalCents).toBe(price.totals.totalCents);
  });

  it('has no discount line without a promo code', () => {
    const receipt = buildMembershipReceipt({
      items: [
        {
          displayName: 'Dual Pass',
          quantity: 1,
          subtotalBeforeDiscountsCents: 14_900,
          discountCents: 0,
          taxCents: 0,
        },
      ],
      couponCode: null,
      donationCents: 0,
      totalPaidCents: 14_900,
    });
    expect(receipt).toEqual({
      lines: [{ displayName: 'Dual Pass', quantity: 1, amountCents: 14_900 }],
      discount: null,
      taxCents: 0,
      donationCents: 0,
      totalCents: 14_900,
    });
  });
});
