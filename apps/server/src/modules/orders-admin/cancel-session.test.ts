/**
 * Cancelling a session (issue 15, decision 057): one call closes it, refunds every order's places
 * on it once at the gateway, e-mails each visitor and is audited; a second call, or two at once,
 * refund nothing twice; what cannot be cancelled is refused with nothing changed.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  sessionCancellationResponseSchema,
  sessionCancellationTexts,
} from '@shop/core/session-cancellation-api';
import { findDemoIds } from '../../seed/demo-data.ts';
import { shopClient } from '../../test/shop-client.ts';
import type { TestApp } from '../../test/test-app.ts';
import {
  countRows,
  createStaffTestApp,
  logInAs,
  type AdminClient,
} from '../staff/staff-test-kit.ts';
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

const { paidOrder, sandboxRefunds, soldOf, rows } = createOrdersAdminTestKit(
  () => t,
  () => ids,
);

async function cancel(client: AdminClient, sessionId: number, body: object = {}) {
  return client.call('POST', `/activity-times/${sessionId}/cancellation`, { body });
}

async function progress(sessionId: number) {
  const answer = await manager.call('GET', `/activity-times/${sessionId}/cancellation`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return sessionCancellationResponseSchema.parse(answer.body).data;
}

async function isClosed(sessionId: number) {
  const [row] = await rows<{ closed: boolean }>(
    sql`select closed from activity_times where id = ${sessionId}`,
  );
  return row!.closed;
}

async function emailsOf(orderId: number) {
  return rows<{ kind: string }>(
    sql`select kind from outbox where (payload->>'orderId')::int = ${orderId} order by id`,
  );
}

describe('cancelling a session', () => {
  it('refunds each order once, closes the session, e-mails each visitor and is audited', async () => {
    const name = 'zipline-tour-2026-12-16-12:00';
    const session = await ids.session(name);
    const soldBefore = await soldOf(name);
    const orders = [
      await paidOrder({ session: name, quantity: 1, customer: { email: 'one@example.org' } }),
      await paidOrder({ session: name, quantity: 2, customer: { email: 'two@example.org' } }),
      await paidOrder({ session: name, quantity: 3, customer: { email: 'three@example.org' } }),
    ];
    expect(await progress(session.id)).toMatchObject({
      status: 'not-cancelled',
      orders: 3,
      placesToRefund: 6,
      refundedOrders: 0,
    });

    const answer = await cancel(manager, session.id, { reason: 'High winds' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const paid = orders.map((order) => Math.round(order.totalPaid * 100));
    expect(sessionCancellationResponseSchema.parse(answer.body).data).toMatchObject({
      status: 'done',
      orders: 3,
      refundedOrders: 3,
      placesToRefund: 0,
      refundedCents: paid.reduce((sum, cents) => sum + cents, 0),
      failures: [],
      reason: 'High winds',
    });
    for (const [index, order] of orders.entries()) {
      expect(await sandboxRefunds(order.id)).toEqual([
        { amount_cents: paid[index], order_id: expect.stringMatching(/^order-refund:/) },
      ]);
      expect((await emailsOf(order.id)).map((email) => email.kind)).toEqual([
        'order-confirmation',
        'order-refund',
      ]);
    }
    expect(await soldOf(name)).toBe(soldBefore);
    expect(await isClosed(session.id)).toBe(true);
    expect(
      await countRows(
        t,
        'audit_log',
        sql`action = 'session.cancel' and entity_id = ${String(session.id)}`,
      ),
    ).toBe(1);
    expect(
      await countRows(
        t,
        'audit_log',
        sql`action = 'order.refund' and entity_id in
      (${String(orders[0]!.id)}, ${String(orders[1]!.id)}, ${String(orders[2]!.id)})`,
      ),
    ).toBe(3);

    // A session visitors can no longer book: its closed calendar entry offers nothing.
    const cart = (await shopClient(t).api('GET', '/ticketing/cart')).body.data.attributes;
    const line = await shopClient(t).api('POST', `/ticketing/line_items?cart_token=${cart.token}`, {
      activityId: session.activityId,
      activityTimeId: session.id,
    });
    expect(line.status).toBeGreaterThanOrEqual(400);

    // Again: the same answer, and nothing more at the gateway.
    const again = await cancel(manager, session.id);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ status: 'done', refundedOrders: 3, orders: 3 });
    for (const order of orders) expect(await sandboxRefunds(order.id)).toHaveLength(1);
  });

  it('refunds only the session places of an order that has others, keeping its donation', async () => {
    const name = 'zipline-tour-2026-12-16-14:00';
    const other = 'zipline-tour-2026-12-17-14:00';
    const session = await ids.session(name);
    const mixed = await paidOrder({
      session: name,
      quantity: 2,
      also: { session: other, quantity: 1 },
      donation: 5,
      coupon: 'WINTER10',
    });
    const alone = await paidOrder({ session: name, quantity: 1, donation: 7 });
    const otherSoldBefore = await soldOf(other);

    const answer = await cancel(manager, session.id);
    expect(answer.body.data).toMatchObject({ status: 'done', refundedOrders: 2 });
    const [mixedRefund] = await sandboxRefunds(mixed.id);
    const mixedPaid = Math.round(mixed.totalPaid * 100);
    // Two of three places, after their coupon share, with tax: less than the order without the donation.
    expect(mixedRefund!.amount_cents).toBeLessThan(mixedPaid - 500);
    expect(mixedRefund!.amount_cents).toBeGreaterThan((mixedPaid - 500) / 2);
    expect(await sandboxRefunds(alone.id)).toEqual([
      expect.objectContaining({ amount_cents: Math.round(alone.totalPaid * 100) }),
    ]);
    expect(await soldOf(other)).toBe(otherSoldBefore);
    const [refundRow] = await rows<{ whole_order: boolean }>(
      sql`select whole_order from order_refunds where order_id = ${mixed.id}`,
    );
    expect(refundRow!.whole_order).toBe(false);
  });

  it('lets two staff at once refund each order exactly once; the second is told who cancelled and why', async () => {
    const name = 'zipline-tour-2026-12-17-12:00';
    const session = await ids.session(name);
    const orders = [
      await paidOrder({ session: name, quantity: 1 }),
      await paidOrder({ session: name, quantity: 1 }),
      await paidOrder({ session: name, quantity: 2 }),
    ];
    const admin = (await logInAs(t, 'admin')).client;
    const answers = await Promise.all([
      cancel(manager, session.id, { reason: 'Lightning on the ridge' }),
      cancel(admin, session.id, { reason: 'High winds' }),
    ]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses, JSON.stringify(answers.map((answer) => answer.body))).toEqual([200, 409]);
    const managerWon = answers[0]!.status === 200;
    const refused = answers[managerWon ? 1 : 0]!;
    // Decision 085: the refused one names the staff member who cancelled and their reason.
    expect(refused.body.errors.message).toBe(
      sessionCancellationTexts.alreadyCancelled(
        managerWon ? 'Test manager' : 'Test admin',
        managerWon ? 'Lightning on the ridge' : 'High winds',
      ),
    );
    // The slower refunds may still be being confirmed: the winner's repeat carries them on.
    await cancel(managerWon ? manager : admin, session.id);
    expect(await progress(session.id)).toMatchObject({
      status: 'done',
      refundedOrders: 3,
      reason: managerWon ? 'Lightning on the ridge' : 'High winds',
    });
    for (const order of orders) expect(await sandboxRefunds(order.id)).toHaveLength(1);
    expect(await countRows(t, 'session_cancellations', sql`activity_time_id = ${session.id}`)).toBe(
      1,
    );
    expect(
      await countRows(
        t,
        'audit_log',
        sql`action = 'session.cancel' and entity_id = ${String(session.id)}`,
      ),
    ).toBe(1);
  });
});

describe('refusing a cancellation', () => {
  it('answers 404 for an unknown session and 403 to the box office, changing nothing', async () => {
    const unknown = await cancel(manager, 999_999);
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors.message).toBe(sessionCancellationTexts.notFound);
    const session = await ids.session('zipline-tour-2026-12-18-12:00');
    const boxOffice = (await logInAs(t, 'box-office')).client;
    expect((await cancel(boxOffice, session.id)).status).toBe(403);
    expect(await isClosed(session.id)).toBe(false);
  });

  it('answers 422 for a session that has started, and leaves it open', async () => {
    const session = await ids.session('zipline-tour-2026-12-18-14:00');
    const before = t.now.value;
    t.now.value = new Date(session.startsAt.getTime() + 60_000);
    try {
      // A login of that later day: the morning's session would have run out by then.
      const later = (await logInAs(t, 'manager')).client;
      const answer = await cancel(later, session.id);
      expect(answer.status).toBe(422);
      expect(answer.body.errors.message).toBe(sessionCancellationTexts.started);
    } finally {
      t.now.value = before;
    }
    expect(await isClosed(session.id)).toBe(false);
    expect(await countRows(t, 'session_cancellations', sql`activity_time_id = ${session.id}`)).toBe(
      0,
    );
  });

  it('refuses a reason longer than the limit with the field named', async () => {
    const session = await ids.session('zipline-tour-2026-12-18-12:00');
    const answer = await cancel(manager, session.id, { reason: 'x'.repeat(501) });
    expect(answer.status).toBe(400);
    expect(answer.body.errors.fields.reason).toEqual([sessionCancellationTexts.tooLong]);
    expect(await isClosed(session.id)).toBe(false);
  });
});
