import { describe, expect, it } from 'vitest';
import {
  changeDueCents,
  emptyWalkUpPayForm,
  tenderedCentsOf,
  walkUpBuyerSchema,
  walkUpCartBodySchema,
  walkUpPayFormSchema,
  walkUpSaleBodySchema,
  walkUpTexts,
} from './walk-up-api.ts';

describe('walk-up sale contract', () => {
  it('gives the change for cash tendered and none while it falls short', () => {
    expect(changeDueCents(4500, 5000)).toBe(500);
    expect(changeDueCents(4500, 4500)).toBe(0);
    expect(changeDueCents(4500, 4000)).toBeNull();
  });

  it('holds tickets, membership places or both, but not nothing', () => {
    const place = { memberId: 3, ticketId: 9 };
    const parse = (body: object) => walkUpCartBodySchema.safeParse({ activityTimeId: 1, ...body });
    expect(parse({ tickets: [{ ticketId: 9, quantity: 1 }] }).success).toBe(true);
    const placesOnly = parse({ passPlaces: [place] });
    expect(placesOnly.success && placesOnly.data.passPlaces).toEqual([
      { ...place, guest: false, attendeeUdfs: [] },
    ]);
    const nothing = parse({ tickets: [], passPlaces: [] });
    expect(nothing.success).toBe(false);
    expect(nothing.error?.issues).toEqual([
      expect.objectContaining({ path: ['tickets'], message: walkUpTexts.nothingChosen }),
    ]);
  });

  it('needs the buyer name but not an e-mail', () => {
    expect(walkUpBuyerSchema.parse({ firstName: 'Ann', lastName: 'Lee' }).email).toBe('');
    expect(walkUpBuyerSchema.safeParse({ firstName: '', lastName: 'Lee' }).success).toBe(false);
    expect(walkUpBuyerSchema.safeParse({ firstName: 'A', lastName: 'L', email: 'x' }).success).toBe(
      false,
    );
  });

  it('needs a card token for a card payment, and the amount tendered in cents for cash', () => {
    const base = { cartToken: 't', buyer: { firstName: 'A', lastName: 'L' } };
    const accepts = (payment: object) =>
      walkUpSaleBodySchema.safeParse({ ...base, payment }).success;
    expect(accepts({ method: 'cash', tenderedCents: 5000 })).toBe(true);
    expect(accepts({ method: 'cash' })).toBe(false);
    expect(accepts({ method: 'cash', tenderedCents: 50.5 })).toBe(false);
    expect(accepts({ method: 'cash', tenderedCents: -1 })).toBe(false);
    expect(accepts({ method: 'card' })).toBe(false);
  });

  it('reads the amount tendered as typed', () => {
    expect(tenderedCentsOf('80')).toBe(8000);
    expect(tenderedCentsOf(' $68.77 ')).toBe(6877);
    expect(tenderedCentsOf('80.1')).toBe(8010);
    for (const text of ['', '80.123', '-5', 'eighty', '1e3'])
      expect(tenderedCentsOf(text)).toBeNull();
  });

  it('checks the card fields when paying by card, and a tender of at least the amount due for cash', () => {
    const named = { ...emptyWalkUpPayForm, firstName: 'Ann', lastName: 'Lee' };
    const form = walkUpPayFormSchema(6877);
    const tenderedIssue = (tendered: string) =>
      form.safeParse({ ...named, tendered }).error?.issues.find((i) => i.path[0] === 'tendered')
        ?.message;
    expect(tenderedIssue('')).toBe(walkUpTexts.tenderedRequired);
    expect(tenderedIssue('fifty')).toBe(walkUpTexts.tenderedInvalid);
    expect(tenderedIssue('50')).toBe(walkUpTexts.cashShortOf(5000, 6877));
    expect(tenderedIssue('68.77')).toBeUndefined();
    expect(form.safeParse({ ...named, tendered: '100' }).success).toBe(true);
    // A free sale takes no payment at all.
    expect(walkUpPayFormSchema(0).safeParse(named).success).toBe(true);
    const byCard = form.safeParse({ ...named, method: 'card' });
    expect(byCard.success).toBe(false);
    expect(byCard.error?.issues.map((issue) => issue.path[0])).toContain('creditCard');
  });
});
