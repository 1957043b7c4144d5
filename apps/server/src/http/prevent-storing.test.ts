import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findDemoIds } from '../seed/demo-data.ts';
import { findDemoMembershipId } from '../seed/demo-memberships.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { testPrimaryMember } from '../test/shop-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function call(method: 'GET' | 'POST' | 'PATCH', url: string, body?: object) {
  const response = await t.app.inject({
    method,
    url: `/api/v1${url}`,
    ...(body ? { payload: body } : {}),
  });
  return {
    status: response.statusCode,
    cacheControl: response.headers['cache-control'],
    body: response.json() as { data: { attributes: { token: string } } },
  };
}

const unknownToken = 'Zx8_kP2mQ9vL4nR7tW1yB3cD5fG6hJ8kL0mN2pQ4rS6';

describe('Cache-Control: no-store', () => {
  it('is sent with carts, coupons on carts, orders, verification and member sessions, errors included', async () => {
    const cart = await call('GET', '/ticketing/cart');
    const cartToken = cart.body.data.attributes.token;
    const answers = {
      cart,
      'a line item the cart refuses': await call(
        'POST',
        `/ticketing/line_items?cart_token=${cartToken}`,
        {},
      ),
      'a coupon applied to the cart': await call(
        'PATCH',
        `/ticketing/cart?cart_token=${cartToken}`,
        {
          cart: { coupon: 'NO-SUCH-CODE' },
        },
      ),
      'an unknown order': await call('GET', `/ticketing/orders/${unknownToken}`),
      'an order without its details': await call(
        'POST',
        `/ticketing/orders?cart_token=${cartToken}`,
        {},
      ),
      'a verification without its answer': await call('POST', '/verify', {}),
      'a session without a token': await call('GET', '/session'),
      'a login that fails': await call('POST', '/login', {
        email: 'nobody@example.org',
        password: 'Powder2026!',
      }),
    };
    expect(answers.cart.status).toBe(200);
    expect(answers['an unknown order'].status).toBe(404);
    expect(answers['a session without a token'].status).toBe(401);
    for (const [name, answer] of Object.entries(answers)) {
      expect(answer.cacheControl, `${name} (${answer.status})`).toBe('no-store');
    }
  });

  it('is sent with membership checkouts and orders, errors included', async () => {
    const orderInfo = {
      membershipId: await findDemoMembershipId(t.database.db, 'individual-pass'),
      primaryMember: { ...testPrimaryMember, email: 'ada.skier@example.org' },
      secondaryMembers: [],
      addOnMembers: [],
      donationAmount: 0,
      coupon: null,
    };
    const checkout = await call('POST', '/memberships/checkouts', { orderInfo });
    expect(checkout.status).toBe(201);
    const token = checkout.body.data.attributes.token;
    const answers = {
      checkout,
      'the checkout read again': await call('GET', `/memberships/checkouts/${token}`),
      'a checkout change it refuses': await call('PATCH', `/memberships/checkouts/${token}`, {
        orderInfo: { donationAmount: 'lots' },
      }),
      'an unknown checkout': await call('GET', `/memberships/checkouts/${unknownToken}`),
      'an order without an Idempotency-Key': await call('POST', '/memberships/orders.json', {}),
      'an unknown order': await call('GET', `/memberships/orders/${unknownToken}`),
    };
    expect(answers['the checkout read again'].status).toBe(200);
    expect(answers['an unknown order'].status).toBe(404);
    for (const [name, answer] of Object.entries(answers)) {
      expect(answer.cacheControl, `${name} (${answer.status})`).toBe('no-store');
    }
  });

  it('is not sent with the catalogue: activities, sessions, venues and memberships', async () => {
    const ids = await findDemoIds(t.database.db);
    const activityId = ids.activity('public-skate');
    for (const url of [
      '/ticketing/activities',
      `/ticketing/activities/${activityId}`,
      `/ticketing/activities/${activityId}/activity_times?startDate=2026-12-01&endDate=2026-12-31`,
      '/venues?include_activities=true',
      '/memberships/memberships',
    ]) {
      const answer = await call('GET', url);
      expect(answer.status, url).toBe(200);
      expect(answer.cacheControl, url).not.toBe('no-store');
    }
  });
});
