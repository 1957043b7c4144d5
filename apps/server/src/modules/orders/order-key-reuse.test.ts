/**
 * An idempotency key is tied to its request (decision 071): the same key sent again with another
 * body is refused with a 409 and nothing is charged again, never answered with the first
 * request's outcome; the same request again (even with a new card token, as the browser makes
 * one when it resends an attempt) is answered as the first was.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@shop/core/api-error';
import { cartResponseSchema } from '@shop/core/cart';
import { orderResponseSchema } from '@shop/core/order-api';
import { queryRows } from '../../db/database.ts';
import { findDemoIds } from '../../seed/demo-data.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createOrderEditTestKit } from './order-edit-test-kit.ts';
import { orderTestCustomer } from './order-test-kit.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof findDemoIds>>;
beforeAll(async () => {
  t = await createTestApp();
  ids = await findDemoIds(t.database.db);
});
afterAll(() => t.close());

const { api, client, ticketId, skateSessions, placeSkateOrder, openEdit } = createOrderEditTestKit(
  () => t,
  () => ids,
);

const keyReused =
  'This Idempotency-Key was already used with a different request. Send a new key for a new request.';

/** The sandbox's purchases made under a key. */
async function purchasesUnder(key: string) {
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from sandbox_transactions
      where order_id = ${key} and transaction_type = 'Purchase'`,
  );
  return Number(row!.n);
}

describe('a ticket order key sent again', () => {
  it('with another e-mail: 409, no second charge, and the first buyer keeps the order', async () => {
    const [session] = await skateSessions();
    const cart = cartResponseSchema.parse((await api('GET', '/ticketing/cart')).body).data
      .attributes;
    const line = await api('POST', `/ticketing/line_items?cart_token=${cart.token}`, {
      activityId: ids.activity('public-skate'),
      activityTimeId: session!.id,
    });
    await api(
      'POST',
      `/ticketing/line_items/${line.body.data.id}/line_item_tickets?cart_token=${cart.token}`,
      { ticketId: await ticketId('skate-admission'), quantity: 1 },
    );
    const key = randomUUID();
    const place = async (email: string) =>
      api(
        'POST',
        `/ticketing/orders?cart_token=${cart.token}`,
        {
          order: {
            customerInfo: { ...orderTestCustomer, email, cardToken: await client().tokenize() },
          },
        },
        { 'idempotency-key': key },
      );

    const first = await place('first@example.org');
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const other = await place('second@example.org');
    expect(other.status).toBe(409);
    expect(apiErrorBodySchema.parse(other.body).errors.message).toBe(keyReused);
    // The first request again, with a card token made anew, is the same attempt: its answer.
    const again = await place('first@example.org');
    expect(again.status).toBe(201);
    expect(orderResponseSchema.parse(again.body).data.attributes.token).toBe(
      orderResponseSchema.parse(first.body).data.attributes.token,
    );
    expect(await purchasesUnder(key)).toBe(1);
  });
});

describe('an order edit key sent again', () => {
  it('with another e-mail: 409, and the edit is not charged twice', async () => {
    const sessions = await skateSessions();
    const order = await placeSkateOrder(sessions[0]!.id, 1);
    const edit = await openEdit(order);
    const line = edit.cart.lineItems[0]!;
    const added = await api(
      'POST',
      `/ticketing/line_items/${line.id}/line_item_tickets?cart_token=${edit.cart.token}`,
      { ticketId: await ticketId('skate-admission'), quantity: 1 },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const key = randomUUID();
    const commit = async (email: string) =>
      api(
        'POST',
        `/ticketing/orders?cart_token=${edit.cart.token}&edit_mode=true`,
        {
          order: {
            orderToken: order.token,
            customerInfo: { ...orderTestCustomer, email, cardToken: await client().tokenize() },
          },
        },
        { 'idempotency-key': key },
      );

    const first = await commit(orderTestCustomer.email);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const other = await commit('someone-else@example.org');
    expect(other.status).toBe(409);
    expect(apiErrorBodySchema.parse(other.body).errors.message).toBe(keyReused);
    expect((await commit(orderTestCustomer.email)).status).toBe(201);
    expect(await purchasesUnder(key)).toBe(1);
  });
});
