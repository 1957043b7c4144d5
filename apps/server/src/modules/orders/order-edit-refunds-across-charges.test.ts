/**
 * An order paid in several charges is refunded across them (decision 070): an edit that gives
 * back more than the order's first charge credits the newest charge first, each credit at most
 * what is left on its charge, as the sandbox gateway's own ledger shows.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const { api, client, skateSessions, placeSkateOrder, openEdit, commit } = createOrderEditTestKit(
  () => t,
  () => ids,
);

/** Opens an edit, changes its cart, and commits it (with a card when one is given). */
async function edit(
  order: Order,
  change: { donation?: number; sessionId?: number },
  cardToken?: string,
): Promise<Order> {
  const opened = await openEdit(order);
  if (change.donation !== undefined) {
    const donated = await api('PATCH', `/ticketing/cart?cart_token=${opened.cart.token}`, {
      cart: { donationAmount: change.donation },
    });
    expect(donated.status, JSON.stringify(donated.body)).toBe(200);
  }
  if (change.sessionId !== undefined) {
    const moved = await api(
      'PATCH',
      `/ticketing/line_items/${opened.cart.lineItems[0]!.id}?cart_token=${opened.cart.token}`,
      { activityTimeId: change.sessionId },
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }
  const committed = await commit(order, opened.cart, randomUUID(), cardToken);
  expect(committed.status, JSON.stringify(committed.body)).toBe(201);
  return orderResponseSchema.parse(committed.body).data.attributes;
}

/** The sandbox's charges of an order (its own and its edits') and the credits of each, oldest first. */
async function ledgerOf(orderId: number) {
  return queryRows<{ charged: number; credits: number[]; keys: string[] }>(
    t.database.db,
    sql`select p.amount_cents as charged,
        coalesce((select json_agg(c.amount_cents order by c.created_at) from sandbox_transactions c
          where c.reference_token = p.token and c.transaction_type = 'Credit' and c.succeeded),
          '[]') as credits,
        coalesce((select json_agg(c.order_id order by c.created_at) from sandbox_transactions c
          where c.reference_token = p.token and c.transaction_type = 'Credit' and c.succeeded),
          '[]') as keys
      from sandbox_transactions p
      where p.transaction_type = 'Purchase' and p.succeeded and p.order_id in (
        select idempotency_key from order_submissions where order_id = ${orderId})
      order by p.created_at`,
  );
}

const cents = (dollars: number) => Math.round(dollars * 100);

describe('an edit refunding more than the first charge', () => {
  it('placed, raised by an edit, lowered back: the edit’s own charge is credited', async () => {
    const [session] = await skateSessions();
    const order = await placeSkateOrder(session!.id, 1);
    const secondCard = await client().tokenize('5555555555554444');
    const raised = await edit(order, { donation: 80 }, secondCard);
    expect(raised.totalPaid).toBeCloseTo(order.totalPaid + 80, 2);

    // On the first charge alone this was refused for good: 80 is more than the order cost.
    const lowered = await edit(raised, { donation: 0 });
    expect(lowered.totalPaid).toBeCloseTo(order.totalPaid, 2);
    const ledger = await ledgerOf(order.id);
    expect(ledger.map((row) => row.charged)).toEqual([cents(order.totalPaid), 8000]);
    expect(ledger.map((row) => row.credits)).toEqual([[], [8000]]);
  });

  it('a refund larger than the newest charge takes the rest from the one before', async () => {
    const sessions = await skateSessions();
    const dear = sessions.reduce((a, b) => (b.price > a.price ? b : a));
    const cheap = sessions.reduce((a, b) => (b.price < a.price ? b : a));
    expect(dear.price).toBeGreaterThan(cheap.price);
    const order = await placeSkateOrder(dear.id, 2);
    const secondCard = await client().tokenize('5555555555554444');
    const raised = await edit(order, { donation: 40 }, secondCard);

    // Back to no donation and a cheaper session: $40 from the edit's charge, the rest from the
    // order's own, each credit under its own key.
    const lowered = await edit(raised, { donation: 0, sessionId: cheap.id });
    const refunded = cents(raised.totalPaid) - cents(lowered.totalPaid);
    expect(refunded).toBeGreaterThan(4000);
    const ledger = await ledgerOf(order.id);
    expect(ledger.map((row) => row.credits)).toEqual([[refunded - 4000], [4000]]);
    const [firstKey] = ledger[1]!.keys;
    expect(ledger[0]!.keys).toEqual([`${firstKey}:credit-2`]);

    // The order's charges are now spent down to what it keeps: nothing is left over anywhere.
    const kept = ledger.reduce(
      (sum, row) => sum + row.charged - row.credits.reduce((a, b) => a + b, 0),
      0,
    );
    expect(kept).toBe(cents(lowered.totalPaid));
  });
});
