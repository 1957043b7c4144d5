/**
 * Recurring schedules through the real HTTP app: the preview of a weekend rule, wall times across
 * both DST changes, creation that skips sessions already there, and every bad rule refused.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  scheduleCreatedResponseSchema,
  schedulePreviewResponseSchema,
  sessionTexts,
} from '@shop/core/admin-sessions-api';
import { queryRows } from '../../db/database.ts';
import { activityTimes } from '../../db/schema.ts';
import { findDemoIds } from '../../seed/demo-data.ts';
import type { TestApp } from '../../test/test-app.ts';
import {
  countRows,
  createStaffTestApp,
  logInAs,
  type AdminClient,
} from '../staff/staff-test-kit.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof findDemoIds>>;
let manager: AdminClient;
let zipline: number;

beforeAll(async () => {
  t = await createStaffTestApp();
  ids = await findDemoIds(t.database.db);
  zipline = ids.activity('zipline-tour');
  manager = (await logInAs(t, 'manager')).client;
});
afterAll(() => t.close());

const weekendRule = {
  activityId: 0,
  weekdays: ['SA', 'SU'],
  startTimes: ['09:15', '13:45'],
  durationMinutes: 90,
  from: '2027-01-04',
  until: '2027-01-31',
  exceptDates: ['2027-01-16'],
};

describe('recurring schedules', () => {
  it('previews the dates a weekend rule makes, less its exceptions, writing nothing', async () => {
    const before = await countRows(t, 'activity_times');
    const answer = await manager.call('POST', '/activity-times/schedule/preview', {
      body: { ...weekendRule, activityId: zipline },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { occurrences } = schedulePreviewResponseSchema.parse(answer.body).data;
    expect([...new Set(occurrences.map((item) => item.date))]).toEqual([
      '2027-01-09',
      '2027-01-10',
      '2027-01-17',
      '2027-01-23',
      '2027-01-24',
      '2027-01-30',
      '2027-01-31',
    ]);
    expect(occurrences[0]).toEqual({
      date: '2027-01-09',
      startTime: '09:15',
      endTime: '10:45',
      startsAt: '2027-01-09T09:15:00-07:00',
      endsAt: '2027-01-09T10:45:00-07:00',
      exists: false,
    });
    expect(occurrences).toHaveLength(14);
    expect(await countRows(t, 'activity_times')).toBe(before);
  });

  it('keeps wall times across the spring DST change', async () => {
    const answer = await manager.call('POST', '/activity-times/schedule/preview', {
      body: {
        activityId: zipline,
        weekdays: ['SA', 'SU', 'MO'],
        startTimes: ['10:00'],
        durationMinutes: 60,
        from: '2027-03-13',
        until: '2027-03-15',
        exceptDates: [],
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.occurrences.map((item: { startsAt: string }) => item.startsAt)).toEqual(
      ['2027-03-13T10:00:00-07:00', '2027-03-14T10:00:00-06:00', '2027-03-15T10:00:00-06:00'],
    );
    const autumn = await manager.call('POST', '/activity-times/schedule/preview', {
      body: {
        activityId: zipline,
        weekdays: ['SA', 'SU'],
        startTimes: ['10:00'],
        durationMinutes: 60,
        from: '2027-11-06',
        until: '2027-11-07',
      },
    });
    expect(autumn.body.data.occurrences.map((item: { startsAt: string }) => item.startsAt)).toEqual(
      ['2027-11-06T10:00:00-06:00', '2027-11-07T10:00:00-07:00'],
    );
  });

  it('creates the sessions, skips those that exist, and audits the schedule once with its count', async () => {
    const audits = await countRows(t, 'audit_log', sql`action like 'session.create%'`);
    const first = await manager.call('POST', '/activity-times/schedule', {
      body: { rule: { ...weekendRule, activityId: zipline }, capacity: 12, cutoffHours: 2 },
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const made = scheduleCreatedResponseSchema.parse(first.body).data;
    expect(made.skipped).toBe(0);
    expect(made.created).toHaveLength(14);
    expect(
      made.created.every((session) => session.capacity === 12 && session.cutoffHours === 2),
    ).toBe(true);
    // Decision 085: one entry per operator action, with the count, not one per session.
    expect(await countRows(t, 'audit_log', sql`action like 'session.create%'`)).toBe(audits + 1);
    const [entry] = await queryRows<{ after: Record<string, unknown> }>(
      t.database.db,
      sql`select after from audit_log where action = 'session.create-schedule'
        and entity_id = ${String(zipline)} order by id desc limit 1`,
    );
    expect(entry!.after).toMatchObject({ sessions: 14, skipped: 0, capacity: 12 });
    const centamanIds = await t.database.db
      .select({ centamanId: activityTimes.centamanId, bookingTypeId: activityTimes.bookingTypeId })
      .from(activityTimes)
      .where(eq(activityTimes.id, made.created[0]!.id));
    expect(centamanIds[0]!.centamanId).toMatch(/^zipline-tour-2027-01-09-09:15-[0-9a-f]{6}$/);
    expect(centamanIds[0]!.bookingTypeId).toBe('booking-zipline-tour');

    const preview = await manager.call('POST', '/activity-times/schedule/preview', {
      body: { ...weekendRule, activityId: zipline, until: '2027-02-07' },
    });
    const flags = preview.body.data.occurrences.map((item: { exists: boolean }) => item.exists);
    expect(flags.filter(Boolean)).toHaveLength(14);
    const again = await manager.call('POST', '/activity-times/schedule', {
      body: { rule: { ...weekendRule, activityId: zipline, until: '2027-02-07' }, capacity: 12 },
    });
    expect(again.body.data).toMatchObject({ skipped: 14 });
    expect(again.body.data.created).toHaveLength(4); // Feb 6 and 7 at two times
  });

  it('refuses a bad rule: no days, dates backwards, too long, nothing left, and writes nothing', async () => {
    const before = await countRows(t, 'activity_times');
    const refusals: [object, string, string][] = [
      [{ weekdays: [] }, 'rule.weekdays', sessionTexts.noWeekday],
      [{ weekdays: ['XX'] }, 'rule.weekdays.0', 'Must be a day of the week'],
      [{ startTimes: ['25:00'] }, 'rule.startTimes.0', sessionTexts.wallTime],
      [{ until: '2027-01-01' }, 'rule.until', sessionTexts.untilBeforeFrom],
      [{ until: '2028-02-01' }, 'rule.until', sessionTexts.scheduleTooLong],
      [
        { weekdays: ['SA'], until: '2027-01-09', exceptDates: ['2027-01-09'] },
        'rule.weekdays',
        sessionTexts.noSessions,
      ],
    ];
    for (const [change, field, message] of refusals) {
      const answer = await manager.call('POST', '/activity-times/schedule', {
        body: { rule: { ...weekendRule, activityId: zipline, ...change }, capacity: 5 },
      });
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(answer.body.errors.fields[field], JSON.stringify(answer.body)).toEqual([message]);
    }
    expect(await countRows(t, 'activity_times')).toBe(before);
  });
});
