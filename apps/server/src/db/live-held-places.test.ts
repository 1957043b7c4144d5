import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartResponseSchema, lineItemResponseSchema, type Cart } from '@shop/core/cart';
import { sweepExpiredHolds } from '../modules/carts/hold-places.ts';
import { findDemoIds } from '../seed/demo-data.ts';
import { shopClient, ticketIdByCode } from '../test/shop-client.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../test/test-app.ts';
import { insertHolds } from '../test/insert-holds.ts';
import { queryRows } from './database.ts';
import { activityTimes, carts } from './schema.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof findDemoIds>>;

beforeAll(async () => {
  t = await createTestApp();
  ids = await findDemoIds(t.database.db);
});
afterAll(() => t.close());

const call = (...args: Parameters<ReturnType<typeof shopClient>['api']>) =>
  shopClient(t).api(...args);

/** Sessions whose held counter differs from the places of their holds rows. */
async function driftedSessions() {
  return queryRows<{ id: number; held: number; rows: number }>(
    t.database.db,
    sql`select t.id, t.held, coalesce(sum(h.quantity), 0)::int as rows
        from activity_times t left join holds h on h.activity_time_id = t.id
        group by t.id having t.held <> coalesce(sum(h.quantity), 0)`,
  );
}

async function heldColumn(sessionId: number): Promise<number> {
  const [row] = await queryRows<{ held: number }>(
    t.database.db,
    sql`select held from activity_times where id = ${sessionId}`,
  );
  return Number(row!.held);
}

async function addTickets(cart: Cart, session: string, quantity: number) {
  const { answer, ...added } = await tryAddTickets(cart, session, quantity);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return added;
}

async function tryAddTickets(cart: Cart, session: string, quantity: number) {
  const sessionRow = await ids.session(session);
  const line = lineItemResponseSchema.parse(
    (
      await call('POST', `/ticketing/line_items?cart_token=${cart.token}`, {
        activityId: ids.activity('zipline-tour'),
        activityTimeId: sessionRow.id,
      })
    ).body,
  ).data;
  const answer = await call(
    'POST',
    `/ticketing/line_items/${line.id}/line_item_tickets?cart_token=${cart.token}`,
    { ticketId: await ticketIdByCode(t.database.db, 'zipline-adult'), quantity },
  );
  return { answer, line, session: sessionRow };
}

async function newCart(): Promise<Cart> {
  return cartResponseSchema.parse((await call('GET', '/ticketing/cart')).body).data.attributes;
}

describe('the held counter of activity_times', () => {
  it('follows every writer of holds: adds, changes, line and cart deletes, the sweep', async () => {
    expect(await driftedSessions()).toEqual([]);
    const cart = await newCart();
    const first = await addTickets(cart, 'zipline-tour-2026-12-11-10:00', 3);
    const second = await addTickets(cart, 'zipline-tour-2026-12-11-12:00', 2);
    expect(await heldColumn(first.session.id)).toBe(3);
    expect(await heldColumn(second.session.id)).toBe(2);

    // Renewing the cart's holds moves their expiry and no places.
    expect((await call('GET', `/ticketing/cart?cart_token=${cart.token}`)).status).toBe(200);
    expect(await heldColumn(first.session.id)).toBe(3);

    // Deleting a line releases its holds (by cascade from its tickets).
    expect(
      (await call('DELETE', `/ticketing/line_items/${first.line.id}?cart_token=${cart.token}`))
        .status,
    ).toBe(200);
    expect(await heldColumn(first.session.id)).toBe(0);
    expect(await driftedSessions()).toEqual([]);

    // A cart deleted outright takes its holds with it.
    await t.database.db.delete(carts).where(eq(carts.token, cart.token));
    expect(await heldColumn(second.session.id)).toBe(0);

    // Expired holds keep counting in the column until swept, but not in vacancy.
    await insertHolds(t.database.db, [
      {
        activityTimeId: first.session.id,
        quantity: 4,
        expiresAt: new Date(TEST_NOW.getTime() - 120_000),
      },
      {
        activityTimeId: second.session.id,
        quantity: 1,
        expiresAt: new Date(TEST_NOW.getTime() + 60_000),
      },
    ]);
    expect(await heldColumn(first.session.id)).toBe(4);
    const capacity = (await call('GET', `/ticketing/capacities/${first.session.id}`)).body.data
      .attributes;
    expect(capacity.held).toBe(0);
    expect(capacity.vacancy).toBe(first.session.capacity - first.session.sold);

    expect(await sweepExpiredHolds(t.database.db, TEST_NOW)).toBe(1);
    expect(await heldColumn(first.session.id)).toBe(0);
    expect(await heldColumn(second.session.id)).toBe(1);
    expect(await driftedSessions()).toEqual([]);
  });

  it('lets expired holds not yet swept make room: the counter alone says full, vacancy does not', async () => {
    const session = await ids.session('zipline-tour-2026-12-21-10:00');
    await t.database.db
      .update(activityTimes)
      .set({ sold: session.capacity - 3 })
      .where(eq(activityTimes.id, session.id));
    // Three places held by a hold that expired two minutes ago and that the worker has not swept.
    await insertHolds(t.database.db, [
      {
        activityTimeId: session.id,
        quantity: 3,
        expiresAt: new Date(TEST_NOW.getTime() - 120_000),
      },
    ]);
    expect(await heldColumn(session.id)).toBe(3);

    const cart = await newCart();
    const taken = await tryAddTickets(cart, 'zipline-tour-2026-12-21-10:00', 2);
    expect(taken.answer.status, JSON.stringify(taken.answer.body)).toBe(201);
    expect(await heldColumn(session.id)).toBe(5);
    const capacity = (await call('GET', `/ticketing/capacities/${session.id}`)).body.data
      .attributes;
    expect(capacity).toMatchObject({ held: 2, vacancy: 1 });

    // Two more than the one place left are refused, and change nothing.
    const refused = await tryAddTickets(cart, 'zipline-tour-2026-12-21-10:00', 2);
    expect(refused.answer.status).toBe(409);
    expect(await heldColumn(session.id)).toBe(5);
    const last = await tryAddTickets(cart, 'zipline-tour-2026-12-21-10:00', 1);
    expect(last.answer.status).toBe(201);
    expect(
      (await call('GET', `/ticketing/capacities/${session.id}`)).body.data.attributes,
    ).toMatchObject({ held: 3, vacancy: 0 });

    expect(await sweepExpiredHolds(t.database.db, TEST_NOW)).toBe(1);
    expect(await heldColumn(session.id)).toBe(3);
    expect(await driftedSessions()).toEqual([]);
  });
});
