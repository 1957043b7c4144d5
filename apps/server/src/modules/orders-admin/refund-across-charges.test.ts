/**
 * A back-office refund of an order paid in several charges (its own and an edit's) is split
 * across them, newest first, each credit at most what is left on its charge and under its own
 * key (decision 070), as the sandbox gateway's own ledger shows.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundResponseSchema } from '@shop/core/order-admin-api';
import { orderResponseSchema, type Order } from '@shop/core/order-api';
import { findDemoIds } from '../../seed/demo-data.ts';
import { shopClient } from '../../test/shop-client.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createStaffTestApp, logInAs } from '../staff/staff-test-kit.ts';
import { createOrdersAdminTestKit } from './orders-admin-test-kit.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof findDemoIds>>;
beforeAll(async () => {
  t = await createStaffTestApp();
  ids = await findDemoIds(t.database.db);
});
afterAll(() => t.close());

const { paidOrder, rows } = createOrdersAdminTestKit(
  () => t,
  () => ids,
);

/** The visitor adds a donation to the paid order, paid by a second charge. */
async function addDonation(order: Order, dollars: number): Promise<Order> {
  const api = shopClient(t).api;
  const opened = await api('GET', `/ticketing/orders/${order.token}?edit_mode=true`);
  const edit = orderResponseSchema.parse(opened.body).data.attributes.cart;
  const donated = await api('PATCH', `/ticketing/cart?cart_token=${edit.token}`, {
    cart: { donationAmount: dollars },
  });
  expect(donated.status, JSON.stringify(donated.body)).toBe(200);
  const committed = await api(
    'POST',
    `/ticketing/orders?cart_token=${edit.token}&edit_mode=true`,
    {
      order: {
        orderToken: order.token,
        customerInfo: {
          firstName: 'Ada',
          lastName: 'Skier',
          email: 'ada@example.org',
          phone: '801-555-0100',
          cardToken: await shopClient(t).tokenize('5555555555554444'),
        },
      },
    },
    { 'idempotency-key': randomUUID() },
  );
  expect(committed.status, JSON.stringify(committed.body)).toBe(201);
  return orderResponseSchema.parse(committed.body).data.attributes;
}

/** The sandbox's charges of the order, oldest first, each with its credits' amounts and keys. */
async function ledgerOf(orderId: number) {
  return rows<{ charged: number; credits: { amount: number; key: string }[] }>(
    sql`select p.amount_cents as charged,
        coalesce((select json_agg(json_build_object('amount', c.amount_cents, 'key', c.order_id)
            order by c.created_at)
          from sandbox_transactions c
          where c.reference_token = p.token and c.transaction_type = 'Credit' and c.succeeded),
          '[]') as credits
      from sandbox_transactions p
      where p.transaction_type = 'Purchase' and p.succeeded and p.order_id in (
        select idempotency_key from order_submissions where order_id = ${orderId})
      order by p.created_at`,
  );
}

describe('refunding an order paid in two charges', () => {
  it('the whole order: the edit’s charge in full, then the rest from the first charge', async () => {
    const { client } = await logInAs(t, 'box-office');
    const order = await paidOrder({ quantity: 2 });
    const edited = await addDonation(order, 60);
    const totalCents = Math.round(edited.totalPaid * 100);

    const answer = await client.call('POST', `/orders/${order.id}/refunds`, {
      body: { wholeOrder: true, reason: 'Storm' },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const refund = refundResponseSchema.parse(answer.body).data;
    expect(refund.amountCents).toBe(totalCents);
    const ledger = await ledgerOf(order.id);
    expect(ledger).toEqual([
      {
        charged: Math.round(order.totalPaid * 100),
        credits: [{ amount: totalCents - 6000, key: `order-refund:${refund.id}:2` }],
      },
      { charged: 6000, credits: [{ amount: 6000, key: `order-refund:${refund.id}` }] },
    ]);
    // The shop's payments ledger names the charge each credit went to.
    const credits = await rows<{ amount_cents: number; reference_token: string }>(
      sql`select amount_cents, reference_token from payment_transactions
        where order_id = ${order.id} and kind = 'credit' order by id`,
    );
    expect(credits.map((credit) => credit.amount_cents)).toEqual([6000, totalCents - 6000]);
  });

  it('one place, then the rest: each credit takes what is left on the newest charge first', async () => {
    const { client } = await logInAs(t, 'manager');
    const order = await paidOrder({ quantity: 2 });
    await addDonation(order, 10);
    const [ticket] = await rows<{ id: number }>(
      sql`select lit.id from line_item_tickets lit join line_items li on li.id = lit.line_item_id
        join orders o on o.cart_id = li.cart_id where o.id = ${order.id}`,
    );
    const one = await client.call('POST', `/orders/${order.id}/refunds`, {
      body: { tickets: [{ lineItemTicketId: ticket!.id, quantity: 1 }] },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(one.status, JSON.stringify(one.body)).toBe(201);
    const first = refundResponseSchema.parse(one.body).data;
    const rest = await client.call('POST', `/orders/${order.id}/refunds`, {
      body: { wholeOrder: true },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(rest.status, JSON.stringify(rest.body)).toBe(201);
    const second = refundResponseSchema.parse(rest.body).data;

    const ledger = await ledgerOf(order.id);
    const creditedOn = ledger.map((charge) =>
      charge.credits.reduce((sum, credit) => sum + credit.amount, 0),
    );
    // Every charge is refunded exactly in full, never beyond: $10 on the edit's, the rest first.
    expect(creditedOn).toEqual(ledger.map((charge) => charge.charged));
    expect(first.amountCents + second.amountCents).toBe(
      ledger.reduce((sum, charge) => sum + charge.charged, 0),
    );
  });
});
