import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartResponseSchema, type Cart } from '@shop/core/cart';
import { queryRows } from '../../db/database.ts';
import { activityTimes, coupons, tickets } from '../../db/schema.ts';
import { findDemoIds } from '../../seed/demo-data.ts';
import { type Method } from '../../test/shop-client.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app.ts';
import { createOrderTestKit, orderTestCustomer } from './order-test-kit.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof findDemoIds>>;
beforeAll(async () => {
  t = await createTestApp();
  ids = await findDemoIds(t.database.db);
});
afterAll(() => t.close());

const { api, cartWith, tokenize, placeOrder, count, capacityOf } = createOrderTestKit(
  () => t,
  () => ids,
);
const customer = orderTestCustomer;

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
  /** What happens elsewhere once the gateway has charged the card, before the order's write. */
  let whileCharged = async () => {};
  beforeAll(async () => {
    slow = await createTestApp({
      settings: { SANDBOX_VAULT_DELAY_MS: '400' },
      failpoint: (step) => (step === 'charged' ? whileCharged() : Promise.resolve()),
    });
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

    // A's hold lapses with exactly one place left; A checks out, and holds the place again
    // before its card is charged (decision 030), so B cannot take it meanwhile. But while the
    // card is charged an operator lowers the session's capacity: the write finds no place left.
    slow.now.value = new Date(TEST_NOW.getTime() + 16 * 60_000);
    await slow.database.db
      .update(activityTimes)
      .set({ sold: session.capacity - 1 })
      .where(eq(activityTimes.id, session.id));
    let taken: Awaited<ReturnType<typeof inject>> | undefined;
    whileCharged = async () => {
      whileCharged = async () => {};
      taken = await inject(
        'POST',
        `/api/v1/ticketing/line_items/${bLine}/line_item_tickets?cart_token=${b.token}`,
        { ticketId: adult },
      );
      await slow.database.db
        .update(activityTimes)
        .set({ capacity: session.capacity - 1 })
        .where(eq(activityTimes.id, session.id));
    };
    const key = randomUUID();
    const result = await inject(
      'POST',
      `/api/v1/ticketing/orders?cart_token=${a.token}`,
      { order: { customerInfo: { ...customer, cardToken: card } } },
      { 'idempotency-key': key },
    );
    expect(taken?.status).toBe(409);
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
