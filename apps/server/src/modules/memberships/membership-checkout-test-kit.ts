/**
 * What the membership product and checkout tests share: requests to the test app (with a member's
 * session when given), a family's order info, and a checkout priced from it. Used by tests only.
 */
import { expect } from 'vitest';
import {
  membershipCheckoutResponseSchema,
  type MembershipCheckout,
} from '@shop/core/membership-api';
import { testPrimaryMember } from '../../test/shop-client.ts';
import type { TestApp } from '../../test/test-app.ts';

type Method = 'GET' | 'POST' | 'PATCH';
const primaryMember = testPrimaryMember;

export function createMembershipCheckoutTestKit(app: () => TestApp, familyId: () => number) {
  async function api(method: Method, url: string, body?: object, token?: string) {
    const response = await app().app.inject({
      method,
      url: `/api/v1${url}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(body ? { payload: body } : {}),
    });
    return { status: response.statusCode, body: response.json() };
  }

  const kid = (firstName: string) => ({ firstName, lastName: 'Skier', dateOfBirth: '2015-06-01' });

  function familyOrderInfo(overrides: object = {}) {
    return {
      membershipId: familyId(),
      primaryMember,
      secondaryMembers: [kid('Bo'), kid('Cy'), kid('Di')],
      addOnMembers: [],
      donationAmount: 0,
      coupon: null,
      ...overrides,
    };
  }

  async function checkout(orderInfo: object, token?: string) {
    return api('POST', '/memberships/checkouts', { orderInfo }, token);
  }

  function priced(response: { status: number; body: unknown }): MembershipCheckout {
    expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
    return membershipCheckoutResponseSchema.parse(response.body).data.attributes;
  }

  return { api, kid, familyOrderInfo, checkout, priced, primaryMember };
}
