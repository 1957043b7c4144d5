import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartResponseSchema, lineItemResponseSchema, type Cart } from '@shop/core/cart';
import { orderResponseSchema, type Order } from '@shop/core/order-api';
import { queryRows } from '../../db/database.ts';
import { findDemoIds } from '../../seed/demo-data.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createOrderEditTestKit } from './order-edit-test-kit.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof findDemoIds>>;
beforeAll(async () => {
  t = await createTestApp();
  ids = await findDemoIds(t.database.db);
});
afterAll(() => t.close());

const { api, ticketId, tokenize, openEdit, commit, cartFor } = createOrderEditTestKit(
  () => t,
  () => ids,
);

const SESSION = 'bobsled-experience-2026-12-12-14:00';
const OTHER_SESSION = 'bobsled-experience-2026-12-12-16:00';
const rider = (firstName: string, dateOfBirth: string) => ({
  attendee: { firstName, lastName: 'Skier', dateOfBirth },
  attendeeUdfs: [
    { fieldName: 'weight_lbs', value: 150 },
    { fieldName: 'emergency_phone', value: '555-0100' },
  ],
});

async function addRider(cart: Cart, lineItemId: number, code: string, name: string) {
  // A Youth Rider is 16 or 17 on the day of the ride; an Adult Rider 18 or more.
  const born = code === 'bobsled-youth' ? '2009-06-01' : '1990-01-01';
  const added = await api(
    'POST',
    `/ticketing/line_items/${lineItemId}/line_item_tickets?cart_token=${cart.token}`,
    { ticketId: await ticketId(code), ...rider(name, born) },
  );
  expect(added.status, JSON.stringify(added.body)).toBe(201);
}

