import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@shop/core/api-error';
import { coupons } from '../../db/schema.ts';
import { findDemoIds } from '../../seed/demo-data.ts';
import { shopClient, testCustomer } from '../../test/shop-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

import { createCouponTestKit } from './coupon-test-kit.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof findDemoIds>>;
beforeAll(async () => {
  t = await createTestApp();
  ids = await findDemoIds(t.database.db);
});
afterAll(() => t.close());

const { call, count, cartWith } = createCouponTestKit(
  () => t,
  () => ids,
);

describe('holding a coupon use', () => {
  async function cartsWithLastUse() {
    await t.database.db.update(coupons).set({ usedCount: 49 }).where(eq(coupons.code, 'FIRST50'));
    const carts = await Promise.all(
      ['13', '14', '15'].map((day) =>
        cartWith('zipline-tour', `zipline-tour-2026-12-${day}-10:00`, 'zipline-adult', 1),
      ),
    );
    for (const cart of carts) {
      const applied = await call('PATCH', `/ticketing/cart?cart_token=${cart.token}`, {
        cart: { coupon: 'FIRST50' },
      });
      expect(applied.status).toBe(200);
    }
    return carts;
  }

  it('the hold posted before an order reserves nothing, so carts never paid for lock no use', async () => {
    const carts = await cartsWithLastUse();
    const held = await Promise.all(
      carts.map((cart) => call('POST', `/ticketing/coupons/hold?cart_token=${cart.token}`)),
    );
    expect(held.map((result) => result.status)).toEqual([200, 200, 200]);
    expect(held[0]!.body.data.attributes).toEqual({ coupons: ['FIRST50'], expiresAt: null });
    expect(await count('coupon_holds')).toBe(0);
    const fresh = await cartWith(
      'zipline-tour',
      'zipline-tour-2026-12-16-10:00',
      'zipline-adult',
      1,
    );
    const applied = await call('PATCH', `/ticketing/cart?cart_token=${fresh.token}`, {
      cart: { coupon: 'FIRST50' },
    });
    expect(applied.status).toBe(200);
  });

  it('the last use goes to one of the carts paying at once; the others are refused before any charge', async () => {
    const carts = await cartsWithLastUse();
    const results = await Promise.all(
      carts.map(async (cart) =>
        call(
          'POST',
          `/ticketing/orders?cart_token=${cart.token}`,
          {
            order: {
              customerInfo: { ...testCustomer, cardToken: await shopClient(t).tokenize() },
            },
          },
          { 'idempotency-key': randomUUID() },
        ),
      ),
    );
    expect(results.map((result) => result.status).sort()).toEqual([201, 422, 422]);
    for (const refused of results.filter((result) => result.status === 422)) {
      expect(apiErrorBodySchema.parse(refused.body).errors.message).toBe(
        'FIRST50: This coupon code has already been used the maximum number of times.',
      );
    }
    // One charge, for the order; the refused payments left no reservation behind.
    expect(await count('sandbox_transactions', sql`transaction_type = 'Purchase'`)).toBe(1);
    expect(await count('coupon_holds')).toBe(0);
    const [coupon] = await t.database.db
      .select({ usedCount: coupons.usedCount })
      .from(coupons)
      .where(eq(coupons.code, 'FIRST50'));
    expect(coupon!.usedCount).toBe(50);
  });
});
