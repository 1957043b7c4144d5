import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@shop/core/api-error';
import { type Cart } from '@shop/core/cart';
import { cartTexts } from '@shop/core/cart-texts';
import { queryRows } from '../../db/database.ts';
import { findDemoIds } from '../../seed/demo-data.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app.ts';
import { createOrderTestKit } from './order-test-kit.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof findDemoIds>>;
/**
 * The places each cart holds for at least the 30 s a charge may wait for the gateway, read when
 * the gateway has answered one.
 */
let heldWhenCharged: { cartId: number; quantity: number }[] = [];
beforeAll(async () => {
  t = await createTestApp({
    failpoint: async (step) => {
      if (step !== 'charged') return;
      const rows = await queryRows<{ cart_id: number; quantity: number }>(
        t.database.db,
        sql`select cart_id, sum(quantity)::int as quantity from holds
            where expires_at > ${t.now.value.toISOString()}::timestamptz + interval '30 seconds'
            group by cart_id`,
      );
      heldWhenCharged = rows.map((row) => ({ cartId: row.cart_id, quantity: row.quantity }));
    },
  });
  ids = await findDemoIds(t.database.db);
});
afterAll(() => t.close());

const { cartWith, tokenize, placeOrder, count, capacityOf } = createOrderTestKit(
  () => t,
  () => ids,
);

/** Sixteen minutes on: the carts' 15-minute holds have lapsed. */
function lapseHolds() {
  t.now.value = new Date(TEST_NOW.getTime() + 16 * 60_000);
}

async function charges() {
  return count('sandbox_transactions', sql`transaction_type = 'Purchase'`);
}

describe('placing the order of a cart whose holds lapsed', () => {
  it('is refused before the card is charged when the places were sold to another meanwhile', async () => {
    // Tomorrow's first zipline has two places left; this cart held both, then waited too long.
    const session = await ids.session('zipline-tour-2026-12-02-10:00');
    const lapsed: Cart = await cartWith('zipline-tour-2026-12-02-10:00', 2);
    try {
      lapseHolds();
      const other = await cartWith('zipline-tour-2026-12-02-10:00', 2);
      const sold = await placeOrder(other, await tokenize('4111111111111111'));
      expect(sold.status, JSON.stringify(sold.body)).toBe(201);
      const chargesBefore = await charges();
      const ordersBefore = await count('orders');
      const paymentsBefore = await count('payment_transactions');

      const response = await placeOrder(lapsed, await tokenize('4111111111111111'));
      expect(response.status, JSON.stringify(response.body)).toBe(409);
      expect(apiErrorBodySchema.parse(response.body).errors).toMatchObject({
        title: cartTexts.invalidSelectionTitle,
        message: cartTexts.ticketsUnavailable,
      });
      // The sandbox ledger shows no charge, and nothing was sold or recorded.
      expect(await charges()).toBe(chargesBefore);
      expect(await count('payment_transactions')).toBe(paymentsBefore);
      expect(await count('orders')).toBe(ordersBefore);
      expect((await capacityOf(session.id)).vacancy).toBe(0);
    } finally {
      t.now.value = TEST_NOW;
    }
  });

  it('is refused before the card is charged when another cart holds the places now', async () => {
    const lapsed = await cartWith('zipline-tour-2026-12-04-10:00', 1);
    try {
      lapseHolds();
      await cartWith('zipline-tour-2026-12-04-10:00', 1);
      const chargesBefore = await charges();
      const response = await placeOrder(lapsed, await tokenize('4111111111111111'));
      expect(response.status, JSON.stringify(response.body)).toBe(409);
      expect(await charges()).toBe(chargesBefore);
    } finally {
      t.now.value = TEST_NOW;
    }
  });

  it('holds the places again, when they are still free, before the card is charged', async () => {
    const session = await ids.session('zipline-tour-2026-12-23-12:00');
    const lapsed = await cartWith('zipline-tour-2026-12-23-12:00', 2);
    try {
      lapseHolds();
      heldWhenCharged = [];
      const before = await capacityOf(session.id);
      const response = await placeOrder(lapsed, await tokenize('4111111111111111'));
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      // While the gateway charged the card, the cart held its two places: no one could take them.
      expect(heldWhenCharged).toContainEqual({ cartId: lapsed.id, quantity: 2 });
      expect((await capacityOf(session.id)).sold).toBe(before.sold + 2);
    } finally {
      t.now.value = TEST_NOW;
    }
  });

  it('holds again, before the charge, places whose hold would lapse during it', async () => {
    const lapsed = await cartWith('zipline-tour-2026-12-23-14:00', 1);
    try {
      // 20 s left: a renewal leaves such a hold as it is (decision 017), so it is taken again.
      t.now.value = new Date(TEST_NOW.getTime() + 15 * 60_000 - 20_000);
      heldWhenCharged = [];
      const response = await placeOrder(lapsed, await tokenize('4111111111111111'));
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      expect(heldWhenCharged).toContainEqual({ cartId: lapsed.id, quantity: 1 });
    } finally {
      t.now.value = TEST_NOW;
    }
  });
});

describe('placing the order of a cart whose places are held', () => {
  it('is refused before the card is charged when an operator cut the session under its hold', async () => {
    const session = await ids.session('zipline-tour-2026-12-17-12:00');
    const held = await cartWith('zipline-tour-2026-12-17-12:00', 2);
    const [before] = await queryRows<{ capacity: number }>(
      t.database.db,
      sql`select capacity from activity_times where id = ${session.id}`,
    );
    // The hold stays live, but the session now has one place fewer than it holds.
    await t.database.db.execute(
      sql`update activity_times set capacity = sold + 1 where id = ${session.id}`,
    );
    try {
      const chargesBefore = await charges();
      const paymentsBefore = await count('payment_transactions');
      const response = await placeOrder(held, await tokenize('4111111111111111'));
      expect(response.status, JSON.stringify(response.body)).toBe(409);
      expect(apiErrorBodySchema.parse(response.body).errors.title).toBe(
        cartTexts.invalidSelectionTitle,
      );
      expect(await charges()).toBe(chargesBefore);
      expect(await count('payment_transactions')).toBe(paymentsBefore);
      expect(await count('orders', sql`cart_id = ${held.id}`)).toBe(0);
    } finally {
      await t.database.db.execute(
        sql`update activity_times set capacity = ${before!.capacity} where id = ${session.id}`,
      );
    }
  });
});
