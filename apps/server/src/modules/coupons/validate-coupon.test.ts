import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartResponseSchema } from '@shop/core/cart';
import { findDemoIds } from '../../seed/demo-data.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

import { createCouponTestKit } from './coupon-test-kit.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof findDemoIds>>;
beforeAll(async () => {
  t = await createTestApp();
  ids = await findDemoIds(t.database.db);
});
afterAll(() => t.close());

const { call, cartWith } = createCouponTestKit(
  () => t,
  () => ids,
);

describe('applying a coupon to the cart', () => {
  it('validates a code against the cart without applying it', async () => {
    const cart = await cartWith(
      'public-skate',
      'public-skate-2026-12-02-10:00',
      'skate-admission',
      1,
    );
    const response = await call(
      'GET',
      `/ticketing/coupons/validate/SKATE5?cart_token=${cart.token}`,
    );
    expect(response.status).toBe(200);
    expect(response.body.data.attributes).toMatchObject({
      valid: true,
      discounts: 5,
      coupon: { code: 'SKATE5', kind: 'fixed', amount: 5 },
    });
    const after = cartResponseSchema.parse(
      (await call('GET', `/ticketing/cart?cart_token=${cart.token}`)).body,
    ).data.attributes;
    expect(after.appliedCoupons).toEqual([]);
  });
});

describe('looking a code up for an activity', () => {
  it('answers a code that applies to the activity and session, by either path', async () => {
    const skate = ids.activity('public-skate');
    const a = await call('GET', `/ticketing/coupons/skate5?activity_id=${skate}`);
    expect(a.status).toBe(200);
    expect(a.body.data.attributes).toMatchObject({
      code: 'SKATE5',
      activityId: skate,
      productArea: 'Ticketing',
    });
    const b = await call('GET', `/coupons/MEMBER15.json?product_area=Memberships`);
    expect(b.status).toBe(200);
    expect(b.body.data.attributes.code).toBe('MEMBER15');
  });

  it('refuses a code for another activity, an expired one and an unknown one', async () => {
    expect(
      (await call('GET', `/ticketing/coupons/SKATE5?activity_id=${ids.activity('zipline-tour')}`))
        .status,
    ).toBe(422);
    expect((await call('GET', '/ticketing/coupons/SUMMER20')).body.errors.message).toBe(
      'This coupon code has expired.',
    );
    expect((await call('GET', '/coupons/NOPE.json?product_area=Ticketing')).status).toBe(422);
    expect((await call('GET', '/coupons/NOPE.json?product_area=Shop')).status).toBe(400);
  });
});
