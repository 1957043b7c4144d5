import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@shop/core/api-error';
import { cartResponseSchema, lineItemResponseSchema } from '@shop/core/cart';
import { cartTexts } from '@shop/core/cart-texts';
import { orderResponseSchema } from '@shop/core/order-api';
import { queryRows } from '../../db/database.ts';
import { activityTimes } from '../../db/schema.ts';
import { findDemoIds } from '../../seed/demo-data.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app.ts';
import { createOrderEditTestKit } from './order-edit-test-kit.ts';
import { orderTestCustomer } from './order-test-kit.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof findDemoIds>>;
beforeAll(async () => {
  t = await createTestApp();
  ids = await findDemoIds(t.database.db);
});
afterAll(() => t.close());

const {
  api,
  ticketId,
  tokenize,
  skateSessions,
  placeSkateOrder,
  openEdit,
  commit,
  cartFor,
  tryChanges,
  payments,
  soldAt,
} = createOrderEditTestKit(
  () => t,
  () => ids,
);
const customer = orderTestCustomer;

describe('committing an edit', () => {
  it('moving to a dearer session charges exactly the difference, once, and moves the places', async () => {
    const sessions = await skateSessions();
    const cheap = sessions.reduce((a, b) => (b.price < a.price ? b : a));
    const dear = sessions.find((s) => s.price >= cheap.price + 10)!;
    const order = await placeSkateOrder(cheap.id, 2);
    const soldBefore = { cheap: await soldAt(cheap.id), dear: await soldAt(dear.id) };
    const edit = await openEdit(order);
    const moved = await api(
      'PATCH',
      `/ticketing/line_items/${edit.cart.lineItems[0]!.id}?cart_token=${edit.cart.token}`,
      {
        activityTimeId: dear.id,
      },
    );
    expect(moved.status).toBe(200);
    // Until the change is committed the old places stay the order's.
    expect(await soldAt(cheap.id)).toBe(soldBefore.cheap);

    const card = await tokenize();
    const key = randomUUID();
    const committed = await commit(order, edit.cart, key, card);
    expect(committed.status, JSON.stringify(committed.body)).toBe(201);
    const after = orderResponseSchema.parse(committed.body).data.attributes;
    const difference = Math.round((dear.price - cheap.price) * 2 * 1.0725 * 100) / 100;
    expect(after.totalPaid).toBeCloseTo(order.totalPaid + difference, 1);
    expect(after.token).toBe(order.token);
    expect(after.receipt).toBe(order.receipt);
    expect(after.cart.lineItems[0]!.eventId).toBe(dear.id);
    const charges = (await payments(order.id)).filter((p) => p.kind === 'purchase');
    expect(charges).toEqual([
      {
        kind: 'purchase',
        amount_cents: Math.round((after.totalPaid - order.totalPaid) * 100),
        succeeded: true,
      },
    ]);
    expect(await soldAt(cheap.id)).toBe(soldBefore.cheap - 2);
    expect(await soldAt(dear.id)).toBe(soldBefore.dear + 2);

    // A retried commit answers the same and neither charges nor moves anything again.
    const again = await commit(order, edit.cart, key, card);
    expect(again.status).toBe(201);
    expect((await payments(order.id)).filter((p) => p.kind === 'purchase')).toHaveLength(1);
    expect(await soldAt(dear.id)).toBe(soldBefore.dear + 2);
    const events = await queryRows<{ kind: string; charged_cents: number }>(
      t.database.db,
      sql`select kind, charged_cents from order_events where order_id = ${order.id} order by id`,
    );
    expect(events.map((e) => e.kind)).toEqual(['placed', 'edited']);
  });

  it('moving to a cheaper session refunds exactly the difference, once', async () => {
    const sessions = await skateSessions();
    const dear = sessions.reduce((a, b) => (b.price > a.price ? b : a));
    const cheap = sessions.find((s) => s.price <= dear.price - 10)!;
    const order = await placeSkateOrder(dear.id, 1);
    const edit = await openEdit(order);
    await api(
      'PATCH',
      `/ticketing/line_items/${edit.cart.lineItems[0]!.id}?cart_token=${edit.cart.token}`,
      {
        activityTimeId: cheap.id,
      },
    );
    const key = randomUUID();
    const committed = await commit(order, edit.cart, key);
    expect(committed.status, JSON.stringify(committed.body)).toBe(201);
    const after = orderResponseSchema.parse(committed.body).data.attributes;
    expect(after.totalPaid).toBeLessThan(order.totalPaid);
    const refund = Math.round((order.totalPaid - after.totalPaid) * 100);
    await commit(order, edit.cart, key);
    expect((await payments(order.id)).filter((p) => p.kind === 'credit')).toEqual([
      { kind: 'credit', amount_cents: refund, succeeded: true },
    ]);
  });

  it('adding an add-on charges its price and sells no place (decision 074)', async () => {
    const [session] = await skateSessions();
    const order = await placeSkateOrder(session!.id, 1);
    const sold = await soldAt(session!.id);
    const edit = await openEdit(order);
    const lineId = edit.cart.lineItems[0]!.id;
    const added = await api(
      'POST',
      `/ticketing/line_items/${lineId}/line_item_tickets?cart_token=${edit.cart.token}`,
      {
        ticketId: await ticketId('skate-rental'),
      },
    );
    expect(added.status).toBe(201);
    const committed = await commit(order, edit.cart, randomUUID(), await tokenize());
    expect(committed.status, JSON.stringify(committed.body)).toBe(201);
    const charges = (await payments(order.id)).filter((p) => p.kind === 'purchase');
    expect(charges).toEqual([{ kind: 'purchase', amount_cents: 800 + 58, succeeded: true }]); // $8 + 7.25% tax
    // The rental is an add-on: the session's places are the skaters'.
    expect(await soldAt(session!.id)).toBe(sold);
  });

  it('refuses an added ticket whose place was taken meanwhile, before any money moves', async () => {
    const [session] = await skateSessions();
    const order = await placeSkateOrder(session!.id, 1);
    const edit = await openEdit(order);
    const lineId = edit.cart.lineItems[0]!.id;
    const added = await api(
      'POST',
      `/ticketing/line_items/${lineId}/line_item_tickets?cart_token=${edit.cart.token}`,
      { ticketId: await ticketId('skate-admission') },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    // The edit's hold lapsed and the session filled up since.
    await t.database.db.execute(sql`delete from holds where cart_id = ${edit.cart.id}`);
    const [before] = await queryRows<{ capacity: number }>(
      t.database.db,
      sql`select capacity from activity_times where id = ${session!.id}`,
    );
    const sold = await soldAt(session!.id);
    await t.database.db.execute(
      sql`update activity_times set capacity = sold + held where id = ${session!.id}`,
    );
    try {
      const committed = await commit(order, edit.cart, randomUUID(), await tokenize());
      expect(committed.status, JSON.stringify(committed.body)).toBe(409);
      expect(apiErrorBodySchema.parse(committed.body).errors.message).toBe(
        cartTexts.ticketsUnavailable,
      );
      expect((await payments(order.id)).filter((p) => p.kind === 'purchase')).toEqual([]);
      expect(await soldAt(session!.id)).toBe(sold);
    } finally {
      await t.database.db.execute(
        sql`update activity_times set capacity = ${before!.capacity} where id = ${session!.id}`,
      );
    }
  });

  it('refuses to remove an original ticket through the API, and changes nothing', async () => {
    const [session] = await skateSessions();
    const order = await placeSkateOrder(session!.id, 2);
    const edit = await openEdit(order);
    const line = edit.cart.lineItems[0]!;
    const ticket = line.lineItemTickets[0]!;
    const message = 'To remove a ticket from your reservation, please contact customer service.';
    const remove = await api(
      'DELETE',
      `/ticketing/line_items/${line.id}/line_item_tickets/${ticket.id}?cart_token=${edit.cart.token}&edit_mode=true`,
    );
    expect(remove.status).toBe(422);
    expect(remove.body.errors.message).toBe(message);
    const fewer = await api(
      'PATCH',
      `/ticketing/line_items/${line.id}/line_item_tickets/${ticket.id}?cart_token=${edit.cart.token}`,
      {
        quantity: 1,
      },
    );
    expect(fewer.body.errors.message).toBe(message);
    expect(
      (await api('DELETE', `/ticketing/line_items/${line.id}?cart_token=${edit.cart.token}`)).body
        .errors.message,
    ).toBe(message);
    const still = await cartFor(edit.cart.token);
    expect(still.lineItems[0]!.lineItemTickets[0]!.quantity).toBe(2);
  });

  it('a committed edit’s working cart is frozen: its token gets a new empty cart', async () => {
    const [session] = await skateSessions();
    const order = await placeSkateOrder(session!.id, 1);
    const edit = await openEdit(order);
    const committed = await commit(order, edit.cart);
    expect(committed.status, JSON.stringify(committed.body)).toBe(201);

    const fresh = await cartFor(edit.cart.token);
    expect(fresh.token).not.toBe(edit.cart.token);
    expect(fresh.lineItems).toEqual([]);
    expect(await tryChanges(edit.cart)).toEqual(
      Array(4).fill({
        status: 409,
        message: 'This cart has already been ordered. Start a new cart to buy more tickets.',
      }),
    );
    const now = orderResponseSchema.parse(
      (await api('GET', `/ticketing/orders/${order.token}`)).body,
    ).data.attributes;
    expect(now.cart.lineItems.map((line) => line.lineItemTickets.map((t) => t.quantity))).toEqual([
      [1],
    ]);
  });

  it('an edit and a new order racing for the last place give it to one', async () => {
    const sessions = await skateSessions();
    const target = sessions[4]!;
    const order = await placeSkateOrder(sessions[3]!.id, 1);
    const edit = await openEdit(order);
    await api(
      'PATCH',
      `/ticketing/line_items/${edit.cart.lineItems[0]!.id}?cart_token=${edit.cart.token}`,
      {
        activityTimeId: target.id,
      },
    );
    // Another visitor's cart for the same session; then both holds lapse and one place is left.
    const other = cartResponseSchema.parse((await api('GET', '/ticketing/cart')).body).data
      .attributes;
    const line = lineItemResponseSchema.parse(
      (
        await api('POST', `/ticketing/line_items?cart_token=${other.token}`, {
          activityId: ids.activity('public-skate'),
          activityTimeId: target.id,
        })
      ).body,
    ).data;
    await api(
      'POST',
      `/ticketing/line_items/${line.id}/line_item_tickets?cart_token=${other.token}`,
      { ticketId: await ticketId('skate-admission') },
    );
    t.now.value = new Date(TEST_NOW.getTime() + 16 * 60_000);
    try {
      const [row] = await t.database.db
        .select()
        .from(activityTimes)
        .where(eq(activityTimes.id, target.id));
      await t.database.db
        .update(activityTimes)
        .set({ sold: row!.capacity - 1 })
        .where(eq(activityTimes.id, target.id));
      const [cardA, cardB] = await Promise.all([tokenize(), tokenize()]);
      const results = await Promise.all([
        commit(order, edit.cart, randomUUID(), cardA),
        api(
          'POST',
          `/ticketing/orders?cart_token=${other.token}`,
          { order: { customerInfo: { ...customer, cardToken: cardB } } },
          { 'idempotency-key': randomUUID() },
        ),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(await soldAt(target.id)).toBe(row!.capacity);
    } finally {
      t.now.value = TEST_NOW;
    }
  });
});
