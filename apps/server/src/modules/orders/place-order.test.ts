import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@shop/core/api-error';
import { cartResponseSchema, lineItemResponseSchema } from '@shop/core/cart';
import { orderResponseSchema } from '@shop/core/order-api';
import { queryRows } from '../../db/database.ts';
import { findDemoIds } from '../../seed/demo-data.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createOrderTestKit } from './order-test-kit.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof findDemoIds>>;
beforeAll(async () => {
  t = await createTestApp();
  ids = await findDemoIds(t.database.db);
});
afterAll(() => t.close());

const { api, ticketId, cartWith, tokenize, placeOrder, count, capacityOf } = createOrderTestKit(
  () => t,
  () => ids,
);

describe('placing an order', () => {
  it('charges the card, sells the held places, queues the e-mail and starts a new cart', async () => {
    const cart = await cartWith('zipline-tour-2026-12-10-12:00', 2);
    const session = await ids.session('zipline-tour-2026-12-10-12:00');
    const before = await capacityOf(session.id);
    const response = await placeOrder(cart, await tokenize('4111111111111111'));
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const order = orderResponseSchema.parse(response.body).data.attributes;
    expect(order).toMatchObject({
      totalPaid: 96.53, // 2 × $45 + 7.25% tax ($6.525 -> $6.53)
      paymentMethod: 'Visa ending in 1111',
      email: 'ada@example.org',
      customerName: 'Ada Skier',
      donationAmountAmount: 0,
      coupon: null,
    });
    expect(order.receipt).toMatch(/^\d{6,}$/);
    expect(order.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(order.cart.lineItems[0]!.lineItemTickets[0]).toMatchObject({
      displayName: 'Adult',
      quantity: 2,
    });

    const after = await capacityOf(session.id);
    expect(after.sold).toBe(before.sold + 2);
    expect(after.held).toBe(before.held - 2);
    expect(
      await count(
        'outbox',
        sql`kind = 'order-confirmation' and (payload->>'orderId')::int = ${order.id}`,
      ),
    ).toBe(1);

    const fetched = orderResponseSchema.parse(
      (await api('GET', `/ticketing/orders/${order.token}`)).body,
    ).data.attributes;
    expect(fetched).toEqual(order);
    // The cart is reset: its token now answers a new, empty cart, and it can no longer change.
    // The new cart names the order placed with it (decision 107); a new cart of its own does not.
    const next = cartResponseSchema.parse(
      (await api('GET', `/ticketing/cart?cart_token=${cart.token}`)).body,
    ).data.attributes;
    expect(next.id).not.toBe(cart.id);
    expect(next.lineItems).toEqual([]);
    expect(next.placedOrderToken).toBe(order.token);
    const fresh = cartResponseSchema.parse(
      (await api('GET', `/ticketing/cart?cart_token=${next.token}`)).body,
    ).data.attributes;
    expect(fresh.id).toBe(next.id);
    expect(fresh).not.toHaveProperty('placedOrderToken');
    // Only for a while: the token may have left the browser (a waiting list's e-mailed offer).
    const orderedAt = t.now.value;
    t.now.value = new Date(orderedAt.getTime() + 31 * 60_000);
    const later = cartResponseSchema.parse(
      (await api('GET', `/ticketing/cart?cart_token=${cart.token}`)).body,
    ).data.attributes;
    t.now.value = orderedAt;
    expect(later.lineItems).toEqual([]);
    expect(later).not.toHaveProperty('placedOrderToken');
    expect(
      (
        await api(
          'DELETE',
          `/ticketing/line_items/${cart.lineItems[0]!.id}?cart_token=${cart.token}`,
        )
      ).status,
    ).toBe(409);
    // Submitting the ordered cart again under another key is refused before any charge.
    const charges = await count('sandbox_transactions');
    expect(charges).toBeGreaterThan(0);
    const again = await placeOrder(cart, await tokenize('4111111111111111'));
    expect(again.status).toBe(409);
    expect(again.body.errors.message).toBe(
      'This cart has already been ordered. Start a new cart to buy more tickets.',
    );
    expect(await count('orders', sql`cart_id = ${cart.id}`)).toBe(1);
    expect(await count('sandbox_transactions')).toBe(charges);
  });

  it('sells the places of each session of the cart, books each line, and stores its answer with the key', async () => {
    const first = await ids.session('zipline-tour-2026-12-15-12:00');
    const second = await ids.session('zipline-tour-2026-12-16-12:00');
    const cart = await cartWith('zipline-tour-2026-12-15-12:00', 2);
    const line = lineItemResponseSchema.parse(
      (
        await api('POST', `/ticketing/line_items?cart_token=${cart.token}`, {
          activityId: second.activityId,
          activityTimeId: second.id,
        })
      ).body,
    ).data;
    await api(
      'POST',
      `/ticketing/line_items/${line.id}/line_item_tickets?cart_token=${cart.token}`,
      {
        ticketId: await ticketId('zipline-adult'),
        quantity: 1,
      },
    );
    const before = [await capacityOf(first.id), await capacityOf(second.id)];
    const key = randomUUID();

    const response = await placeOrder(cart, await tokenize('4111111111111111'), key);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const order = orderResponseSchema.parse(response.body).data.attributes;
    expect(order.cart.lineItems.map((item) => item.bookingId)).toEqual(
      order.cart.lineItems.map((item) => `${order.receipt}-${item.id}`),
    );
    expect(order.cart.holdsExpireAt).toBeNull();
    // The answer is what the order reads as afterwards.
    const fetched = orderResponseSchema.parse(
      (await api('GET', `/ticketing/orders/${order.token}`)).body,
    ).data.attributes;
    expect(fetched).toEqual(order);

    const after = [await capacityOf(first.id), await capacityOf(second.id)];
    expect(after.map((capacity, index) => capacity.sold - before[index]!.sold)).toEqual([2, 1]);
    expect(after.map((capacity, index) => before[index]!.held - capacity.held)).toEqual([2, 1]);
    const [submission] = await queryRows<{
      status: string;
      order_id: number;
      response_body: unknown;
    }>(
      t.database.db,
      sql`select status, order_id, response_body from order_submissions where idempotency_key = ${key}`,
    );
    expect(submission).toMatchObject({ status: 'succeeded', order_id: order.id });
    expect(submission!.response_body).toEqual(JSON.parse(JSON.stringify(response.body)));
    expect(
      await count(
        'payment_transactions',
        sql`idempotency_key = ${key} and kind = 'purchase' and succeeded`,
      ),
    ).toBe(1);
  });

  it('answers five retries with one key with the first result: one order, one charge', async () => {
    const cart = await cartWith('zipline-tour-2026-12-11-12:00', 1);
    const card = await tokenize('5555555555554444');
    const key = randomUUID();
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await placeOrder(cart, card, key));
    expect(results.map((result) => result.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(results.map((result) => result.body.data.attributes.token)).size).toBe(1);
    expect(await count('orders', sql`cart_id = ${cart.id}`)).toBe(1);
    expect(
      await count('payment_transactions', sql`idempotency_key = ${key} and kind = 'purchase'`),
    ).toBe(1);
    expect(results[0]!.body.data.attributes.paymentMethod).toBe('Mastercard ending in 4444');
  });

  it('shows a declined card as a Payment Method Error and keeps the cart and its places', async () => {
    const cart = await cartWith('zipline-tour-2026-12-12-12:00', 1);
    const session = await ids.session('zipline-tour-2026-12-12-12:00');
    const response = await placeOrder(cart, await tokenize('4012888888881881'));
    expect(response.status).toBe(402);
    const errors = apiErrorBodySchema.parse(response.body).errors;
    expect(errors.title).toBe('Payment Method Error');
    // Spreedly's test card gives no reason: the gateway's words, then what to try.
    expect(errors.message).toBe(
      'Unable to process the purchase transaction. Please check your card details and try again, or use another card.',
    );
    expect(await count('orders', sql`cart_id = ${cart.id}`)).toBe(0);
    expect((await capacityOf(session.id)).held).toBeGreaterThanOrEqual(1);
    const still = cartResponseSchema.parse(
      (await api('GET', `/ticketing/cart?cart_token=${cart.token}`)).body,
    ).data.attributes;
    expect(still.id).toBe(cart.id);
    // A card the gateway says why of: the same words, then why and what to do.
    const expired = await placeOrder(cart, await tokenize('4000000000000069'));
    expect(apiErrorBodySchema.parse(expired.body).errors).toMatchObject({
      code: 'payment_failed',
      title: 'Payment Method Error',
      message:
        'Unable to process the purchase transaction. Your card has expired. Please check the expiration month and year, or use another card.',
    });
    const wrongCode = await placeOrder(cart, await tokenize('4000000000000127'));
    expect(apiErrorBodySchema.parse(wrongCode.body).errors.message).toBe(
      'Unable to process the purchase transaction. The security code does not match your card. Please check the 3-digit code on the back of your card (4 digits on the front for American Express) and try again.',
    );
    expect(await count('orders', sql`cart_id = ${cart.id}`)).toBe(0);
    // A new attempt with a good card and a new key goes through.
    expect((await placeOrder(cart, await tokenize('4111111111111111'))).status).toBe(201);
  });
});
