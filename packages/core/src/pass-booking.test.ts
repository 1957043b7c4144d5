import { describe, expect, it } from 'vitest';
import type { EntitledPass } from './membership-entitlements.ts';
import {
  countGuestsInTerm,
  guestPassesLeft,
  guestsWithinPasses,
  holderPlaceAt,
  holderPriceFor,
  memberPriceCents,
  type StandingPlace,
} from './pass-booking.ts';

const SKATING = 10;
const LESSONS = 20;
const LESSON_TICKET = 200;

const familyPass: EntitledPass = {
  memberId: 1,
  startsOn: '2026-01-15',
  expiresOn: '2027-01-14',
  revoked: false,
  entitlements: {
    includedActivityIds: [SKATING],
    memberPrices: [{ ticketId: LESSON_TICKET, percentOff: 20, memberPriceCents: null }],
    guestPassesPerTerm: 2,
  },
};
const skate = { activityId: SKATING, ticketId: 100, publicPriceCents: 3000 };
const lesson = { activityId: LESSONS, ticketId: LESSON_TICKET, publicPriceCents: 2500 };

describe('a member price', () => {
  it('takes a percentage off, the half cent going to the member', () => {
    expect(memberPriceCents(2500, { percentOff: 20, memberPriceCents: null })).toBe(2000);
    // 15% of 1,999 is 299.85: 300 off.
    expect(memberPriceCents(1999, { percentOff: 15, memberPriceCents: null })).toBe(1699);
    // 50% of 1,001 is 500.5: 501 off, the member pays 500.
    expect(memberPriceCents(1001, { percentOff: 50, memberPriceCents: null })).toBe(500);
    expect(memberPriceCents(1001, { percentOff: 100, memberPriceCents: null })).toBe(0);
  });

  it('never exceeds the public price when it is a price of its own', () => {
    expect(memberPriceCents(2500, { percentOff: null, memberPriceCents: 2000 })).toBe(2000);
    expect(memberPriceCents(1500, { percentOff: null, memberPriceCents: 2000 })).toBe(1500);
  });
});

describe('what a pass holder pays', () => {
  it('is nothing at an included activity, the member price on a priced ticket, else no offer', () => {
    expect(holderPriceFor([familyPass], '2026-12-01', skate)).toEqual({
      benefit: 'included',
      priceCents: 0,
    });
    expect(holderPriceFor([familyPass], '2026-12-01', lesson)).toEqual({
      benefit: 'member-price',
      priceCents: 2000,
    });
    expect(holderPriceFor([familyPass], '2026-12-01', { ...lesson, ticketId: 999 })).toBeNull();
  });

  it('counts the expiry day in, the day after out, and a revoked pass never (Denver days)', () => {
    expect(holderPriceFor([familyPass], '2027-01-14', skate)?.benefit).toBe('included');
    expect(holderPriceFor([familyPass], '2027-01-15', skate)).toBeNull();
    expect(holderPriceFor([familyPass], '2026-01-14', skate)).toBeNull();
    expect(holderPriceFor([{ ...familyPass, revoked: true }], '2026-12-01', skate)).toBeNull();
  });

  it('takes the lowest member price of the holder’s valid passes', () => {
    const second: EntitledPass = {
      ...familyPass,
      entitlements: {
        includedActivityIds: [],
        memberPrices: [{ ticketId: LESSON_TICKET, percentOff: null, memberPriceCents: 1500 }],
        guestPassesPerTerm: 0,
      },
    };
    expect(holderPriceFor([familyPass, second], '2026-12-01', lesson)?.priceCents).toBe(1500);
    // The cheaper pass has lapsed: the other one's price.
    const lapsed = { ...second, expiresOn: '2026-06-30' };
    expect(holderPriceFor([familyPass, lapsed], '2026-12-01', lesson)?.priceCents).toBe(2000);
  });
});

const place = (overrides: Partial<StandingPlace>): StandingPlace => ({
  memberId: 1,
  benefit: 'included',
  activityTimeId: 500,
  activityId: SKATING,
  day: '2026-12-01',
  ...overrides,
});

describe('a holder’s one place', () => {
  it('is taken at the same session when timed, and on the same day of the activity when not', () => {
    const timed = { timed: true, activityTimeId: 500, activityId: SKATING, day: '2026-12-01' };
    expect(holderPlaceAt([place({})], 1, timed)).toBeDefined();
    expect(holderPlaceAt([place({ activityTimeId: 501 })], 1, timed)).toBeUndefined();
    expect(holderPlaceAt([place({ memberId: 2 })], 1, timed)).toBeUndefined();
    // A guest the holder brings is not the holder's own place.
    expect(holderPlaceAt([place({ benefit: 'guest' })], 1, timed)).toBeUndefined();

    const untimed = { ...timed, timed: false, activityTimeId: 900 };
    expect(holderPlaceAt([place({ activityTimeId: 901 })], 1, untimed)).toBeDefined();
    expect(holderPlaceAt([place({ day: '2026-12-02' })], 1, untimed)).toBeUndefined();
  });
});

describe('guest passes', () => {
  const guests = [
    place({ benefit: 'guest', day: '2026-03-01' }),
    place({ benefit: 'guest', day: '2027-02-01' }),
    place({ benefit: 'guest', memberId: 2 }),
  ];

  it('count the holder’s guests on days of the pass’s term only', () => {
    expect(countGuestsInTerm(guests, 1, familyPass)).toBe(1);
  });

  it('leave what the term allows less its guests, and none without a valid pass', () => {
    const guestsOn = (term: { startsOn: string; expiresOn: string }) =>
      countGuestsInTerm(guests, 1, term);
    expect(guestPassesLeft([familyPass], '2026-12-01', guestsOn)).toBe(1);
    expect(guestPassesLeft([familyPass], '2027-03-01', guestsOn)).toBe(0);
    expect(guestsWithinPasses([familyPass], '2026-12-01', () => 2)).toBe(true);
    expect(guestsWithinPasses([familyPass], '2026-12-01', () => 3)).toBe(false);
    expect(guestsWithinPasses([{ ...familyPass, revoked: true }], '2026-12-01', () => 1)).toBe(
      false,
    );
  });
});
