import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderResponseSchema, type Order } from '@shop/core/order-api';
import { queryRows } from '../../db/database.ts';
import { findDemoIds } from '../../seed/demo-data.ts';
import { captureMail, testMailSettings } from '../../test/captured-mail.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createOutboxHandlers } from '../../worker/outbox-handlers.ts';
import { createOrderEditTestKit } from './order-edit-test-kit.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof findDemoIds>>;
beforeAll(async () => {
  t = await createTestApp();
  ids = await findDemoIds(t.database.db);
});
afterAll(() => t.close());

const { api, client, skateSessions, placeSkateOrder, openEdit, commit, cartFor, payments } =
  createOrderEditTestKit(
    () => t,
    () => ids,
  );

/** Moves the order's one line to another session and commits, paying with the card if given. */
async function changeSession(order: Order, sessionId: number, cardToken?: string) {
  const edit = await openEdit(order);
  await api(
    'PATCH',
    `/ticketing/line_items/${edit.cart.lineItems[0]!.id}?cart_token=${edit.cart.token}`,
    { activityTimeId: sessionId },
  );
  const committed = await commit(order, edit.cart, undefined, cardToken);
  expect(committed.status, JSON.stringify(committed.body)).toBe(201);
  return orderResponseSchema.parse(committed.body).data.attributes;
}

/** The e-mail the change queued, built as the outbox worker builds it. */
async function changeEmailOf(orderId: number) {
  const [row] = await queryRows<{ payload: Record<string, unknown> }>(
    t.database.db,
    sql`select payload from outbox where kind = 'order-confirmation'
        and (payload->>'orderId')::int = ${orderId} and payload ? 'change' order by id desc limit 1`,
  );
  const { sent, mailer } = captureMail();
  const handlers = createOutboxHandlers({ db: t.database.db, settings: testMailSettings, mailer });
  await handlers['order-confirmation']!(row!.payload);
  return sent[0]!;
}

const usd = (dollars: number) => `$${dollars.toFixed(2)}`;

describe('what a change to an order says it did with the money', () => {
  it('a dearer session: charged the difference to the card given for it, on the order and in the e-mail', async () => {
    const sessions = await skateSessions();
    const cheap = sessions.reduce((a, b) => (b.price < a.price ? b : a));
    const dear = sessions.find((s) => s.price >= cheap.price + 10)!;
    const order = await placeSkateOrder(cheap.id, 2);
    expect(order.lastChange).toBeNull();

    const after = await changeSession(order, dear.id, await client().tokenize('5555555555554444'));
    const charged = Math.round((after.totalPaid - order.totalPaid) * 100) / 100;
    const change = { kind: 'charge', amount: charged, paymentMethod: 'Mastercard ending in 4444' };
    expect(after.lastChange).toEqual(change);
    const read = await api('GET', `/ticketing/orders/${order.token}`);
    expect(orderResponseSchema.parse(read.body).data.attributes.lastChange).toEqual(change);

    const email = await changeEmailOf(order.id);
    expect(email.subject).toBe(`Your changed tickets: order #${order.receipt}`);
    expect(email.text).toContain(
      `Your order has been changed.\nCharged ${usd(charged)} to Mastercard ending in 4444.`,
    );
    expect(email.html).toContain(`Charged ${usd(charged)} to Mastercard ending in 4444.`);
    expect(email.text).toContain(`Total Paid: ${usd(after.totalPaid)}`);
  });

  it('a change whose total is not the one its checkout showed: refused before any money moves (decision 112)', async () => {
    const sessions = await skateSessions();
    const cheap = sessions.reduce((a, b) => (b.price < a.price ? b : a));
    const dear = sessions.find((s) => s.price >= cheap.price + 10)!;
    const order = await placeSkateOrder(cheap.id, 2);
    const edit = await openEdit(order);
    await api(
      'PATCH',
      `/ticketing/line_items/${edit.cart.lineItems[0]!.id}?cart_token=${edit.cart.token}`,
      { activityTimeId: dear.id },
    );
    const total = (await cartFor(edit.cart.token)).total;
    const card = await client().tokenize('4111111111111111');

    // The checkout showed the order's old total, before the move was priced.
    const refused = await commit(order, edit.cart, undefined, card, order.totalPaid);
    expect(refused.status).toBe(409);
    expect(refused.body.errors.message).toContain(`The new total is ${usd(total)}`);
    expect((await payments(order.id)).filter((p) => p.kind === 'purchase')).toHaveLength(0);

    const committed = await commit(order, edit.cart, undefined, card, total);
    expect(committed.status, JSON.stringify(committed.body)).toBe(201);
    expect(orderResponseSchema.parse(committed.body).data.attributes.totalPaid).toBe(total);
  });

  it('a cheaper session: refunded the difference to the card the order was paid with', async () => {
    const sessions = await skateSessions();
    const dear = sessions.reduce((a, b) => (b.price > a.price ? b : a));
    const cheap = sessions.find((s) => s.price <= dear.price - 10)!;
    const order = await placeSkateOrder(dear.id, 2);

    const after = await changeSession(order, cheap.id);
    const refunded = Math.round((order.totalPaid - after.totalPaid) * 100) / 100;
    expect(after.lastChange).toEqual({
      kind: 'refund',
      amount: refunded,
      paymentMethod: 'Visa ending in 1111',
    });
    const email = await changeEmailOf(order.id);
    expect(email.text).toContain(`Refunded ${usd(refunded)} to Visa ending in 1111.`);
    expect(email.html).toContain(`Refunded ${usd(refunded)} to Visa ending in 1111.`);
  });
});
