import { describe, expect, it } from 'vitest';
import {
  bestMemberPriceCents,
  formatPassCode,
  guestPassesLeft,
  holdersIncludedAt,
  isPassCode,
  isPassValidOn,
  memberPriceCents,
  noEntitlements,
  passForDay,
  passStandingOn,
  renewalStartsOn,
  type EntitledPass,
} from './membership-entitlements.ts';
import { shopDateAt } from './shop-time.ts';

const pass = { startsOn: '2026-01-15', expiresOn: '2027-01-14', revoked: false };

describe('a pass’s standing on a day', () => {
  it('is good from its start date to its expiry date, both included', () => {
    expect(isPassValidOn(pass, '2026-01-15')).toBe(true);
    expect(isPassValidOn(pass, '2027-01-14')).toBe(true);
    expect(passStandingOn(pass, '2027-01-15')).toEqual({
      status: 'expired',
      expiredOn: '2027-01-14',
    });
    expect(passStandingOn(pass, '2026-01-14')).toEqual({
      status: 'not-started',
      startsOn: '2026-01-15',
    });
  });

  it('entitles nothing once revoked, even inside its dates', () => {
    expect(passStandingOn({ ...pass, revoked: true }, '2026-06-01')).toEqual({
      status: 'revoked',
    });
  });

  it('reads the day in Denver: late evening there is still the expiry day', () => {
    // 2027-01-15 04:30 UTC is 9:30 PM on the 14th in Denver (MST, UTC-7).
    const day = shopDateAt(new Date('2027-01-15T04:30:00Z'));
    expect(day).toBe('2027-01-14');
    expect(isPassValidOn(pass, day)).toBe(true);
    expect(isPassValidOn(pass, shopDateAt(new Date('2027-01-15T07:30:00Z')))).toBe(false);
  });

  it('speaks for a member with the valid pass, else the one that ended last', () => {
    const old = { ...pass, startsOn: '2024-01-15', expiresOn: '2025-01-14' };
    const renewed = { ...pass, startsOn: '2027-01-15', expiresOn: '2028-01-14' };
    expect(passForDay([old, pass, renewed], '2027-02-01')).toBe(renewed);
    expect(passForDay([old, pass], '2027-02-01')).toBe(pass);
    expect(passForDay([], '2027-02-01')).toBeUndefined();
  });
});

describe('renewal', () => {
  it('extends from the old expiry while the pass is good', () => {
    expect(renewalStartsOn('2027-01-14', '2026-12-20')).toBe('2027-01-15');
    expect(renewalStartsOn('2027-01-14', '2027-01-14')).toBe('2027-01-15');
  });

  it('starts today once the pass has lapsed, or for a first pass', () => {
    expect(renewalStartsOn('2027-01-14', '2027-03-02')).toBe('2027-03-02');
    expect(renewalStartsOn(null, '2027-03-02')).toBe('2027-03-02');
  });
});

describe('member prices', () => {
  it('takes a percentage off, a half cent in the member’s favour', () => {
    expect(memberPriceCents(2500, { percentOff: 20, memberPriceCents: null })).toBe(2000);
    // 15% of 1250 is 187.5 cents off: the member pays 1062.
    expect(memberPriceCents(1250, { percentOff: 15, memberPriceCents: null })).toBe(1062);
    expect(memberPriceCents(1250, { percentOff: 100, memberPriceCents: null })).toBe(0);
  });

  it('uses a price of its own, never above the public price', () => {
    expect(memberPriceCents(4500, { percentOff: null, memberPriceCents: 3000 })).toBe(3000);
    expect(memberPriceCents(2000, { percentOff: null, memberPriceCents: 3000 })).toBe(2000);
  });
});

const skating = 11;
const museum = 12;
const lessons = 70;
const household: EntitledPass[] = [
  {
    memberId: 1,
    ...pass,
    entitlements: {
      includedActivityIds: [skating, museum],
      memberPrices: [{ ticketId: lessons, percentOff: 20, memberPriceCents: null }],
      guestPassesPerTerm: 2,
    },
  },
  {
    memberId: 2,
    ...pass,
    entitlements: {
      includedActivityIds: [skating],
      memberPrices: [{ ticketId: lessons, percentOff: null, memberPriceCents: 1500 }],
      guestPassesPerTerm: 0,
    },
  },
  {
    memberId: 3,
    ...pass,
    revoked: true,
    entitlements: { ...noEntitlements, includedActivityIds: [skating] },
  },
];

describe('what a household is entitled to', () => {
  it('includes an activity for each pass holder whose good pass names it', () => {
    expect(holdersIncludedAt(household, skating, '2026-03-01')).toEqual([1, 2]);
    expect(holdersIncludedAt(household, museum, '2026-03-01')).toEqual([1]);
    expect(holdersIncludedAt(household, 99, '2026-03-01')).toEqual([]);
    expect(holdersIncludedAt(household, skating, '2027-01-15')).toEqual([]);
  });

  it('counts a holder with two good passes once', () => {
    const twice = [household[0]!, { ...household[0]!, expiresOn: '2027-06-30' }];
    expect(holdersIncludedAt(twice, skating, '2026-03-01')).toEqual([1]);
  });

  it('gives the lowest member price of its good passes', () => {
    expect(bestMemberPriceCents(household, lessons, 2500, '2026-03-01')).toBe(1500);
    expect(bestMemberPriceCents(household, lessons, 1200, '2026-03-01')).toBe(960);
    expect(bestMemberPriceCents(household, 99, 2500, '2026-03-01')).toBeNull();
    expect(bestMemberPriceCents(household, lessons, 2500, '2027-02-01')).toBeNull();
  });

  it('leaves guest passes down to none, never below', () => {
    expect(guestPassesLeft(2, 0)).toBe(2);
    expect(guestPassesLeft(2, 2)).toBe(0);
    expect(guestPassesLeft(2, 3)).toBe(0);
  });
});

describe('pass codes', () => {
  it('tells a pass code from a ticket code by its P and length', () => {
    expect(isPassCode('PABCDEFGHIJKLMNOPQRSTUVWXYZ')).toBe(true);
    expect(isPassCode('ABCDEFGHIJKLMNOPQRSTUVWXYZ')).toBe(false);
    expect(isPassCode('PABCDEFGHIJKLMNOPQRSTUVWXY1')).toBe(false);
  });

  it('prints in groups of four after its P', () => {
    expect(formatPassCode('PABCDEFGHIJKLMNOPQRSTUVWXYZ')).toBe(
      'P ABCD EFGH IJKL MNOP QRST UVWX YZ',
    );
  });
});
