import { describe, expect, it } from 'vitest';
import { getEditedOrderToken, getFlow, paths, staysInOrderEdit } from './paths.ts';

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

  it('finds the order being edited in the edit route or the orderToken parameter', () => {
    expect(getEditedOrderToken({ pathname: '/orders/a%2Fb/edit', search: '' })).toBe('a/b');
    expect(
      getEditedOrderToken({ pathname: '/activities/cart', search: '?cartToken=c1&orderToken=o1' }),
    ).toBe('o1');
    expect(getEditedOrderToken({ pathname: '/activities/cart', search: '?cartToken=c1' })).toBe(
      null,
    );
    expect(getEditedOrderToken({ pathname: '/orders/confirmation/o1', search: '' })).toBe(null);
  });

  it('stays in edit mode on the pages of the same order’s edit and its confirmation only', () => {
    const at = (href: string) => {
      const url = new URL(href, 'http://shop.test');
      return { pathname: url.pathname, search: url.search };
    };
    expect(staysInOrderEdit('o1', at(paths.orderEdit.getHref('o1')))).toBe(true);
    expect(staysInOrderEdit('o1', at(paths.payment.getHref({ orderToken: 'o1' })))).toBe(true);
    expect(staysInOrderEdit('o1', at(paths.orderConfirmation.getHref('o1')))).toBe(true);
    expect(staysInOrderEdit('o1', at(paths.activities.getHref()))).toBe(false);
    expect(staysInOrderEdit('o1', at(paths.cart.getHref({ cartToken: 'c1' })))).toBe(false);
    expect(staysInOrderEdit('o1', at(paths.orderEdit.getHref('o2')))).toBe(false);
    expect(staysInOrderEdit('o1', at(paths.orderConfirmation.getHref('o2')))).toBe(false);
  });
});
