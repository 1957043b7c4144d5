/**
 * The back office's orders (issue 15): the search, the order page, a resent confirmation and
 * internal notes, for the roles that may use them; check-in staff are refused.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOrderResponseSchema, orderSearchResponseSchema } from '@shop/core/order-admin-api';
import { addDaysToIsoDate, shopDateAt } from '@shop/core/shop-time';
import { staffTexts } from '@shop/core/staff-api';
import { findDemoIds } from '../../seed/demo-data.ts';
import type { TestApp } from '../../test/test-app.ts';
import { countRows, createStaffTestApp, logInAs } from '../staff/staff-test-kit.ts';
import { createOrdersAdminTestKit, SESSION } from './orders-admin-test-kit.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof findDemoIds>>;
beforeAll(async () => {
  t = await createStaffTestApp();
  ids = await findDemoIds(t.database.db);
});
afterAll(() => t.close());

const { paidOrder } = createOrdersAdminTestKit(
  () => t,
  () => ids,
);

describe('searching orders', () => {
  it('finds an order by receipt, by part of the e-mail or name, by date, activity and session', async () => {
    const { client } = await logInAs(t, 'box-office');
    const order = await paidOrder({
      customer: { email: 'lindsey.vonn@example.org', firstName: 'Lindsey', lastName: 'Vonn' },
    });
    await paidOrder({
      customer: { email: 'other@example.org', firstName: 'Ted', lastName: 'Ligety' },
    });
    const search = async (query: string) => {
      const answer = await client.call('GET', `/orders?${query}`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return orderSearchResponseSchema.parse(answer.body);
    };

    for (const query of [`q=${order.receipt}`, 'q=VONN%40example', 'q=lindsey%20v']) {
      const found = await search(query);
      expect(
        found.data.map((row) => row.receipt),
        query,
      ).toEqual([order.receipt]);
    }
    expect((await search('q=lindsey')).data[0]).toMatchObject({
      id: order.id,
      customerName: 'Lindsey Vonn',
      email: 'lindsey.vonn@example.org',
      places: 2,
      totalPaidCents: 9653,
      refundedCents: 0,
      status: 'paid',
    });
    const session = await ids.session(SESSION);
    const bySession = await search(`activityTimeId=${session.id}&q=example.org`);
    expect(bySession.data.map((row) => row.id)).toContain(order.id);
    expect(bySession.meta.total).toBeGreaterThanOrEqual(2);
    expect((await search(`activityId=${ids.activity('public-skate')}`)).data).toEqual([]);
    // The purchase date is the shop's day (Denver) of the database's clock.
    const day = shopDateAt(new Date(order.purchaseDate));
    expect((await search(`date=${day}&q=lindsey`)).data).toHaveLength(1);
    expect((await search(`date=${addDaysToIsoDate(day, -1)}&q=lindsey`)).data).toHaveLength(0);
    const paged = await search('pageSize=1&page=2&q=example.org');
    expect(paged.data).toHaveLength(1);
    expect(paged.meta).toMatchObject({ page: 2, pageSize: 1 });
  });

  it('answers 400 naming the field for a bad date or page size, and a like-pattern as text', async () => {
    const { client } = await logInAs(t, 'manager');
    const bad = await client.call('GET', '/orders?date=2026-13-01&pageSize=500');
    expect(bad.status).toBe(400);
    expect(bad.body.errors.code).toBe('validation_failed');
    const pattern = await client.call('GET', '/orders?q=%25');
    expect(pattern.status).toBe(200);
    expect(pattern.body.data).toEqual([]);
  });

  it('refuses check-in staff and callers without a session', async () => {
    const { client } = await logInAs(t, 'check-in');
    const refused = await client.call('GET', '/orders');
    expect(refused.status).toBe(403);
    expect(refused.body.errors.message).toBe(staffTexts.forbidden);
  });
});

describe('the order page', () => {
  it('shows the tickets, money, coupon, donation, payments and e-mails of an order', async () => {
    const { client } = await logInAs(t, 'admin');
    const order = await paidOrder({ quantity: 3, coupon: 'WINTER10', donation: 5 });
    const answer = await client.call('GET', `/orders/${order.id}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const page = adminOrderResponseSchema.parse(answer.body).data;
    expect(page).toMatchObject({
      receipt: order.receipt,
      status: 'paid',
      customer: { email: 'ada@example.org', firstName: 'Ada', lastName: 'Skier' },
      paymentMethod: 'Visa ending in 1111',
      subtotalCents: 13500,
      discountCents: 1350,
      donationCents: 500,
      totalPaidCents: order.totalPaid * 100,
      refundedCents: 0,
      refundableCents: order.totalPaid * 100,
      coupons: [{ code: 'WINTER10', discountCents: 1350 }],
      refunds: [],
      notes: [],
    });
    expect(page.lines).toHaveLength(1);
    expect(page.lines[0]).toMatchObject({
      activity: expect.any(String),
      session: expect.any(String),
    });
    expect(page.lines[0]!.tickets[0]).toMatchObject({
      name: 'Adult',
      quantity: 3,
      refundedQuantity: 0,
      unitPriceCents: 4500,
      discountCents: 1350,
      coupon: 'WINTER10',
    });
    expect(page.payments).toEqual([
      expect.objectContaining({
        kind: 'purchase',
        succeeded: true,
        amountCents: page.totalPaidCents,
      }),
    ]);
    expect(page.emails).toEqual([
      expect.objectContaining({ kind: 'order-confirmation', status: 'pending' }),
    ]);
  });

  it('answers 404 for an unknown order and 400 for an id that is not one', async () => {
    const { client } = await logInAs(t, 'box-office');
    expect((await client.call('GET', '/orders/999999')).status).toBe(404);
    expect((await client.call('GET', '/orders/abc')).status).toBe(400);
  });
});

describe('resending the confirmation and notes', () => {
  it('queues the confirmation again and audits it', async () => {
    const { client, account } = await logInAs(t, 'box-office');
    const order = await paidOrder();
    const queued = () =>
      countRows(
        t,
        'outbox',
        sql`kind = 'order-confirmation' and (payload->>'orderId')::int = ${order.id}`,
      );
    expect(await queued()).toBe(1);
    const answer = await client.call('POST', `/orders/${order.id}/confirmation`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(202);
    expect(await queued()).toBe(2);
    expect(
      await countRows(
        t,
        'audit_log',
        sql`action = 'order.resend-confirmation' and entity_id = ${String(order.id)} and staff_id = ${account.id}`,
      ),
    ).toBe(1);
    expect((await client.call('POST', '/orders/999999/confirmation')).status).toBe(404);
  });

  it('adds an internal note the order page lists, audited; an empty note is refused', async () => {
    const { client, account } = await logInAs(t, 'manager');
    const order = await paidOrder();
    const added = await client.call('POST', `/orders/${order.id}/notes`, {
      body: { text: '  Called the visitor about parking.  ' },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.data).toMatchObject({
      text: 'Called the visitor about parking.',
      staffEmail: account.email,
    });
    const page = adminOrderResponseSchema.parse(
      (await client.call('GET', `/orders/${order.id}`)).body,
    );
    expect(page.data.notes.map((note) => note.text)).toEqual(['Called the visitor about parking.']);
    expect(
      await countRows(
        t,
        'audit_log',
        sql`action = 'order.add-note' and entity_id = ${String(order.id)}`,
      ),
    ).toBe(1);

    const empty = await client.call('POST', `/orders/${order.id}/notes`, { body: { text: '   ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.fields.text).toBeDefined();
    expect(
      (await client.call('POST', '/orders/999999/notes', { body: { text: 'x' } })).status,
    ).toBe(404);
    expect(await countRows(t, 'order_notes', sql`order_id = ${order.id}`)).toBe(1);
  });

  it('refuses check-in staff a note or a resend', async () => {
    const { client } = await logInAs(t, 'check-in');
    const order = await paidOrder();
    expect(
      (await client.call('POST', `/orders/${order.id}/notes`, { body: { text: 'hi' } })).status,
    ).toBe(403);
    expect((await client.call('POST', `/orders/${order.id}/confirmation`)).status).toBe(403);
    expect(await countRows(t, 'order_notes', sql`order_id = ${order.id}`)).toBe(0);
  });
});
