import { describe, expect, it } from 'vitest';
import {
  emptyMemberPriceRow,
  entitlementsBodySchema,
  entitlementsFormSchema,
  entitlementsToForm,
  entitlementTexts,
  type EntitlementsForm,
} from './membership-admin-api.ts';
import { memberPriceRuleTexts, type Entitlements } from './membership-entitlements.ts';

const form: EntitlementsForm = {
  includedActivityIds: ['3', '7'],
  memberPrices: [
    { ...emptyMemberPriceRow, ticketId: '12', kind: 'percent', percentOff: '20' },
    { ...emptyMemberPriceRow, ticketId: '15', kind: 'price', memberPrice: '19.5' },
  ],
  guestPassesPerTerm: '2',
};

/** Each refused field's messages, by its path. */
function problemsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) {
  expect(result.success).toBe(false);
  return Object.fromEntries(
    (result.error!.issues as { path: PropertyKey[]; message: string }[]).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  );
}

describe('the entitlements form', () => {
  it('makes the body: ids as numbers, a member price typed in dollars as cents', () => {
    expect(entitlementsFormSchema.parse(form)).toEqual({
      includedActivityIds: [3, 7],
      memberPrices: [
        { ticketId: 12, percentOff: 20, memberPriceCents: null },
        { ticketId: 15, percentOff: null, memberPriceCents: 1950 },
      ],
      guestPassesPerTerm: 2,
    });
  });

  it('sends only the chosen kind’s figure, so switching kind leaves no stray value', () => {
    const switched = {
      ...form,
      memberPrices: [
        { ticketId: '12', kind: 'price' as const, percentOff: '20', memberPrice: '0' },
      ],
    };
    expect(entitlementsFormSchema.parse(switched).memberPrices).toEqual([
      { ticketId: 12, percentOff: null, memberPriceCents: 0 },
    ]);
  });

  it('names each refused field in words: no ticket type, a percent or price out of range, too many guests', () => {
    const refused = entitlementsFormSchema.safeParse({
      includedActivityIds: [],
      memberPrices: [
        { ...emptyMemberPriceRow, percentOff: '101' },
        { ...emptyMemberPriceRow, ticketId: '4', percentOff: 'ten' },
        { ...emptyMemberPriceRow, ticketId: '5', kind: 'price', memberPrice: '1.234' },
        { ...emptyMemberPriceRow, ticketId: '6', kind: 'price', memberPrice: '-1' },
      ],
      guestPassesPerTerm: '100',
    });
    expect(problemsOf(refused)).toEqual({
      'memberPrices.0.ticketId': entitlementTexts.chooseTicket,
      'memberPrices.0.percentOff': entitlementTexts.percentRange,
      'memberPrices.1.percentOff': entitlementTexts.percentRange,
      'memberPrices.2.memberPrice': entitlementTexts.memberPriceRange,
      'memberPrices.3.memberPrice': entitlementTexts.memberPriceRange,
      guestPassesPerTerm: entitlementTexts.guestPassesRange,
    });
  });

  it('reads a product’s entitlements back as the values it would send', () => {
    const entitlements = entitlementsFormSchema.parse(form);
    expect(entitlementsToForm(entitlements)).toEqual({
      ...form,
      memberPrices: [
        { ticketId: '12', kind: 'percent', percentOff: '20', memberPrice: '' },
        { ticketId: '15', kind: 'price', percentOff: '', memberPrice: '19.50' },
      ],
    });
  });
});

describe('the entitlements body', () => {
  const body: Entitlements = {
    includedActivityIds: [3],
    memberPrices: [{ ticketId: 12, percentOff: 20, memberPriceCents: null }],
    guestPassesPerTerm: 0,
  };

  it('refuses an activity or a ticket type named twice, on the second', () => {
    const refused = entitlementsBodySchema.safeParse({
      ...body,
      includedActivityIds: [3, 3],
      memberPrices: [...body.memberPrices, { ticketId: 12, percentOff: null, memberPriceCents: 0 }],
    });
    expect(problemsOf(refused)).toEqual({
      'includedActivityIds.1': entitlementTexts.activityTwice,
      'memberPrices.1.ticketId': entitlementTexts.ticketTwice,
    });
  });

  it('refuses a percent and a price together, and ids no database row can have', () => {
    const both = entitlementsBodySchema.safeParse({
      ...body,
      memberPrices: [{ ticketId: 12, percentOff: 20, memberPriceCents: 500 }],
    });
    expect(problemsOf(both)).toEqual({ 'memberPrices.0': memberPriceRuleTexts.percentOrPrice });
    const huge = entitlementsBodySchema.safeParse({
      ...body,
      includedActivityIds: [2 ** 40],
      memberPrices: [{ ticketId: 12, percentOff: null, memberPriceCents: 2 ** 40 }],
    });
    expect(problemsOf(huge)).toEqual({
      'includedActivityIds.0': entitlementTexts.idTooLarge,
      'memberPrices.0.memberPriceCents': entitlementTexts.memberPriceTooLarge,
    });
  });
});
