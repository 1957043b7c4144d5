import { describe, expect, it } from 'vitest';
import {
  formatPassCode,
  isPassCode,
  isPassValidOn,
  passForDay,
  passStandingOn,
  renewalStartsOn,
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
