import { describe, expect, it } from 'vitest';
import {
  countMembershipSelections,
  isSameSelection,
  priceMembership,
  type MembershipPriceList,
} from './membership-pricing.ts';

const family: MembershipPriceList = {
  membershipId: 2,
  primary: {
    centamanId: 'family-primary',
    displayName: 'Family Pass',
    priceCents: 19900,
    taxRateBps: 0,
  },
  secondary: { centamanId: 'family-member', displayName: 'Family Member', maxQuantity: 3 },
  addOns: [
    {
      centamanId: 'family-extra',
      displayName: 'Additional Family Member',
      description: 'Each family member beyond the three included',
      kind: 'member',
      priceCents: 4500,
      taxRateBps: 0,
      maxQuantity: 6,
    },
    {
      centamanId: 'parking',
      displayName: 'Parking Pass',
      description: 'Season parking',
      kind: 'item',
      priceCents: 2500,
      taxRateBps: 725,
      maxQuantity: null,
    },
  ],
};

function priced(choice: Parameters<typeof priceMembership>[1]) {
  const result = priceMembership(family, choice);
  if (!result.ok) throw new Error(result.problem.message);
  return result;
}

describe('membership prices', () => {
  it('includes secondary members up to the maximum at no charge', () => {
    const result = priced({ secondaryCount: 3, addOns: [] });
    expect(result.items.map((item) => [item.displayName, item.quantity, item.totalCents])).toEqual([
      ['Family Pass', 1, 19900],
      ['Family Member', 3, 0],
    ]);
    expect(result.totals.totalCents).toBe(19900);
    expect(result.passCount).toBe(4);
  });

  it('charges the add-on price for each member beyond the included ones', () => {
    const result = priced({
      secondaryCount: 3,
      addOns: [{ centamanId: 'family-extra', quantity: 2 }],
    });
    expect(result.items[2]).toMatchObject({
      displayName: 'Additional Family Member',
      quantity: 2,
      priceCents: 4500,
      subtotalCents: 9000,
    });
    expect(result.totals.totalCents).toBe(19900 + 9000);
    expect(result.passCount).toBe(6);
  });

  it('counts a paid member as included while an included place is still free', () => {
    const result = priced({
      secondaryCount: 1,
      addOns: [{ centamanId: 'family-extra', quantity: 3 }],
    });
    expect(result.items.map((item) => [item.centamanId, item.quantity])).toEqual([
      ['family-primary', 1],
      ['family-member', 3],
      ['family-extra', 1],
    ]);
    expect(result.totals.totalCents).toBe(19900 + 4500);
  });

  it('refuses more secondary members than included with the family limit message', () => {
    const result = priceMembership(family, { secondaryCount: 4, addOns: [] });
    expect(result).toEqual({
      ok: false,
      problem: {
        kind: 'familyLimit',
        message:
          'You are only allowed to add 3 FREE family members on this page. Continue through to the next screen to add more Family members at an additional cost.',
      },
    });
  });

  it('refuses more add-on items than passes', () => {
    expect(
      priced({ secondaryCount: 1, addOns: [{ centamanId: 'parking', quantity: 2 }] }).totals
        .totalCents,
    ).toBe(
      19900 + 5000 + 363, // 7.25% of $50.00 = $3.625 -> $3.63
    );
    const result = priceMembership(family, {
      secondaryCount: 1,
      addOns: [{ centamanId: 'parking', quantity: 3 }],
    });
    expect(result.ok === false && result.problem).toEqual({
      kind: 'addOnExcess',
      title: 'Invalid Selection',
      message:
        'Add-on ticket quantities may not exceed the total number of selected passes. Please edit your add-on selections and try again.',
    });
  });

  it('refuses an add-on the membership does not offer, or beyond its maximum', () => {
    const unknown = priceMembership(family, {
      secondaryCount: 0,
      addOns: [{ centamanId: 'sauna', quantity: 1 }],
    });
    expect(unknown.ok === false && unknown.problem.kind).toBe('unknownSelection');
    const tooMany = priceMembership(family, {
      secondaryCount: 3,
      addOns: [{ centamanId: 'family-extra', quantity: 7 }],
    });
    expect(tooMany.ok === false && tooMany.problem.kind).toBe('addOnLimit');
  });

  it('takes a percent promo code off every pass, before tax, and not off an item add-on', () => {
    const result = priced({
      secondaryCount: 3,
      addOns: [
        { centamanId: 'family-extra', quantity: 1 },
        { centamanId: 'parking', quantity: 1 },
      ],
      coupon: {
        code: 'MEMBER15',
        kind: 'percent',
        percent: 15,
        amountCents: null,
        membershipId: null,
      },
    });
    expect(result.items.map((item) => item.totalSavingsCents)).toEqual([2985, 0, 675, 0]);
    expect(result.items[3]).toMatchObject({ subtotalCents: 2500, taxCents: 181, totalCents: 2681 });
    expect(result.items[0]).toMatchObject({ priceAfterDiscountsCents: 16915, savingsCents: 2985 });
    expect(result.totals).toEqual({
      subtotalBeforeDiscountsCents: 19900 + 4500 + 2500,
      discountCents: 2985 + 675,
      subtotalCents: 16915 + 3825 + 2500,
      taxCents: 181,
      donationCents: 0,
      totalCents: 16915 + 3825 + 2500 + 181,
    });
  });

  it('spreads a fixed promo code over the passes in order, never below zero, never on an item', () => {
    const result = priced({
      secondaryCount: 0,
      addOns: [{ centamanId: 'parking', quantity: 1 }],
      coupon: { code: 'BIG', kind: 'fixed', percent: null, amountCents: 21000, membershipId: 2 },
    });
    expect(result.items.map((item) => item.subtotalCents)).toEqual([0, 2500]);
    expect(result.totals.totalCents).toBe(2500 + 181);
  });

  it('refuses a promo code for another membership', () => {
    const result = priceMembership(family, {
      secondaryCount: 0,
      addOns: [],
      coupon: { code: 'DUAL10', kind: 'percent', percent: 10, amountCents: null, membershipId: 3 },
    });
    expect(result.ok === false && result.problem.message).toBe(
      'This coupon code could not be applied based on your selections.',
    );
  });

  it('adds the donation untaxed, and a 100% code leaves only the donation', () => {
    const result = priced({
      secondaryCount: 2,
      addOns: [],
      coupon: {
        code: 'FREEPASS',
        kind: 'percent',
        percent: 100,
        amountCents: null,
        membershipId: null,
      },
      donationCents: 2500,
    });
    expect(result.totals).toMatchObject({
      subtotalCents: 0,
      taxCents: 0,
      donationCents: 2500,
      totalCents: 2500,
    });
    expect(
      priced({
        secondaryCount: 0,
        addOns: [],
        coupon: {
          code: 'FREEPASS',
          kind: 'percent',
          percent: 100,
          amountCents: null,
          membershipId: null,
        },
      }).totals.totalCents,
    ).toBe(0);
  });
});

describe('membership selections', () => {
  it('count the passes from the members and add the items', () => {
    expect(
      countMembershipSelections(
        family,
        { secondaryCount: 2, addOnMemberTypeIds: ['family-extra', 'family-extra'] },
        [{ centamanId: 'parking', quantity: 1 }],
      ),
    ).toEqual([
      { centamanId: 'family-primary', quantity: 1 },
      { centamanId: 'family-member', quantity: 2 },
      { centamanId: 'family-extra', quantity: 2 },
      { centamanId: 'parking', quantity: 1 },
    ]);
  });

  it('compare by quantities, whatever the order and the zero lines', () => {
    expect(
      isSameSelection(
        [
          { centamanId: 'a', quantity: 1 },
          { centamanId: 'b', quantity: 0 },
          { centamanId: 'c', quantity: 2 },
        ],
        [
          { centamanId: 'c', quantity: 2 },
          { centamanId: 'a', quantity: 1 },
        ],
      ),
    ).toBe(true);
    expect(
      isSameSelection([{ centamanId: 'a', quantity: 1 }], [{ centamanId: 'a', quantity: 2 }]),
    ).toBe(false);
  });
});
