import { describe, expect, it } from 'vitest';
import { isSafeRedirectPath, loginRedirect } from './login-redirect.ts';

describe('the login redirect', () => {
  it('goes to the membership named in the login URL first', () => {
    expect(
      loginRedirect({ membershipId: '3', storedRedirect: '/memberships/9', storedMembershipId: 4 }),
    ).toBe('/memberships/3');
  });

  it('then to the stored redirect, then to the stored membership, then to the activities', () => {
    expect(loginRedirect({ storedRedirect: '/memberships/9/billing', storedMembershipId: 4 })).toBe(
      '/memberships/9/billing',
    );
    expect(loginRedirect({ storedMembershipId: 4 })).toBe('/memberships/4');
    expect(loginRedirect({})).toBe('/activities');
  });

  it('ignores a membership id that is not a number', () => {
    expect(loginRedirect({ membershipId: 'abc', storedMembershipId: '../x' })).toBe('/activities');
  });

  it('never follows a stored redirect to another site or back to the login page', () => {
    for (const path of [
      '//evil.example',
      'https://evil.example',
      '/\\evil.example',
      'memberships',
    ]) {
      expect(isSafeRedirectPath(path)).toBe(false);
    }
    expect(isSafeRedirectPath('/member/login?membershipId=2')).toBe(false);
    expect(loginRedirect({ storedRedirect: '//evil.example' })).toBe('/activities');
  });
});
