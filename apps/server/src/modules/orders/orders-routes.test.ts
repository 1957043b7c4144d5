import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@shop/core/api-error';
import { cartResponseSchema, lineItemResponseSchema, type Cart } from '@shop/core/cart';
import { orderResponseSchema } from '@shop/core/order-api';
import { queryRows } from '../../db/database.ts';
import { activityTimes, coupons, tickets } from '../../db/schema.ts';
import { findDemoIds } from '../../seed/demo-data.ts';
import { shopClient, ticketIdByCode, type Method } from '../../test/shop-client.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof findDemoIds>>;
beforeAll(async () => {
  t = await createTestApp();
  ids = await findDemoIds(t.database.db);
});
afterAll(() => t.close());

const client = () => shopClient(t);
const api = (...args: Parameters<ReturnType<typeof shopClient>['api']>) => client().api(...args);
const ticketId = (code: string) => ticketIdByCode(t.database.db, code);

async function cartWith(
  session: string,
  quantity: number,
  ticket = 'zipline-adult',
): Promise<Cart> {
  const cart = cartResponseSchema.parse((await api('GET', '/ticketing/cart')).body).data.attributes;
  const sessionRow = await ids.session(session);
  const line = lineItemResponseSchema.parse(
    (
      await api('POST', `/ticketing/line_items?cart_token=${cart.token}`, {
        activityId: sessionRow.activityId,
        activityTimeId: sessionRow.id,
      })
    ).body,
  ).data;
  const added = await api(
    'POST',
    `/ticketing/line_items/${line.id}/line_item_tickets?cart_token=${cart.token}`,
    {
      ticketId: await ticketId(ticket),
      quantity,
    },
  );
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  return cartResponseSchema.parse(
    (await api('GET', `/ticketing/cart?cart_token=${cart.token}`)).body,
  ).data.attributes;
}

const tokenize = (number: string) => client().tokenize(number);

const customer = {
  firstName: 'Ada',
  lastName: 'Skier',
  email: 'ada@example.org',
  phone: '801-555-0100',
};

function placeOrder(cart: Cart, cardToken: string | undefined, key = randomUUID()) {
  return api(
    'POST',
    `/ticketing/orders?cart_token=${cart.token}`,
    { order: { customerInfo: { ...customer, ...(cardToken ? { cardToken } : {}) } } },
    { 'idempotency-key': key },
  );
}

