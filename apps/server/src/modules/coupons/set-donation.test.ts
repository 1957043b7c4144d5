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

describe('donations', () => {
  it('adds an untaxed donation to the total, and 0 removes it', async () => {
    const cart = await cartWith(
      'zipline-tour',
      'zipline-tour-2026-12-17-10:00',
      'zipline-adult',
      1,
    );
    const withGift = cartResponseSchema.parse(
      (
        await call('PATCH', `/ticketing/cart?cart_token=${cart.token}`, {
          cart: { donationAmount: 25.5 },
        })
      ).body,
    ).data.attributes;
    expect(withGift).toMatchObject({
      subtotal: 45,
      taxes: 3.26,
      donationAmount: 25.5,
      total: 73.76,
    });
    const without = cartResponseSchema.parse(
      (
        await call('PATCH', `/ticketing/cart?cart_token=${cart.token}`, {
          cart: { donationAmount: 0 },
        })
      ).body,
    ).data.attributes;
    expect(without).toMatchObject({ donationAmount: 0, total: 48.26 });
  });

  it('refuses a donation that is not a non-negative amount of dollars', async () => {
    const cart = await cartWith(
      'zipline-tour',
      'zipline-tour-2026-12-18-10:00',
      'zipline-adult',
      1,
    );
    for (const donationAmount of [-5, 'ten', 1.234]) {
      const response = await call('PATCH', `/ticketing/cart?cart_token=${cart.token}`, {
        cart: { donationAmount },
      });
      expect(response.status, String(donationAmount)).toBe(400);
      expect(response.body.errors.fields).toHaveProperty(['cart.donationAmount']);
    }
    expect(
      (await call('PATCH', `/ticketing/cart?cart_token=${cart.token}`, { cart: {} })).status,
    ).toBe(400);
    const after = cartResponseSchema.parse(
      (await call('GET', `/ticketing/cart?cart_token=${cart.token}`)).body,
    ).data.attributes;
    expect(after.donationAmount).toBe(0);
  });
});
