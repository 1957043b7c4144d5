/**
 * A cancelled session stays cancelled (decision 073): the back office cannot reopen or change
 * it, the shop sells none of it (not even to a cart that held places before), the gate admits
 * nobody to it, and the visitor's order says it was cancelled and what came back.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionTexts, type AdminSession } from '@shop/core/admin-sessions-api';
import { checkInTexts } from '@shop/core/check-in-api';
import { orderResponseSchema } from '@shop/core/order-api';
import { walkUpCartResponseSchema, walkUpSaleResponseSchema } from '@shop/core/walk-up-api';
import { findDemoIds } from '../../seed/demo-data.ts';
import { shopClient, ticketIdByCode } from '../../test/shop-client.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createStaffTestApp, logInAs, type AdminClient } from '../staff/staff-test-kit.ts';
import { createOrdersAdminTestKit } from './orders-admin-test-kit.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof findDemoIds>>;
let manager: AdminClient;
beforeAll(async () => {
  t = await createStaffTestApp();
  ids = await findDemoIds(t.database.db);
  manager = (await logInAs(t, 'manager')).client;
});
afterAll(() => t.close());

const { paidOrder, rows } = createOrdersAdminTestKit(
  () => t,
  () => ids,
);

async function cancel(sessionId: number, reason?: string) {
  const answer = await manager.call('POST', `/activity-times/${sessionId}/cancellation`, {
    body: reason ? { reason } : {},
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

async function sessionRow(sessionId: number) {
  const [row] = await rows<{ closed: boolean; capacity: number; name: string }>(
    sql`select closed, capacity, name from activity_times where id = ${sessionId}`,
  );
  return row!;
}

/** A cash sale at the window of one adult place at one of today's sessions. */
async function cashSale(client: AdminClient, session: string) {
  const sessionId = (await ids.session(session)).id;
  const created = await client.call('POST', '/walk-up/carts', {
    headers: { 'idempotency-key': randomUUID() },
    body: {
      activityTimeId: sessionId,
      tickets: [{ ticketId: await ticketIdByCode(t.database.db, 'zipline-adult'), quantity: 1 }],
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const cart = walkUpCartResponseSchema.parse(created.body).data;
  const sold = await client.call('POST', '/walk-up/sales', {
    body: {
      cartToken: cart.token,
      buyer: { firstName: 'Walk', lastName: 'Up', email: 'walk@example.org' },
      payment: { method: 'cash', tenderedCents: 50_000 },
    },
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(sold.status, JSON.stringify(sold.body)).toBe(201);
  return walkUpSaleResponseSchema.parse(sold.body).data;
}

describe('a cancelled session in the back office', () => {
  it('is listed as cancelled and refuses a reopen, a capacity and any edit, changing nothing', async () => {
    const name = 'zipline-tour-2026-12-16-12:00';
    const session = await ids.session(name);
    await paidOrder({ session: name, quantity: 1 });
    await cancel(session.id, 'High winds');
    const before = await sessionRow(session.id);

    const reopen = await manager.call('POST', '/activity-times/bulk', {
      body: { action: 'reopen', ids: [session.id] },
    });
    expect(reopen.status, JSON.stringify(reopen.body)).toBe(409);
    expect(reopen.body.errors.message).toContain('was cancelled, so it cannot be reopened');
    const capacity = await manager.call('POST', '/activity-times/bulk', {
      body: { action: 'set-capacity', capacity: before.capacity + 5, ids: [session.id] },
    });
    expect(capacity.status).toBe(409);
    for (const body of [{ capacity: before.capacity + 5 }, { name: 'Rescheduled' }]) {
      const edit = await manager.call('PATCH', `/activity-times/${session.id}`, { body });
      expect(edit.status, JSON.stringify(edit.body)).toBe(409);
      expect(edit.body.errors.message).toBe(sessionTexts.cancelled());
    }
    expect(await sessionRow(session.id)).toEqual(before);
    expect(before.closed).toBe(true);

    // Closing it again changes nothing and is no error.
    const close = await manager.call('POST', '/activity-times/bulk', {
      body: { action: 'close', ids: [session.id] },
    });
    expect(close.status).toBe(200);
    const month = await manager.call(
      'GET',
      `/activity-times?activityId=${session.activityId}&month=2026-12`,
    );
    const listed = month.body.data.find((row: AdminSession) => row.id === session.id);
    expect(listed).toMatchObject({ closed: true, cancelled: true });
    const open = month.body.data.find((row: AdminSession) => row.id !== session.id);
    expect(open).toMatchObject({ cancelled: false });
  });
});

describe('a cancelled session in the shop', () => {
  it('sells nothing: not to a new cart, not to the cart that held places before, not at the window', async () => {
    const name = 'zipline-tour-2026-12-16-14:00';
    const session = await ids.session(name);
    const visitor = shopClient(t);
    const cart = (await visitor.api('GET', '/ticketing/cart')).body.data.attributes;
    const line = await visitor.api('POST', `/ticketing/line_items?cart_token=${cart.token}`, {
      activityId: session.activityId,
      activityTimeId: session.id,
    });
    expect(line.status).toBe(201);
    const held = await visitor.api(
      'POST',
      `/ticketing/line_items/${line.body.data.id}/line_item_tickets?cart_token=${cart.token}`,
      { ticketId: await ticketIdByCode(t.database.db, 'zipline-adult'), quantity: 2 },
    );
    expect(held.status).toBe(201);

    await cancel(session.id);
    // Whatever staff try, it stays closed.
    await manager.call('POST', '/activity-times/bulk', {
      body: { action: 'reopen', ids: [session.id] },
    });

    const placed = await visitor.api(
      'POST',
      `/ticketing/orders?cart_token=${cart.token}`,
      {
        order: {
          customerInfo: {
            firstName: 'Late',
            lastName: 'Buyer',
            email: 'late@example.org',
            phone: '801-555-0100',
            cardToken: await visitor.tokenize('4111111111111111'),
          },
        },
      },
      { 'idempotency-key': randomUUID() },
    );
    expect(placed.status, JSON.stringify(placed.body)).toBeGreaterThanOrEqual(400);
    expect(placed.status).toBeLessThan(500);
    expect(await rows(sql`select id from orders where cart_id = ${cart.id}`)).toEqual([]);
    expect(
      await rows(
        sql`select token from sandbox_transactions where transaction_type = 'Purchase'
          and succeeded and order_id in (select idempotency_key from order_submissions
            where cart_id = ${cart.id})`,
      ),
    ).toEqual([]);

    const other = shopClient(t);
    const fresh = (await other.api('GET', '/ticketing/cart')).body.data.attributes;
    const added = await other.api('POST', `/ticketing/line_items?cart_token=${fresh.token}`, {
      activityId: session.activityId,
      activityTimeId: session.id,
    });
    expect(added.status).toBe(409);

    const today = await ids.session('zipline-tour-2026-12-01-14:00');
    await cancel(today.id);
    const boxOffice = (await logInAs(t, 'box-office')).client;
    const walkUp = await boxOffice.call('POST', '/walk-up/carts', {
      headers: { 'idempotency-key': randomUUID() },
      body: {
        activityTimeId: today.id,
        tickets: [{ ticketId: await ticketIdByCode(t.database.db, 'zipline-adult'), quantity: 1 }],
      },
    });
    expect(walkUp.status).toBeGreaterThanOrEqual(400);
    expect(walkUp.status).toBeLessThan(500);
  });
});

describe('a cancelled session at the gate', () => {
  it('admits nobody, with the reason, even a ticket whose cash is still owed', async () => {
    const boxOffice = (await logInAs(t, 'box-office')).client;
    const sale = await cashSale(boxOffice, 'zipline-tour-2026-12-01-12:00');
    const session = await ids.session('zipline-tour-2026-12-01-12:00');
    await cancel(session.id, 'Lift broken');
    const [ticket] = await rows<{ code: string }>(
      sql`select code from ticket_codes where order_id = ${sale.orderId}`,
    );
    const gate = (await logInAs(t, 'check-in')).client;
    const scan = await gate.call('POST', `/check-in/sessions/${session.id}/admissions`, {
      body: { code: ticket!.code },
    });
    expect(scan.status, JSON.stringify(scan.body)).toBe(409);
    expect(scan.body.errors.message).toBe(checkInTexts.sessionCancelled);
    expect(await rows(sql`select id from admissions where ticket_code = ${ticket!.code}`)).toEqual(
      [],
    );
  });
});

describe("a cancelled session's order, as the visitor reads it", () => {
  it('says the session was cancelled, why, and what was refunded; no waivers', async () => {
    const name = 'zipline-tour-2026-12-17-12:00';
    const session = await ids.session(name);
    const order = await paidOrder({ session: name, quantity: 2 });
    await cancel(session.id, 'High winds');
    const answer = await shopClient(t).api('GET', `/ticketing/orders/${order.token}`);
    expect(answer.status).toBe(200);
    const read = orderResponseSchema.parse(answer.body).data.attributes;
    expect(read.cancellation).toEqual({
      wholeOrder: true,
      sessions: [
        {
          activityTimeId: session.id,
          activity: 'Extreme Zipline Tour',
          timed: true,
          startDate: '2026-12-17',
          startDatetime: session.startsAt.toISOString(),
          reason: 'High winds',
        },
      ],
    });
    expect(read.refunds).toEqual([{ amount: order.totalPaid, status: 'succeeded' }]);
    // The refund's reason, which the visitor's e-mail gives, names the day as people write it.
    expect(await rows(sql`select reason from order_refunds where order_id = ${order.id}`)).toEqual([
      { reason: 'Extreme Zipline Tour on December 17, 2026 at 12:00 PM was cancelled: High winds' },
    ]);
    expect(read.displayWaivers).toBe(false);
    expect(read.hasStaffRefund).toBe(true);

    // An order of a session nobody cancelled says nothing of the kind.
    const kept = await paidOrder({ session: 'zipline-tour-2026-12-18-12:00', quantity: 1 });
    const keptRead = await shopClient(t).api('GET', `/ticketing/orders/${kept.token}`);
    expect(keptRead.body.data.attributes).toMatchObject({ cancellation: null, refunds: [] });
  });
});
