import { describe, expect, it } from 'vitest';
import { noEntitlements, type EntitledPass } from './membership-entitlements.ts';
import { decidePassAdmission } from './pass-admission.ts';

const SKATE = 7;
const MUSEUM = 9;

function passOf(overrides: Partial<EntitledPass> & { includes?: number[] }): EntitledPass {
  const { includes = [SKATE], ...rest } = overrides;
  return {
    memberId: 1,
    startsOn: '2026-01-15',
    expiresOn: '2027-01-14',
    revoked: false,
    entitlements: { ...noEntitlements, includedActivityIds: includes },
    ...rest,
  };
}

describe('a pass holder at the gate', () => {
  it('is let in by a valid pass that includes the activity', () => {
    const pass = passOf({});
    expect(decidePassAdmission([pass], SKATE, '2026-06-01')).toEqual({ status: 'admit', pass });
  });

  it('is let in by either of two products, whichever includes the activity', () => {
    const skate = passOf({ expiresOn: '2027-06-30' });
    const museum = passOf({ includes: [MUSEUM] });
    expect(decidePassAdmission([skate, museum], MUSEUM, '2026-06-01')).toEqual({
      status: 'admit',
      pass: museum,
    });
  });

  it('is refused an activity the valid pass does not include, naming that pass', () => {
    const pass = passOf({});
    expect(decidePassAdmission([pass], MUSEUM, '2026-06-01')).toEqual({
      status: 'not-included',
      pass,
    });
  });

  it('is refused after the expiry date, naming the last day', () => {
    const old = passOf({ startsOn: '2024-01-15', expiresOn: '2025-01-14' });
    const last = passOf({ startsOn: '2025-01-15', expiresOn: '2026-01-14' });
    expect(decidePassAdmission([old, last], SKATE, '2026-02-01')).toEqual({
      status: 'expired',
      pass: last,
      expiredOn: '2026-01-14',
    });
  });

  it('is refused before the start date, saying when it starts', () => {
    const renewal = passOf({ startsOn: '2027-01-15', expiresOn: '2028-01-14' });
    expect(decidePassAdmission([renewal], SKATE, '2027-01-10')).toEqual({
      status: 'not-started',
      pass: renewal,
      startsOn: '2027-01-15',
    });
  });

  it('is refused by a revoked pass, even one that includes the activity', () => {
    const pass = passOf({ revoked: true });
    expect(decidePassAdmission([pass], SKATE, '2026-06-01')).toEqual({
      status: 'revoked',
      pass,
    });
  });

  it('is refused with no pass at all', () => {
    expect(decidePassAdmission([], SKATE, '2026-06-01')).toEqual({ status: 'no-pass' });
  });
});