/** One Adult Rider made free by RIDEFREE, ordered without a card. */
async function placeFreeRide(): Promise<Order> {
  const cart = cartResponseSchema.parse((await api('GET', '/ticketing/cart')).body).data.attributes;
  const session = await ids.session(SESSION);
  const line = lineItemResponseSchema.parse(
    (
      await api('POST', `/ticketing/line_items?cart_token=${cart.token}`, {
        activityId: session.activityId,
        activityTimeId: session.id,
        bookingUdfs: [
          { fieldName: 'heard_about_us', value: 'Other' },
          { fieldName: 'party_size', value: 2 },
        ],
      })
    ).body,
  ).data;
  await addRider(cart, line.id, 'bobsled-adult', 'Ada');
  await api('PATCH', `/ticketing/cart?cart_token=${cart.token}`, { cart: { coupon: 'RIDEFREE' } });
  const placed = await api(
    'POST',
    `/ticketing/orders?cart_token=${cart.token}`,
    { order: { customerInfo: { firstName: 'Ada', lastName: 'Skier', email: 'ada@example.org' } } },
    { 'idempotency-key': randomUUID() },
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const order = orderResponseSchema.parse(placed.body).data.attributes;
  expect(order.totalPaid).toBe(0);
  return order;
}

/** The sandbox gateway's own purchases under an idempotency key. */
function sandboxPurchases(key: string) {
  return queryRows<{ amount_cents: number; succeeded: boolean }>(
    t.database.db,
    sql`select amount_cents, succeeded from sandbox_transactions
        where order_id = ${key} and transaction_type = 'Purchase' order by created_at`,
  );
}

describe('changing an order a 100% coupon paid for', () => {
  it('keeps the free ride free: the added Adult Rider alone is due, and charged once', async () => {
    const order = await placeFreeRide();
    const edit = await openEdit(order);
    await addRider(edit.cart, edit.cart.lineItems[0]!.id, 'bobsled-adult', 'Bo');

    const cart = await cartFor(edit.cart.token);
    expect(cart).toMatchObject({ subtotal: 190, discounts: 95, taxes: 6.89, total: 101.89 });
    expect(cart.appliedCoupons).toEqual([
      expect.objectContaining({ coupon: 'RIDEFREE', discounts: 95, problem: null }),
    ]);
    // The ticket the order bought stays the free one.
    const [ada, bo] = cart.lineItems[0]!.lineItemTickets;
    expect([ada!.attendee?.firstName, ada!.total]).toEqual(['Ada', 0]);
    expect([bo!.attendee?.firstName, bo!.total]).toEqual(['Bo', 101.89]);

    const key = randomUUID();
    const committed = await commit(order, edit.cart, key, await tokenize());
    expect(committed.status, JSON.stringify(committed.body)).toBe(201);
    const after = orderResponseSchema.parse(committed.body).data.attributes;
    expect(after.totalPaid).toBe(101.89);
    expect(after.lastChange).toEqual({
      kind: 'charge',
      amount: 101.89,
      paymentMethod: 'Visa ending in 1111',
    });
    expect(after.coupons).toEqual([
      { code: 'RIDEFREE', description: 'One free bobsled ride', discounts: 95 },
    ]);
    expect(await sandboxPurchases(key)).toEqual([{ amount_cents: 10_189, succeeded: true }]);

    // The changed order reads as it was paid: RIDEFREE still gives its ride.
    const read = orderResponseSchema.parse(
      (await api('GET', `/ticketing/orders/${order.token}`)).body,
    ).data.attributes;
    expect(read).toMatchObject({ totalPaid: 101.89 });
    expect(read.cart).toMatchObject({ discounts: 95, total: 101.89 });
  });

  it('a later change keeps the same ticket free, wherever its line moves', async () => {
    const order = await placeFreeRide();
    const first = await openEdit(order);
    // A dearer ticket is added first in the cart's order: the free one stays the order's own.
    await addRider(first.cart, first.cart.lineItems[0]!.id, 'bobsled-youth', 'Cy');
    const youthDue = 91.16; // $85 and 7.25 % tax
    expect((await cartFor(first.cart.token)).total).toBe(youthDue);
    const committed = await commit(order, first.cart, randomUUID(), await tokenize());
    expect(committed.status, JSON.stringify(committed.body)).toBe(201);

    const second = await openEdit(order);
    expect(second.cart.total).toBe(youthDue);
    const other = await ids.session(OTHER_SESSION);
    const moved = await api(
      'PATCH',
      `/ticketing/line_items/${second.cart.lineItems[0]!.id}?cart_token=${second.cart.token}`,
      { activityTimeId: other.id },
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const cart = await cartFor(second.cart.token);
    expect(cart.total).toBe(youthDue);
    const free = cart.lineItems[0]!.lineItemTickets.find((ticket) => ticket.total === 0);
    expect(free?.attendee?.firstName).toBe('Ada');

    const key = randomUUID();
    const moveCommitted = await commit(order, second.cart, key);
    expect(moveCommitted.status, JSON.stringify(moveCommitted.body)).toBe(201);
    expect(orderResponseSchema.parse(moveCommitted.body).data.attributes.totalPaid).toBe(youthDue);
    expect(await sandboxPurchases(key)).toEqual([]);
  });

  it('a 100% code added during a change still needs a cart of one ticket', async () => {
    const order = await placeFreeRide();
    const edit = await openEdit(order);
    await addRider(edit.cart, edit.cart.lineItems[0]!.id, 'bobsled-adult', 'Bo');
    await api(
      'DELETE',
      `/ticketing/coupons/${edit.cart.appliedCoupons[0]!.id}?cart_token=${edit.cart.token}`,
    );
    expect((await cartFor(edit.cart.token)).total).toBe(203.78);
    const again = await api('PATCH', `/ticketing/cart?cart_token=${edit.cart.token}`, {
      cart: { coupon: 'RIDEFREE' },
    });
    expect(again.status).toBe(422);
    expect(again.body.errors.message).toMatch(/100% discount/);
  });
});