async function count(table: string, where = sql`true`) {
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`,
  );
  return Number(row!.n);
}

async function capacityOf(sessionId: number) {
  return (await api('GET', `/ticketing/capacities/${sessionId}`)).body.data.attributes as {
    held: number;
    sold: number;
    vacancy: number;
  };
}

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
    const next = cartResponseSchema.parse(
      (await api('GET', `/ticketing/cart?cart_token=${cart.token}`)).body,
    ).data.attributes;
    expect(next.id).not.toBe(cart.id);
    expect(next.lineItems).toEqual([]);
    expect(
      (
        await api(
          'DELETE',
          `/ticketing/line_items/${cart.lineItems[0]!.id}?cart_token=${cart.token}`,
        )
      ).status,
    ).toBe(409);
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
    expect(await count('orders', sql`cart_id = ${cart.id}`)).toBe(0);
    expect((await capacityOf(session.id)).held).toBeGreaterThanOrEqual(1);
    const still = cartResponseSchema.parse(
      (await api('GET', `/ticketing/cart?cart_token=${cart.token}`)).body,
    ).data.attributes;
    expect(still.id).toBe(cart.id);
    // A new attempt with a good card and a new key goes through.
    expect((await placeOrder(cart, await tokenize('4111111111111111'))).status).toBe(201);
  });

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

  it('takes the orders.json form with cardToken beside customerInfo', async () => {
    const cart = await cartWith('zipline-tour-2026-12-14-12:00', 1);
    const response = await api(
      'POST',
      `/ticketing/orders.json?cart_token=${cart.token}`,
      {
        order: {
          orderInfo: {},
          customerInfo: customer,
          cardToken: await tokenize('4111111111111111'),
        },
      },
      { 'idempotency-key': randomUUID() },
    );
    expect(response.status).toBe(201);
    expect(response.body.data.attributes.totalPaid).toBe(48.26);
  });

  it('answers 404 for an unknown order token', async () => {
    expect((await api('GET', '/ticketing/orders/unknown-token')).status).toBe(404);
  });
});

describe('guarantees under concurrency', () => {
  it('sells the last place to one of two concurrent orders and voids the other charge', async () => {
    const session = await ids.session('zipline-tour-2026-12-20-12:00');
    const a = await cartWith('zipline-tour-2026-12-20-12:00', 1);
    const b = await cartWith('zipline-tour-2026-12-20-12:00', 1);
    // Both holds lapse, and only one place is left for the two carts.
    t.now.value = new Date(TEST_NOW.getTime() + 16 * 60_000);
    try {
      await t.database.db
        .update(activityTimes)
        .set({ sold: session.capacity - 1 })
        .where(eq(activityTimes.id, session.id));
      const [cardA, cardB] = await Promise.all([
        tokenize('4111111111111111'),
        tokenize('4111111111111111'),
      ]);
      const keys = [randomUUID(), randomUUID()];
      const results = await Promise.all([
        placeOrder(a, cardA, keys[0]),
        placeOrder(b, cardB, keys[1]),
      ]);
      const statuses = results.map((result) => result.status).sort();
      expect(statuses).toEqual([201, 409]);
      expect(await count('orders', sql`cart_id in (${a.id}, ${b.id})`)).toBe(1);
      expect((await capacityOf(session.id)).sold).toBe(session.capacity);
      const loser = results.findIndex((result) => result.status === 409);
      expect(results[loser]!.body.errors.title).toBe('Invalid Selection');
      // Whether the loser was refused before paying or after: no charge of it stands unvoided.
      const loserKey = keys[loser]!;
      const charged = await count(
        'payment_transactions',
        sql`idempotency_key = ${loserKey} and kind = 'purchase' and succeeded`,
      );
      const voided = await count(
        'payment_transactions',
        sql`idempotency_key = ${loserKey} and kind = 'void' and succeeded`,
      );
      expect(voided).toBe(charged);
    } finally {
      t.now.value = TEST_NOW;
    }
  });

  it('counts a coupon with one use left once when two orders use it at the same time', async () => {
    await t.database.db.update(coupons).set({ usedCount: 49 }).where(eq(coupons.code, 'FIRST50'));
    const a = await cartWith('zipline-tour-2026-12-21-12:00', 1);
    const b = await cartWith('zipline-tour-2026-12-22-12:00', 1);
    for (const cart of [a, b]) {
      expect(
        (
          await api('PATCH', `/ticketing/cart?cart_token=${cart.token}`, {
            cart: { coupon: 'FIRST50' },
          })
        ).status,
      ).toBe(200);
    }
    const [cardA, cardB] = await Promise.all([
      tokenize('4111111111111111'),
      tokenize('4111111111111111'),
    ]);
    const results = await Promise.all([placeOrder(a, cardA), placeOrder(b, cardB)]);
    expect(results.map((result) => result.status).sort()).toEqual([201, 422]);
    const [coupon] = await t.database.db.select().from(coupons).where(eq(coupons.code, 'FIRST50'));
    expect(coupon!.usedCount).toBe(50);
  });
});

describe('a charge followed by a failed write', () => {
  let slow: TestApp;
  beforeAll(async () => {
    slow = await createTestApp({ settings: { SANDBOX_VAULT_DELAY_MS: '400' } });
  });
  afterAll(() => slow.close());

  it('voids the charge, records both, and writes no order', async () => {
    const inject = async (
      method: Method,
      url: string,
      body?: object,
      headers: Record<string, string> = {},
    ) => {
      const response = await slow.app.inject({
        method,
        url,
        headers,
        ...(body ? { payload: body } : {}),
      });
      return { status: response.statusCode, body: response.json() };
    };
    const slowIds = await findDemoIds(slow.database.db);
    const session = await slowIds.session('snowshoe-tour-2026-12-20-10:00');
    const adult = (
      await slow.database.db
        .select({ id: tickets.id })
        .from(tickets)
        .where(eq(tickets.centamanId, 'snowshoe-adult'))
    )[0]!.id;
    const newCart = async () =>
      cartResponseSchema.parse((await inject('GET', '/api/v1/ticketing/cart')).body).data
        .attributes;
    const newLine = async (cart: Cart) =>
      (
        await inject('POST', `/api/v1/ticketing/line_items?cart_token=${cart.token}`, {
          activityId: session.activityId,
          activityTimeId: session.id,
        })
      ).body.data.id as number;

    const a = await newCart();
    const aLine = await newLine(a);
    await inject(
      'POST',
      `/api/v1/ticketing/line_items/${aLine}/line_item_tickets?cart_token=${a.token}`,
      { ticketId: adult },
    );
    const b = await newCart();
    const bLine = await newLine(b);
    const card = (
      await inject('POST', '/sandbox-vault/v1/payment_methods.json', {
        payment_method: {
          credit_card: {
            full_name: 'Ada Skier',
            number: '4111111111111111',
            verification_value: '123',
            month: '12',
            year: '2030',
          },
        },
      })
    ).body.transaction.payment_method.token as string;

    // A's hold lapses with exactly one place left; A checks out, and while its card is being
    // charged, B takes the place.
    slow.now.value = new Date(TEST_NOW.getTime() + 16 * 60_000);
    await slow.database.db
      .update(activityTimes)
      .set({ sold: session.capacity - 1 })
      .where(eq(activityTimes.id, session.id));
    const key = randomUUID();
    const ordering = inject(
      'POST',
      `/api/v1/ticketing/orders?cart_token=${a.token}`,
      { order: { customerInfo: { ...customer, cardToken: card } } },
      { 'idempotency-key': key },
    );
    await new Promise((resolve) => setTimeout(resolve, 150));
    const taken = await inject(
      'POST',
      `/api/v1/ticketing/line_items/${bLine}/line_item_tickets?cart_token=${b.token}`,
      { ticketId: adult },
    );
    expect(taken.status).toBe(201);

    const result = await ordering;
    expect(result.status).toBe(409);
    expect(result.body.errors.message).toBe(
      'The selected number of tickets are not available. Please edit your selection and try again.',
    );
    const rows = await queryRows<{ kind: string; succeeded: boolean }>(
      slow.database.db,
      sql`select kind, succeeded from payment_transactions where idempotency_key = ${key} order by id`,
    );
    expect(rows).toEqual([
      { kind: 'purchase', succeeded: true },
      { kind: 'void', succeeded: true },
    ]);
    const [orderCount] = await queryRows<{ n: number }>(
      slow.database.db,
      sql`select count(*)::int as n from orders where cart_id = ${a.id}`,
    );
    expect(orderCount!.n).toBe(0);
    // The same key answers the same failure, and charges nothing more.
    const again = await inject(
      'POST',
      `/api/v1/ticketing/orders?cart_token=${a.token}`,
      { order: { customerInfo: { ...customer, cardToken: card } } },
      { 'idempotency-key': key },
    );
    expect(again.status).toBe(409);
    const purchases = await queryRows(
      slow.database.db,
      sql`select 1 from payment_transactions where idempotency_key = ${key} and kind = 'purchase'`,
    );
    expect(purchases).toHaveLength(1);
  });
});
