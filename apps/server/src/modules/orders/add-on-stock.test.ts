/**
 * An add-on's stock per session (decision 079): held and sold units of it at a session never
 * pass the stock, whichever cart or order has them, and the shop shows what is left.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@shop/core/api-error';
import { queryRows } from '../../db/database.ts';
import { cartResponseSchema, lineItemResponseSchema, type Cart } from '@shop/core/cart';
import { cartTexts } from '@shop/core/cart-texts';
import { findDemoIds } from '../../seed/demo-data.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app.ts';
import { createOrderTestKit } from './order-test-kit.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof findDemoIds>>;
let photo: number;
/** What happens elsewhere once the gateway has charged the card, before the order's write. */
let whileCharged = async () => {};
beforeAll(async () => {
  t = await createTestApp({
    failpoint: (step) => (step === 'charged' ? whileCharged() : Promise.resolve()),
  });
  ids = await findDemoIds(t.database.db);
  photo = await ticketId('zipline-photo');
  // Two photo packages per session: the operator's stock (the back office's ticket form).
  await t.database.db.execute(sql`update tickets set stock_per_session = 2 where id = ${photo}`);
});
afterAll(() => t.close());

const { api, ticketId, tokenize, placeOrder, count, capacityOf } = createOrderTestKit(
  () => t,
  () => ids,
);

/** A cart with a line of `adults` riders at the session, and the line's tickets' address. */
async function lineWith(session: string, adults: number) {
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
  const url = `/ticketing/line_items/${line.id}/line_item_tickets?cart_token=${cart.token}`;
  const riders = await api('POST', url, {
    ticketId: await ticketId('zipline-adult'),
    quantity: adults,
  });
  expect(riders.status, JSON.stringify(riders.body)).toBe(201);
  return { cart, url, session: sessionRow };
}

async function cartOf(cart: Cart) {
  return cartResponseSchema.parse(
    (await api('GET', `/ticketing/cart?cart_token=${cart.token}`)).body,
  ).data.attributes;
}

/** The photo packages left at a session, as the shop's add-ons list says. */
async function photosLeft(session: { id: number; activityId: number }) {
  const answer = await api(
    'GET',
    `/ticketing/activities/${session.activityId}/add_ons?activityTimeId=${session.id}`,
  );
  expect(answer.status).toBe(200);
  const addOns = (answer.body as { data: { attributes: { id: number; left?: number } }[] }).data;
  return addOns.find((addOn) => addOn.attributes.id === photo)?.attributes.left;
}

const stockShortBody = {
  errors: {
    status: 409,
    code: 'conflict',
    title: cartTexts.invalidSelectionTitle,
    message: cartTexts.addOnsUnavailable,
  },
};

