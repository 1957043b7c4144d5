/**
 * Money at the window (decision 072): a cash sale takes at least the amount due, and a short
 * tender is refused with nothing sold, nothing recorded and the places still held; after a
 * declined card, another card is a new attempt with a new key, charged once, and the declined
 * card never is (the sandbox gateway's own ledger).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOrderResponseSchema } from '@shop/core/order-admin-api';
import {
  walkUpCartResponseSchema,
  walkUpSaleResponseSchema,
  walkUpTexts,
} from '@shop/core/walk-up-api';
import { findDemoIds } from '../../seed/demo-data.ts';
import { shopClient } from '../../test/shop-client.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createStaffTestApp, logInAs, type AdminClient } from '../staff/staff-test-kit.ts';
import { createWalkUpTestKit, TODAY_NOON } from './walk-up-test-kit.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof findDemoIds>>;
beforeAll(async () => {
  t = await createStaffTestApp();
  ids = await findDemoIds(t.database.db);
});
afterAll(() => t.close());

const { rows, soldAt, walkUpCart, sell } = createWalkUpTestKit(
  () => t,
  () => ids,
);

const buyer = { firstName: 'Walk', lastName: 'Up' };

/** A walk-up cart of `quantity` adult places at today's noon session, held. */
async function heldCart(client: AdminClient, quantity: number) {
  const created = await walkUpCart(client, TODAY_NOON, quantity);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return walkUpCartResponseSchema.parse(created.body).data;
}

/** The places the cart holds now. */
async function heldBy(cartToken: string): Promise<number> {
  const [row] = await rows<{ n: number }>(
    sql`select coalesce(sum(h.quantity), 0)::int as n from holds h
      join carts c on c.id = h.cart_id where c.token = ${cartToken}`,
  );
  return Number(row!.n);
}

/** The sandbox gateway's purchases of a card: what the card's holder would see. */
function purchasesOf(cardToken: string) {
  return rows<{ succeeded: boolean; amount_cents: number }>(
    sql`select succeeded, amount_cents from sandbox_transactions
      where transaction_type = 'Purchase' and payment_method_token = ${cardToken}
      order by created_at`,
  );
}

describe('a cash sale', () => {
  it('refuses a tender short of the amount due: 422 with both amounts, nothing sold or recorded, the places still held', async () => {
    const { client } = await logInAs(t, 'box-office');
    const cart = await heldCart(client, 2);
    expect(cart.total).toBe(96.53);
    const soldBefore = await soldAt(TODAY_NOON);
    const key = randomUUID();

    const short = await sell(
      client,
      { cartToken: cart.token, buyer, payment: { method: 'cash', tenderedCents: 5000 } },
      key,
    );
    expect(short.status, JSON.stringify(short.body)).toBe(422);
    const message = walkUpTexts.cashShortOf(5000, 9653);
    expect(message).toBe(
      '$50.00 tendered is less than the $96.53 due. Take at least the amount due.',
    );
    expect(short.body.errors).toEqual({
      status: 422,
      code: 'unprocessable',
      message,
      fields: { 'payment.tenderedCents': [message] },
    });
    expect(await soldAt(TODAY_NOON)).toBe(soldBefore);
    expect(await heldBy(cart.token)).toBe(2);
    expect(
      await rows(sql`select o.id from orders o join carts c on c.id = o.cart_id
        where c.token = ${cart.token}`),
    ).toEqual([]);
    // Refused before the key was claimed: the same key sells once the tender covers the total.
    expect(await rows(sql`select 1 from order_submissions where idempotency_key = ${key}`)).toEqual(
      [],
    );

    const exact = await sell(
      client,
      { cartToken: cart.token, buyer, payment: { method: 'cash', tenderedCents: 9653 } },
      key,
    );
    expect(exact.status, JSON.stringify(exact.body)).toBe(201);
    const sale = walkUpSaleResponseSchema.parse(exact.body).data;
    expect(sale).toMatchObject({ cashTenderedCents: 9653, changeCents: 0 });
    expect(await soldAt(TODAY_NOON)).toBe(soldBefore + 2);
  });

  it('needs the amount tendered', async () => {
    const { client } = await logInAs(t, 'box-office');
    const cart = await heldCart(client, 1);
    for (const payment of [{ method: 'cash' }, { method: 'cash', tenderedCents: 48.27 }]) {
      const answer = await sell(client, { cartToken: cart.token, buyer, payment });
      expect(answer.status).toBe(400);
      expect(answer.body.errors.code).toBe('validation_failed');
    }
    expect(await heldBy(cart.token)).toBe(1);
  });
});

describe('a card declined at the window', () => {
  it('lets another card pay under a new key: charged once, the declined card never, the places held between', async () => {
    const { client } = await logInAs(t, 'box-office');
    const cart = await heldCart(client, 1);
    const soldBefore = await soldAt(TODAY_NOON);
    const shop = shopClient(t);
    const declined = await shop.tokenize('4000000000000002');
    const body = (cardToken: string) => ({
      cartToken: cart.token,
      buyer,
      payment: { method: 'card', cardToken },
    });

    const first = await sell(client, body(declined), randomUUID());
    expect(first.status, JSON.stringify(first.body)).toBe(402);
    expect(await heldBy(cart.token)).toBe(1);
    expect(await soldAt(TODAY_NOON)).toBe(soldBefore);

    const second = await shop.tokenize('5555555555554444');
    const key = randomUUID();
    const paid = await sell(client, body(second), key);
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const sale = walkUpSaleResponseSchema.parse(paid.body).data;
    expect(sale).toMatchObject({
      totalPaidCents: 4826,
      cashTenderedCents: null,
      changeCents: null,
    });
    expect(sale.paymentMethod).toMatch(/4444/);
    // The same attempt again (its answer lost on the way): the same sale, no second charge.
    const retried = await sell(client, body(second), key);
    expect(retried.status).toBe(201);
    expect(walkUpSaleResponseSchema.parse(retried.body).data.orderId).toBe(sale.orderId);

    expect(await purchasesOf(declined)).toEqual([{ succeeded: false, amount_cents: 4826 }]);
    expect(await purchasesOf(second)).toEqual([{ succeeded: true, amount_cents: 4826 }]);
    expect(await soldAt(TODAY_NOON)).toBe(soldBefore + 1);
    const page = adminOrderResponseSchema.parse(
      (await client.call('GET', `/orders/${sale.orderId}`)).body,
    ).data;
    expect(page).toMatchObject({ totalPaidCents: 4826, cash: null });
  });
});
