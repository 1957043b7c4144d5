import { describe, expect, it } from 'vitest';
import { isRenewalOpen } from './pass-card-api.ts';

describe('when to offer a renewal', () => {
  it('from 60 days before the expiry on, and after it lapsed', () => {
    expect(isRenewalOpen('2027-01-14', '2026-11-14')).toBe(false);
    expect(isRenewalOpen('2027-01-14', '2026-11-15')).toBe(true);
    expect(isRenewalOpen('2027-01-14', '2027-01-14')).toBe(true);
    expect(isRenewalOpen('2027-01-14', '2027-03-01')).toBe(true);
  });

  it('counts the 60 days across a leap day', () => {
    expect(isRenewalOpen('2028-03-30', '2028-01-29')).toBe(false);
    expect(isRenewalOpen('2028-03-30', '2028-01-30')).toBe(true);
  });
});
