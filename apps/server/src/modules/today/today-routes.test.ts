/**
 * The home page's day (issue 30, decision 083): a walk-up sale, a check-in and a failed e-mail
 * show up in today's figures; each role sees only its parts; an empty shop's checklist starts
 * unticked and ticks itself as the venue, activity, tickets, sessions and staff are added.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTodayResponseSchema, type AdminToday } from '@shop/core/admin-today-api';
import { queryRows } from '../../db/database.ts';
import { findDemoIds } from '../../seed/demo-data.ts';
import { ticketIdByCode } from '../../test/shop-client.ts';
import {
  createTestApp,
  productionSettings,
  workerClockOf,
  type TestApp,
} from '../../test/test-app.ts';
import { deliverDueMessages } from '../../worker/deliver-outbox.ts';
import { createOutboxRepository } from '../../worker/outbox-repository.ts';
import {
  newActivityBody,
  newVenueBody,
  ticketBody,
} from '../catalogue-admin/catalogue-admin-test-kit.ts';
import { codesOf } from '../check-in/check-in-test-kit.ts';
import {
  addStaff,
  createStaffTestApp,
  logInAs,
  type AdminClient,
} from '../staff/staff-test-kit.ts';

async function todayOf(client: AdminClient): Promise<AdminToday> {
  const answer = await client.call('GET', '/today');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return adminTodayResponseSchema.parse(answer.body).data;
}

describe('today on a selling shop', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createStaffTestApp();
  });
  afterAll(() => t.close());

  /** A walk-up cash sale of two adult places at today's noon zipline, with an e-mail. */
  async function sellAtNoon(clerk: AdminClient) {
    const ids = await findDemoIds(t.database.db);
    const session = await ids.session('zipline-tour-2026-12-01-12:00');
    const cart = await clerk.call('POST', '/walk-up/carts', {
      headers: { 'idempotency-key': randomUUID() },
      body: {
        activityTimeId: session.id,
        tickets: [{ ticketId: await ticketIdByCode(t.database.db, 'zipline-adult'), quantity: 2 }],
      },
    });
    expect(cart.status, JSON.stringify(cart.body)).toBe(201);
    const sale = await clerk.call('POST', '/walk-up/sales', {
      body: {
        cartToken: cart.body.data.token,
        buyer: { firstName: 'Walk', lastName: 'Up', email: 'walk.up@example.org' },
        payment: { method: 'cash', tenderedCents: 10_000 },
      },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(sale.status, JSON.stringify(sale.body)).toBe(201);
    // An order is stamped by the database's clock; the test's day is the frozen clock's.
    await queryRows(
      t.database.db,
      sql`update orders set created_at = ${t.now.value.toISOString()}::timestamptz
        where id = ${sale.body.data.orderId}`,
    );
    return { sessionId: session.id, orderId: sale.body.data.orderId as number };
  }

  it('counts a walk-up sale, its places, a check-in and its failed confirmation', async () => {
    const clerk = (await logInAs(t, 'box-office')).client;
    const before = await todayOf(clerk);
    expect(before.day).toBe('2026-12-01');

    const { sessionId, orderId } = await sellAtNoon(clerk);
    const [paid] = await queryRows<{ cents: number }>(
      t.database.db,
      sql`select total_paid_cents as cents from orders where id = ${orderId}`,
    );
    const afterSale = await todayOf(clerk);
    expect(afterSale.sales).toEqual({
      orders: before.sales!.orders + 1,
      paidCents: before.sales!.paidCents + paid!.cents,
    });
    expect(afterSale.places.sold).toBe(before.places.sold + 2);

    // Ten minutes before noon the session's check-in is open; at 12:05 it is running.
    t.now.value = new Date('2026-12-01T18:50:00Z');
    const gate = (await logInAs(t, 'check-in')).client;
    const [place] = await codesOf(t, orderId);
    const scan = await gate.call('POST', `/check-in/sessions/${sessionId}/admissions`, {
      body: { code: place!.code },
    });
    expect(scan.status, JSON.stringify(scan.body)).toBe(201);
    t.now.value = new Date('2026-12-01T19:05:00Z');
    const atGate = await todayOf(gate);
    expect(atGate.checkIns).toBe(before.checkIns + 1);
    expect(atGate.runningSessions.find((s) => s.id === sessionId)).toMatchObject({
      sold: expect.any(Number),
      checkedIn: 1,
    });
    expect(atGate.nextSessions.some((s) => s.id === sessionId)).toBe(false);
    // The gate sees no money, no e-mails and no setup.
    expect(atGate).toMatchObject({ sales: null, cashOwed: null, failedEmails: null });
    expect(atGate.checklist).toBeNull();

    // The mail server refuses: the worker gives up on the confirmation after its one attempt.
    await deliverDueMessages({
      repository: createOutboxRepository(t.database.db),
      handlers: {
        'order-confirmation': () => Promise.reject(new Error('connect ECONNREFUSED')),
      },
      clock: workerClockOf(t),
      log: { info: () => {}, warn: () => {}, error: () => {} },
      maxAttempts: 1,
    });
    // Four hours on, the morning's clerk session has idled out: the afternoon clerk looks.
    const failing = await todayOf((await logInAs(t, 'box-office')).client);
    expect(failing.failedEmails!.count).toBeGreaterThanOrEqual(1);
    expect(failing.failedEmails!.latest).toContainEqual(
      expect.objectContaining({
        kind: 'order-confirmation',
        orderId,
        lastError: expect.stringContaining('ECONNREFUSED'),
      }),
    );
  });

  it('refuses a caller with no staff session', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/v1/admin/today' });
    expect(answer.statusCode).toBe(401);
    expect(answer.json().errors.code).toBe('unauthorized');
  });
});

