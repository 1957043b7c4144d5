import { describe, expect, it } from 'vitest';
import { getFlow, paths } from './paths.ts';

describe('route helpers', () => {
  it('builds the payment link with the cart token and, when editing, the order token', () => {
    expect(paths.payment.getHref({ cartToken: 'c1' })).toBe('/activities/payment?cartToken=c1');
    expect(paths.payment.getHref({ cartToken: 'c1', orderToken: 'o1' })).toBe(
      '/activities/payment?cartToken=c1&orderToken=o1',
    );
  });

  it('leaves out empty query values', () => {
    expect(paths.activities.getHref({ venue: undefined })).toBe('/activities');
    expect(paths.activity.getHref(7, { line: undefined, cartToken: '' })).toBe('/activities/7');
  });

  it('escapes tokens placed in a path segment', () => {
    expect(paths.orderEdit.getHref('a/b')).toBe('/orders/a%2Fb/edit');
  });

  it('treats member and membership pages as the membership flow and everything else as activities', () => {
    expect(getFlow('/memberships/3/billing')).toBe('memberships');
    expect(getFlow('/member/login')).toBe('memberships');
    expect(getFlow('/activities/cart')).toBe('activities');
    expect(getFlow('/membershipsx')).toBe('activities');
  });
});
