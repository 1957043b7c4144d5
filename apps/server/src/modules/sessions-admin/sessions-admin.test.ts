/**
 * The back office's sessions through the real HTTP app and database: the month list, one
 * session and who may change it, each change audited and each refusal changing nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionTexts } from '@shop/core/admin-sessions-api';
import { insertHolds } from '../../test/insert-holds.ts';
import { ticketIdByCode } from '../../test/shop-client.ts';
import { TEST_NOW } from '../../test/test-app.ts';
import { findDemoIds } from '../../seed/demo-data.ts';
import type { TestApp } from '../../test/test-app.ts';
import {
  countRows,
  createStaffTestApp,
  logInAs,
  type AdminClient,
} from '../staff/staff-test-kit.ts';
import { sessionsTestKit } from './sessions-test-kit.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof findDemoIds>>;
let admin: AdminClient;
let manager: AdminClient;
let boxOffice: AdminClient;
let checkIn: AdminClient;
let zipline: number;

beforeAll(async () => {
  t = await createStaffTestApp();
  ids = await findDemoIds(t.database.db);
  zipline = ids.activity('zipline-tour');
  admin = (await logInAs(t, 'admin')).client;
  manager = (await logInAs(t, 'manager')).client;
  boxOffice = (await logInAs(t, 'box-office')).client;
  checkIn = (await logInAs(t, 'check-in')).client;
});
afterAll(() => t.close());

const { shop, monthOf, shopSession, auditEntries, addTicket, newSession } = sessionsTestKit(() => ({
  t,
  admin,
  manager,
  zipline,
}));

describe('the month of sessions', () => {
  it('lists the month in Denver time with sold, held and capacity, to every role', async () => {
    const seeded = await ids.session('zipline-tour-2026-12-20-14:00');
    await insertHolds(t.database.db, [
      { activityTimeId: seeded.id, quantity: 2, expiresAt: new Date(TEST_NOW.getTime() + 600_000) },
    ]);
    for (const client of [admin, manager, boxOffice, checkIn]) {
      const month = await monthOf(client, zipline, '2026-12');
      expect(month.every((session) => session.date.startsWith('2026-12-'))).toBe(true);
      expect(month.find((session) => session.id === seeded.id)).toMatchObject({
        capacity: seeded.capacity,
        sold: seeded.sold,
        held: 2,
        vacancy: seeded.capacity - seeded.sold - 2,
        closed: false,
        date: '2026-12-20',
        startTime: '14:00',
      });
    }
  });

  it('refuses a bad month and an unknown activity', async () => {
    const bad = await admin.call('GET', `/activity-times?activityId=${zipline}&month=2026-13`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors.fields.month).toEqual(['Must be a month as YYYY-MM']);
    const unknown = await admin.call('GET', '/activity-times?activityId=999999&month=2026-12');
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors.message).toBe(sessionTexts.activityNotFound);
  });

  it('lists the activities with their ticket types for the picker', async () => {
    const answer = await checkIn.call('GET', '/activity-times/activities');
    expect(answer.status).toBe(200);
    const activity = answer.body.data.find((item: { id: number }) => item.id === zipline);
    expect(activity).toMatchObject({ displayName: expect.any(String), timed: true });
    expect(activity.tickets.map((ticket: { price: number }) => ticket.price)).toContain(45);
  });
});

describe('one session', () => {
  it('creates a session the shop sells, with its own prices, audited', async () => {
    const adult = await ticketIdByCode(t.database.db, 'zipline-adult');
    const created = await newSession({ prices: [{ ticketId: adult, price: 52.5 }] });
    expect(created).toMatchObject({
      date: '2026-12-18',
      startTime: '16:30',
      endTime: '18:00',
      startsAt: '2026-12-18T16:30:00-07:00',
      capacity: 20,
      sold: 0,
      held: 0,
      cutoffHours: null,
      prices: [{ ticketId: adult, price: 52.5 }],
    });
    const [entry] = await auditEntries('session.create', created.id);
    expect(entry).toMatchObject({ before: null, after: { id: created.id, capacity: 20 } });

    expect(await shopSession(zipline, created.id, '2026-12-18')).toMatchObject({
      available: true,
      vacancy: 20,
      startTime: '16:30',
    });
    const detail = await shop().api(
      'GET',
      `/ticketing/activities/${zipline}/activity_times/${created.id}?includeTickets=true`,
    );
    const priced = detail.body.data.attributes.tickets.find(
      (ticket: { id: number }) => ticket.id === adult,
    );
    expect(priced.price).toBe(52.5);
    expect((await addTicket(zipline, created.id, 2)).status).toBe(201);
  });

  it('refuses bad times, prices and activities, and writes nothing', async () => {
    const before = {
      sessions: await countRows(t, 'activity_times'),
      audit: await countRows(t, 'audit_log'),
    };
    const backwards = await manager.call('POST', '/activity-times', {
      body: {
        activityId: zipline,
        date: '2026-12-18',
        startTime: '18:00',
        endTime: '09:00',
        capacity: 5,
      },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors.fields.endTime).toEqual([sessionTexts.endBeforeStart]);
    const badDate = await manager.call('POST', '/activity-times', {
      body: {
        activityId: zipline,
        date: '2026-02-30',
        startTime: '09:00',
        endTime: '10:00',
        capacity: 5,
      },
    });
    expect(badDate.status).toBe(400);
    expect(badDate.body.errors.fields.date).toEqual(['Must be a real calendar date']);
    const foreignTicket = await ticketIdByCode(t.database.db, 'museum-adult');
    const foreign = await manager.call('POST', '/activity-times', {
      body: {
        activityId: zipline,
        date: '2026-12-18',
        startTime: '09:00',
        endTime: '10:00',
        capacity: 5,
        prices: [{ ticketId: foreignTicket, price: 1 }],
      },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors.fields['prices.0.ticketId']).toEqual([
      sessionTexts.ticketNotOfActivity,
    ]);
    const negative = await manager.call('POST', '/activity-times', {
      body: {
        activityId: zipline,
        date: '2026-12-18',
        startTime: '09:00',
        endTime: '10:00',
        capacity: -1,
      },
    });
    expect(negative.status).toBe(400);
    const unknown = await manager.call('POST', '/activity-times', {
      body: {
        activityId: 999999,
        date: '2026-12-18',
        startTime: '09:00',
        endTime: '10:00',
        capacity: 5,
      },
    });
    expect(unknown.status).toBe(404);
    expect(await countRows(t, 'activity_times')).toBe(before.sessions);
    expect(await countRows(t, 'audit_log')).toBe(before.audit);
  });

  it('lets box office and check-in read sessions but not change them', async () => {
    const session = await newSession({ date: '2026-12-19' });
    for (const client of [boxOffice, checkIn]) {
      const create = await client.call('POST', '/activity-times', {
        body: {
          activityId: zipline,
          date: '2026-12-19',
          startTime: '09:00',
          endTime: '10:00',
          capacity: 5,
        },
      });
      expect(create.status).toBe(403);
      const change = await client.call('PATCH', `/activity-times/${session.id}`, {
        body: { capacity: 1 },
      });
      expect(change.status).toBe(403);
      const close = await client.call('POST', '/activity-times/bulk', {
        body: { action: 'close', ids: [session.id] },
      });
      expect(close.status).toBe(403);
    }
    expect(
      (await monthOf(checkIn, zipline, '2026-12')).find((s) => s.id === session.id),
    ).toMatchObject({
      capacity: 20,
      closed: false,
    });
  });
});