describe('today on an empty shop', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('shows the setup checklist unticked, ticking itself as the shop is set up', async () => {
    const admin = (await logInAs(t, 'admin')).client;
    const empty = await todayOf(admin);
    expect(empty.checklist).toEqual({
      venue: false,
      activity: false,
      tickets: false,
      sessions: false,
      paymentSettings: false,
      staff: false,
    });
    expect(empty).toMatchObject({
      sales: { orders: 0, paidCents: 0 },
      runningSessions: [],
      nextSessions: [],
      places: { sold: 0, left: 0 },
      checkIns: 0,
      cashOwed: { count: 0, amountCents: 0 },
      failedEmails: { count: 0, latest: [] },
    });

    const venue = await admin.call('POST', '/venues', { body: newVenueBody() });
    expect(venue.status, JSON.stringify(venue.body)).toBe(201);
    expect((await todayOf(admin)).checklist).toMatchObject({ venue: true, activity: false });

    const activity = await admin.call('POST', '/activities', {
      body: newActivityBody(venue.body.data.id),
    });
    expect(activity.status, JSON.stringify(activity.body)).toBe(201);
    const activityId = activity.body.data.id as number;
    expect((await todayOf(admin)).checklist).toMatchObject({ activity: true, tickets: false });

    const ticket = await admin.call('POST', `/activities/${activityId}/tickets`, {
      body: ticketBody(),
    });
    expect(ticket.status, JSON.stringify(ticket.body)).toBe(201);
    expect((await todayOf(admin)).checklist).toMatchObject({ tickets: true, sessions: false });

    const session = await admin.call('POST', '/activity-times', {
      body: { activityId, date: '2026-12-01', startTime: '14:00', endTime: '15:00', capacity: 12 },
    });
    expect(session.status, JSON.stringify(session.body)).toBe(201);
    const withSession = await todayOf(admin);
    expect(withSession.checklist).toMatchObject({ sessions: true, staff: false });
    expect(withSession.nextSessions).toEqual([
      expect.objectContaining({ capacity: 12, sold: 0, left: 12 }),
    ]);
    expect(withSession.places).toEqual({ sold: 0, left: 12 });

    await addStaff(t, 'box-office');
    expect((await todayOf(admin)).checklist).toMatchObject({
      staff: true,
      paymentSettings: false,
    });
    // A manager sets the shop up too; the box office does not.
    const manager = (await logInAs(t, 'manager')).client;
    expect((await todayOf(manager)).checklist).toMatchObject({ venue: true });
    const clerk = (await logInAs(t, 'box-office')).client;
    expect((await todayOf(clerk)).checklist).toBeNull();
  });

  it('ticks the payment settings once a real card gateway is set', async () => {
    const real = await createTestApp({ seed: false, settings: productionSettings });
    try {
      const admin = (await logInAs(real, 'admin')).client;
      expect((await todayOf(admin)).checklist).toMatchObject({
        paymentSettings: true,
        venue: false,
      });
    } finally {
      await real.close();
    }
  });
});