describe('an add-on with a stock per session', () => {
  it('sells its stock of 2 and refuses the third, held or sold, with what is left shown', async () => {
    const first = await lineWith('zipline-tour-2026-12-15-10:00', 2);
    expect(await photosLeft(first.session)).toBe(2);
    const two = await api('POST', first.url, { ticketId: photo, quantity: 2 });
    expect(two.status, JSON.stringify(two.body)).toBe(201);
    expect(await photosLeft(first.session)).toBe(0);
    // The stock is per session: the next session still has its two.
    expect(await photosLeft(await ids.session('zipline-tour-2026-12-15-12:00'))).toBe(2);

    const second = await lineWith('zipline-tour-2026-12-15-10:00', 1);
    const third = await api('POST', second.url, { ticketId: photo });
    expect(third.status).toBe(409);
    expect(third.body).toEqual(stockShortBody);
    expect((await cartOf(second.cart)).lineItems[0]!.lineItemTickets).toHaveLength(1);

    // Sold, the two still count: the order took them from its holds in one transaction.
    const sold = await placeOrder(await cartOf(first.cart), await tokenize('4111111111111111'));
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    expect(await photosLeft(first.session)).toBe(0);
    expect((await api('POST', second.url, { ticketId: photo })).body).toEqual(stockShortBody);

    // A refund of one gives it back (the back office raises refunded_quantity, decision 055).
    await t.database.db.execute(sql`update line_item_tickets set refunded_quantity = 1
      where ticket_id = ${photo} and line_item_id in
        (select id from line_items where cart_id = ${first.cart.id})`);
    expect(await photosLeft(first.session)).toBe(1);
    expect((await api('POST', second.url, { ticketId: photo })).status).toBe(201);
    expect(await photosLeft(first.session)).toBe(0);
  });

  it('refuses, before any charge, the order of a cart whose add-on hold lapsed and was taken', async () => {
    const lapsed = await lineWith('zipline-tour-2026-12-16-10:00', 2);
    expect((await api('POST', lapsed.url, { ticketId: photo, quantity: 2 })).status).toBe(201);
    try {
      t.now.value = new Date(TEST_NOW.getTime() + 16 * 60_000);
      // The hold lapsed, so its two units are free for another cart, which takes them.
      const other = await lineWith('zipline-tour-2026-12-16-10:00', 2);
      expect((await api('POST', other.url, { ticketId: photo, quantity: 2 })).status).toBe(201);
      const charges = await count('sandbox_transactions', sql`transaction_type = 'Purchase'`);
      const orders = await count('orders');
      // The riders' places are still there to take again: only the add-on's stock is short.
      expect((await capacityOf(lapsed.session.id)).vacancy).toBeGreaterThanOrEqual(2);

      const response = await placeOrder(
        await cartOf(lapsed.cart),
        await tokenize('4111111111111111'),
      );
      expect(response.status, JSON.stringify(response.body)).toBe(409);
      expect(apiErrorBodySchema.parse(response.body).errors.title).toBe(
        cartTexts.invalidSelectionTitle,
      );
      // The sandbox ledger shows no charge, and no order was written.
      expect(await count('sandbox_transactions', sql`transaction_type = 'Purchase'`)).toBe(charges);
      expect(await count('orders')).toBe(orders);
      expect(await photosLeft(lapsed.session)).toBe(0);
    } finally {
      t.now.value = TEST_NOW;
    }
  });

  it('voids the charge when the hold lapsed during the payment and its units were taken', async () => {
    const slow = await lineWith('zipline-tour-2026-12-17-10:00', 2);
    expect((await api('POST', slow.url, { ticketId: photo, quantity: 2 })).status).toBe(201);
    const other = await lineWith('zipline-tour-2026-12-17-10:00', 2);
    let taken: Awaited<ReturnType<typeof api>> | undefined;
    // While the card is charged, the slow cart's holds lapse and another cart takes the units.
    whileCharged = async () => {
      whileCharged = async () => {};
      await t.database.db.execute(sql`update holds
        set expires_at = ${TEST_NOW.toISOString()}::timestamptz - interval '1 minute'
        where cart_id = ${slow.cart.id}`);
      taken = await api('POST', other.url, { ticketId: photo, quantity: 2 });
    };
    const ledger = async (type: string) =>
      count('sandbox_transactions', sql`transaction_type = ${type}`);
    const [purchases, voids] = [await ledger('Purchase'), await ledger('Void')];
    const key = randomUUID();
    const response = await placeOrder(
      await cartOf(slow.cart),
      await tokenize('4111111111111111'),
      key,
    );
    expect(taken?.status).toBe(201);
    expect(response.status, JSON.stringify(response.body)).toBe(409);
    expect(apiErrorBodySchema.parse(response.body).errors.message).toBe(
      cartTexts.ticketsUnavailable,
    );
    // The charge is voided in the sandbox ledger, and no order was written.
    expect([await ledger('Purchase'), await ledger('Void')]).toEqual([purchases + 1, voids + 1]);
    const payments = await queryRows<{ kind: string; succeeded: boolean }>(
      t.database.db,
      sql`select kind, succeeded from payment_transactions where idempotency_key = ${key}
          order by id`,
    );
    expect(payments).toEqual([
      { kind: 'purchase', succeeded: true },
      { kind: 'void', succeeded: true },
    ]);
    expect(await count('orders', sql`cart_id = ${slow.cart.id}`)).toBe(0);
    expect(await photosLeft(slow.session)).toBe(0);
  });
});
