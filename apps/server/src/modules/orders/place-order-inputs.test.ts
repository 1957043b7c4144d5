import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartResponseSchema, lineItemResponseSchema } from '@shop/core/cart';
import { orderResponseSchema } from '@shop/core/order-api';
import { coupons } from '../../db/schema.ts';
import { findDemoIds } from '../../seed/demo-data.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createOrderTestKit, orderTestCustomer } from './order-test-kit.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof findDemoIds>>;
beforeAll(async () => {
  t = await createTestApp();
  ids = await findDemoIds(t.database.db);
});
afterAll(() => t.close());

const { api, ticketId, cartWith, tokenize, placeOrder, count } = createOrderTestKit(
  () => t,
  () => ids,
);
const customer = orderTestCustomer;

describe('placing an order', () => {
  it('needs no card when a 100% coupon makes the total zero', async () => {
    const cart = cartResponseSchema.parse((await api('GET', '/ticketing/cart')).body).data
      .attributes;
    const session = await ids.session('bobsled-experience-2026-12-12-12:00');
    const line = lineItemResponseSchema.parse(
      (
        await api('POST', `/ticketing/line_items?cart_token=${cart.token}`, {
          activityId: session.activityId,
          activityTimeId: session.id,
          bookingUdfs: [
            { fieldName: 'heard_about_us', value: 'Other' },
            { fieldName: 'party_size', value: 1 },
          ],
        })
      ).body,
    ).data;
    await api(
      'POST',
      `/ticketing/line_items/${line.id}/line_item_tickets?cart_token=${cart.token}`,
      {
        ticketId: await ticketId('bobsled-adult'),
        attendee: { firstName: 'Ada', lastName: 'Skier', dateOfBirth: '1990-01-01' },
        attendeeUdfs: [
          { fieldName: 'weight_lbs', value: 140 },
          { fieldName: 'emergency_phone', value: '555' },
        ],
      },
    );
    await api('PATCH', `/ticketing/cart?cart_token=${cart.token}`, {
      cart: { coupon: 'RIDEFREE' },
    });
    const response = await placeOrder(cart, undefined);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const order = orderResponseSchema.parse(response.body).data.attributes;
    expect(order).toMatchObject({ totalPaid: 0, paymentMethod: null, coupon: 'RIDEFREE' });
    expect(order.coupons).toEqual([
      { code: 'RIDEFREE', description: 'One free bobsled ride', discounts: 95 },
    ]);
    expect(order.waivers).toEqual([
      {
        waiverName: 'Bobsled Participant Waiver',
        waiverLink: 'https://waivers.wasatchlegacy.org/bobsled',
      },
    ]);
    expect(order.displayWaivers).toBe(true);
    // The confirmation reads them again, with the order's changes, in one statement.
    const confirmation = orderResponseSchema.parse(
      (await api('GET', `/ticketing/orders/${order.token}`)).body,
    ).data.attributes;
    expect(confirmation.waivers).toEqual(order.waivers);
    expect(confirmation).toMatchObject({
      displayWaivers: true,
      lastChange: null,
      hasStaffRefund: false,
    });
  });

  it('refuses bad submissions with a 4xx and changes nothing', async () => {
    const cart = await cartWith('zipline-tour-2026-12-13-12:00', 1);
    const url = `/ticketing/orders?cart_token=${cart.token}`;
    const body = (info: object) => ({ order: { customerInfo: { ...customer, ...info } } });
    expect((await api('POST', url, body({}), {})).status).toBe(400); // no Idempotency-Key
    const badEmail = await api('POST', url, body({ email: 'nope', cardToken: 'x' }), {
      'idempotency-key': randomUUID(),
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.errors.fields).toHaveProperty(['order.customerInfo.email']);
    const longName = await api('POST', url, body({ firstName: 'x'.repeat(30), cardToken: 'x' }), {
      'idempotency-key': randomUUID(),
    });
    expect(longName.body.errors.fields['order.customerInfo.firstName']).toEqual([
      'Cannot exceed maximum character limit of 29',
    ]);
    const noCard = await api('POST', url, body({}), { 'idempotency-key': randomUUID() });
    expect(noCard.status).toBe(400);
    expect(noCard.body.errors.fields).toHaveProperty(['customerInfo.cardToken']);
    const unknownCard = await api('POST', url, body({ cardToken: 'not-a-token' }), {
      'idempotency-key': randomUUID(),
    });
    expect(unknownCard.status).toBe(402);
    expect(await count('orders', sql`cart_id = ${cart.id}`)).toBe(0);
    expect(
      (
        await api('POST', `/ticketing/orders?cart_token=nope`, body({}), {
          'idempotency-key': randomUUID(),
        })
      ).status,
    ).toBe(404);
  });

  it('refuses an empty cart', async () => {
    const cart = cartResponseSchema.parse((await api('GET', '/ticketing/cart')).body).data
      .attributes;
    const response = await placeOrder(cart, await tokenize('4111111111111111'));
    expect(response.status).toBe(422);
    expect(response.body.errors.message).toBe(
      'Your cart is empty. Add tickets before placing an order.',
    );
  });

  it('takes the orders.json form with cardToken beside customerInfo, and its expectedTotal', async () => {
    const cart = await cartWith('zipline-tour-2026-12-14-12:00', 1);
    const cardToken = await tokenize('4111111111111111');
    const send = (expectedTotal: number) =>
      api(
        'POST',
        `/ticketing/orders.json?cart_token=${cart.token}`,
        { order: { orderInfo: {}, customerInfo: customer, cardToken, expectedTotal } },
        { 'idempotency-key': randomUUID() },
      );
    expect((await send(45)).status).toBe(409);
    const response = await send(48.26);
    expect(response.status).toBe(201);
    expect(response.body.data.attributes.totalPaid).toBe(48.26);
  });

  it('charges the total the checkout showed, or refuses one since changed before any charge (decision 112)', async () => {
    const cart = await cartWith('zipline-tour-2026-12-15-12:00', 1);
    const applied = await api('PATCH', `/ticketing/cart?cart_token=${cart.token}`, {
      cart: { coupon: 'WINTER10' },
    });
    const shown = cartResponseSchema.parse(applied.body).data.attributes.total;
    // The operator raises the code from 10% to 25% while the visitor reads the checkout.
    await t.database.db.update(coupons).set({ percent: 25 }).where(eq(coupons.code, 'WINTER10'));
    const now = cartResponseSchema.parse(
      (await api('GET', `/ticketing/cart?cart_token=${cart.token}`)).body,
    ).data.attributes.total;
    expect(now).toBeLessThan(shown);

    const cardToken = await tokenize('4111111111111111');
    const order = (expectedTotal: number, key: string) =>
      api(
        'POST',
        `/ticketing/orders?cart_token=${cart.token}`,
        { order: { customerInfo: { ...customer, cardToken }, expectedTotal } },
        { 'idempotency-key': key },
      );
    const refusedKey = randomUUID();
    const refused = await order(shown, refusedKey);
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toMatchObject({
      title: 'Your Total Has Changed',
      message: `The prices or the promo code changed since this page showed your total. The new total is $${now.toFixed(2)}, and nothing was charged. Please review it, then submit your order again.`,
    });
    expect(await count('orders', sql`cart_id = ${cart.id}`)).toBe(0);
    expect(await count('payment_transactions', sql`idempotency_key = ${refusedKey}`)).toBe(0);

    const placed = await order(now, randomUUID());
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(orderResponseSchema.parse(placed.body).data.attributes.totalPaid).toBe(now);
  });

  it('answers 404 for an unknown order token', async () => {
    expect((await api('GET', '/ticketing/orders/unknown-token')).status).toBe(404);
  });
});
