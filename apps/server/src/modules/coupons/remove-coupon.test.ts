import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartResponseSchema } from '@shop/core/cart';
import { queryRows } from '../../db/database.ts';
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
  it('removes a coupon by its id', async () => {
    const cart = await cartWith(
      'zipline-tour',
      'zipline-tour-2026-12-12-10:00',
      'zipline-adult',
      1,
    );
    const applied = cartResponseSchema.parse(
      (
        await call('PATCH', `/ticketing/cart?cart_token=${cart.token}`, {
          cart: { coupon: 'WINTER10' },
        })
      ).body,
    ).data.attributes;
    const couponId = applied.appliedCoupons[0]!.id;
    const removed = await call('DELETE', `/ticketing/coupons/${couponId}?cart_token=${cart.token}`);
    expect(removed.status).toBe(200);
    expect(removed.body.data.attributes).toMatchObject({
      appliedCoupons: [],
      discounts: 0,
      total: 48.26,
    });
    expect(
      (await call('DELETE', `/ticketing/coupons/${couponId}?cart_token=${cart.token}`)).status,
    ).toBe(404);
  });

  it('applying and removing a code each move the cart’s version, as every change to a cart does', async () => {
    const cart = await cartWith(
      'zipline-tour',
      'zipline-tour-2026-12-13-10:00',
      'zipline-adult',
      1,
    );
    // The row version `touchCart` moves, which a cart add compares (decisions 018 and 019).
    const versionOf = async () => {
      const [row] = await queryRows<{ version: string }>(
        t.database.db,
        sql`select xmin::text as version from carts where token = ${cart.token}`,
      );
      return row!.version;
    };
    const before = await versionOf();
    const applied = await call('PATCH', `/ticketing/cart?cart_token=${cart.token}`, {
      cart: { coupon: 'WINTER10' },
    });
    expect(applied.status).toBe(200);
    const afterApply = await versionOf();
    expect(afterApply).not.toBe(before);
    const couponId = cartResponseSchema.parse(applied.body).data.attributes.appliedCoupons[0]!.id;
    const removed = await call('DELETE', `/ticketing/coupons/${couponId}?cart_token=${cart.token}`);
    expect(removed.status).toBe(200);
    expect(await versionOf()).not.toBe(afterApply);
  });
});
