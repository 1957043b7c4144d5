/**
 * Changing sessions through the real HTTP app: capacity never below sold plus held, a session's
 * own cutoff, bulk close, reopen and capacity (all or none), and deletion, with what the shop sells.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionTexts, type AdminSession } from '@shop/core/admin-sessions-api';
import { queryRows } from '../../db/database.ts';
import { activityTimes, coupons } from '../../db/schema.ts';
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
let zipline: number;

beforeAll(async () => {
  t = await createStaffTestApp();
  ids = await findDemoIds(t.database.db);
  zipline = ids.activity('zipline-tour');
  admin = (await logInAs(t, 'admin')).client;
  manager = (await logInAs(t, 'manager')).client;
});
afterAll(() => t.close());

const { monthOf, shopSession, auditEntries, cartLine, addTicket, newSession } = sessionsTestKit(
  () => ({ t, admin, manager, zipline }),
);

describe('changing a session', () => {
  it('refuses capacity below sold plus held, naming them, and changes nothing', async () => {
    const session = await newSession({ date: '2026-12-21', capacity: 10 });
    await t.database.db
      .update(activityTimes)
      .set({ sold: 4 })
      .where(eq(activityTimes.id, session.id));
    expect((await addTicket(zipline, session.id, 3)).status).toBe(201);
    const audits = await countRows(t, 'audit_log');
    const refused = await manager.call('PATCH', `/activity-times/${session.id}`, {
      body: { capacity: 6, cutoffHours: 5 },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.errors.message).toBe(
      'Capacity cannot be lower than 7: 4 places are sold and 3 held.',
    );
    expect(refused.body.errors.fields.capacity).toEqual([refused.body.errors.message]);
    const [after] = (await monthOf(admin, zipline, '2026-12')).filter((s) => s.id === session.id);
    expect(after).toMatchObject({ capacity: 10, cutoffHours: null, sold: 4, held: 3 });
    expect(await countRows(t, 'audit_log')).toBe(audits);

    const exact = await manager.call('PATCH', `/activity-times/${session.id}`, {
      body: { capacity: 7, cutoffHours: 5, startTime: '15:00', endTime: '16:00' },
    });
    expect(exact.status, JSON.stringify(exact.body)).toBe(200);
    expect(exact.body.data).toMatchObject({
      capacity: 7,
      vacancy: 0,
      cutoffHours: 5,
      startTime: '15:00',
    });
    const [entry] = await auditEntries('session.change', session.id);
    expect(entry).toMatchObject({
      before: { capacity: 10, startTime: '16:30' },
      after: { capacity: 7, startTime: '15:00' },
    });
    expect(await shopSession(zipline, session.id, '2026-12-21')).toMatchObject({
      capacity: 7,
      soldOut: true,
      available: false,
    });
  });

  it("applies a session's own cutoff in the shop", async () => {
    const session = await newSession({ date: '2026-12-02', startTime: '10:00', endTime: '11:00' });
    expect(await shopSession(zipline, session.id, '2026-12-02')).toMatchObject({ available: true });
    await manager.call('PATCH', `/activity-times/${session.id}`, { body: { cutoffHours: 48 } });
    expect(await shopSession(zipline, session.id, '2026-12-02')).toMatchObject({
      available: false,
    });
  });

  it('refuses an empty change, an unknown session and an end before the start', async () => {
    const session = await newSession({ date: '2026-12-22' });
    const empty = await manager.call('PATCH', `/activity-times/${session.id}`, { body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.message).toMatch(sessionTexts.nothingToChange);
    const unknown = await manager.call('PATCH', '/activity-times/999999', {
      body: { capacity: 3 },
    });
    expect(unknown.status).toBe(404);
    const backwards = await manager.call('PATCH', `/activity-times/${session.id}`, {
      body: { endTime: '08:00' },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors.fields.endTime).toEqual([sessionTexts.endBeforeStart]);
  });
});

describe('bulk actions', () => {
  it('closes sessions so the shop stops selling them, and reopens them', async () => {
    const first = await newSession({ date: '2026-12-23' });
    const second = await newSession({ date: '2026-12-24' });
    const closed = await manager.call('POST', '/activity-times/bulk', {
      body: { action: 'close', ids: [first.id, second.id] },
    });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.data.map((session: AdminSession) => session.closed)).toEqual([true, true]);
    expect(await shopSession(zipline, first.id, '2026-12-23')).toMatchObject({
      available: false,
      vacancy: 20,
    });
    const { line } = await cartLine(zipline, first.id);
    expect(line.status).toBe(409);
    expect(line.body.errors.message).toBe(
      "We're sorry, there are no available tickets for this time.",
    );
    // Decision 085: the bulk change is one entry naming its sessions.
    const [bulk] = await queryRows<{ after: { sessions: number; sessionIds: number[] } }>(
      t.database.db,
      sql`select after from audit_log where action = 'session.bulk-close' order by id desc limit 1`,
    );
    expect(bulk!.after).toMatchObject({ sessions: 2, sessionIds: [first.id, second.id] });

    const reopened = await manager.call('POST', '/activity-times/bulk', {
      body: { action: 'reopen', ids: [first.id] },
    });
    expect(reopened.body.data[0]).toMatchObject({ closed: false });
    expect(await shopSession(zipline, first.id, '2026-12-23')).toMatchObject({ available: true });
    expect((await addTicket(zipline, first.id)).status).toBe(201);
  });

  it('sets capacity on all or none, naming the session that cannot take it', async () => {
    const roomy = await newSession({ date: '2026-12-26' });
    const busy = await newSession({ date: '2026-12-27' });
    await t.database.db.update(activityTimes).set({ sold: 9 }).where(eq(activityTimes.id, busy.id));
    const refused = await manager.call('POST', '/activity-times/bulk', {
      body: { action: 'set-capacity', ids: [roomy.id, busy.id], capacity: 8 },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.errors.message).toBe(
      'Sun, Dec 27, 4:30 PM: Capacity cannot be lower than 9: 9 places are sold and 0 held.',
    );
    const month = await monthOf(admin, zipline, '2026-12');
    expect(month.find((s) => s.id === roomy.id)?.capacity).toBe(20);
    const done = await manager.call('POST', '/activity-times/bulk', {
      body: { action: 'set-capacity', ids: [roomy.id, busy.id], capacity: 9 },
    });
    expect(done.status).toBe(200);
    expect(done.body.data.map((session: AdminSession) => session.capacity)).toEqual([9, 9]);
  });

  it('refuses an unknown session, repeats and a bad action', async () => {
    const session = await newSession({ date: '2026-12-28' });
    const unknown = await manager.call('POST', '/activity-times/bulk', {
      body: { action: 'close', ids: [session.id, 999999] },
    });
    expect(unknown.status).toBe(404);
    const repeated = await manager.call('POST', '/activity-times/bulk', {
      body: { action: 'close', ids: [session.id, session.id] },
    });
    expect(repeated.status).toBe(400);
    const bad = await manager.call('POST', '/activity-times/bulk', {
      body: { action: 'explode', ids: [session.id] },
    });
    expect(bad.status).toBe(400);
    const noCapacity = await manager.call('POST', '/activity-times/bulk', {
      body: { action: 'set-capacity', ids: [session.id] },
    });
    expect(noCapacity.status).toBe(400);
    expect(
      (await monthOf(admin, zipline, '2026-12')).find((s) => s.id === session.id)?.closed,
    ).toBe(false);
  });
});

describe('deleting a session', () => {
  it('deletes an unsold session, audited, and refuses one with sales, holds or cart lines', async () => {
    const unsold = await newSession({ date: '2026-12-29' });
    const deleted = await admin.call('DELETE', `/activity-times/${unsold.id}`);
    expect(deleted.status).toBe(200);
    expect(await countRows(t, 'activity_times', sql`id = ${unsold.id}`)).toBe(0);
    expect(await auditEntries('session.delete', unsold.id)).toHaveLength(1);

    const sold = await newSession({ date: '2026-12-29' });
    await t.database.db.update(activityTimes).set({ sold: 1 }).where(eq(activityTimes.id, sold.id));
    const refusedSold = await admin.call('DELETE', `/activity-times/${sold.id}`);
    expect(refusedSold.status).toBe(409);
    expect(refusedSold.body.errors.message).toBe(sessionTexts.deleteTaken);

    const held = await newSession({ date: '2026-12-30' });
    expect((await addTicket(zipline, held.id)).status).toBe(201);
    expect((await admin.call('DELETE', `/activity-times/${held.id}`)).status).toBe(409);

    const inCart = await newSession({ date: '2026-12-31' });
    expect((await cartLine(zipline, inCart.id)).line.status).toBe(201);
    const refusedCart = await admin.call('DELETE', `/activity-times/${inCart.id}`);
    expect(refusedCart.status).toBe(409);
    expect(refusedCart.body.errors.message).toBe(sessionTexts.deleteInCarts);
    expect(
      await countRows(t, 'activity_times', sql`id in (${sold.id}, ${held.id}, ${inCart.id})`),
    ).toBe(3);
    expect((await admin.call('DELETE', '/activity-times/999999')).status).toBe(404);
  });

  it('refuses a session a coupon applies only to, naming the coupons, and keeps both', async () => {
    const scoped = await newSession({ date: '2026-12-28' });
    const coupon = (code: string) => ({
      code,
      description: 'Only for the 28th',
      kind: 'percent' as const,
      percent: 10,
      activityId: zipline,
      activityTimeId: scoped.id,
    });
    await t.database.db.insert(coupons).values([coupon('DEC28-B'), coupon('DEC28-A')]);
    const audits = await countRows(t, 'audit_log');
    const refused = await admin.call('DELETE', `/activity-times/${scoped.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.errors.message).toBe(
      sessionTexts.deleteCouponScoped(['DEC28-A', 'DEC28-B']),
    );
    expect(refused.body.errors.message).toMatch(
      /^Coupons DEC28-A, DEC28-B apply only to this session/,
    );
    expect(await countRows(t, 'activity_times', sql`id = ${scoped.id}`)).toBe(1);
    expect(await countRows(t, 'coupons', sql`activity_time_id = ${scoped.id}`)).toBe(2);
    expect(await countRows(t, 'audit_log')).toBe(audits);

    // Once the coupons no longer name it, the session goes.
    await t.database.db.delete(coupons).where(eq(coupons.activityTimeId, scoped.id));
    expect((await admin.call('DELETE', `/activity-times/${scoped.id}`)).status).toBe(200);
  });
});
