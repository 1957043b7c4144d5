/**
 * The pass holders admitted report (issue 31): holders let in through the gate's own API, some
 * moved to other days, are counted per Denver day, venue and activity (each holder once a day
 * there, each admission once), as TypeScript counts the admission rows apart from the report's
 * SQL; in JSON and CSV, for the staff who read the catalogue's reports only.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportResponseSchema } from '@shop/core/report-api';
import { queryRows } from '../../db/database.ts';
import type { TestApp } from '../../test/test-app.ts';
import { at, setUpPassGate } from '../check-in/pass-scans-test-kit.ts';
import { createStaffTestApp, logInAs, type AdminClient } from '../staff/staff-test-kit.ts';

let t: TestApp;
let manager: AdminClient;

const RANGE = 'from=2026-11-30&to=2026-12-01';

beforeAll(async () => {
  t = await createStaffTestApp();
  manager = (await logInAs(t, 'manager')).client;
  const gate = (await logInAs(t, 'check-in')).client;
  const g = await setUpPassGate(t, gate);
  const [ana, ben, cai] = [await g.newHolder(), await g.newHolder(), await g.newHolder()];
  const early = await g.newSession();
  const late = await g.newSession({ startsAt: at('09:30') });
  const museum = await g.newMuseumSessions();
  const admit = async (sessionId: number, code: string) => {
    const answer = await g.scan(sessionId, code);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data.admission.id as number;
  };
  // Ana skates twice today: one holder, two admissions.
  await admit(early, ana.code);
  await admit(late, ana.code);
  await admit(early, ben.code);
  await admit(museum.dated, ana.code);
  await admit(museum.anyDay, ben.code);
  // Cai's visits are moved to the day before the range's end, and to the day after it.
  const yesterday = await admit(museum.anyDay, cai.code);
  const tomorrow = await admit(late, cai.code);
  await t.database.db.execute(
    sql`update pass_admissions set day = '2026-11-30' where id = ${yesterday}`,
  );
  await t.database.db.execute(
    sql`update pass_admissions set day = '2026-12-02' where id = ${tomorrow}`,
  );
});
afterAll(() => t.close());

/** The report's rows as TypeScript counts them from every admission row of the range. */
async function countAdmissions(from: string, to: string) {
  const rows = await queryRows<{
    day: string;
    venueId: number;
    venue: string;
    activityId: number;
    activity: string;
    memberId: number;
  }>(
    t.database.db,
    sql`select pa.day::text as day, v.id as "venueId", v.display_name as venue,
          a.id as "activityId", a.display_name as activity, pa.member_id as "memberId"
        from pass_admissions pa join activities a on a.id = pa.activity_id
        join venues v on v.id = a.venue_id`,
  );
  const groups = new Map<string, { row: (typeof rows)[number]; holders: Set<number>; n: number }>();
  for (const row of rows.filter((admission) => admission.day >= from && admission.day <= to)) {
    const key = `${row.day}|${row.venueId}|${row.activityId}`;
    const group = groups.get(key) ?? { row, holders: new Set<number>(), n: 0 };
    group.holders.add(row.memberId);
    group.n += 1;
    groups.set(key, group);
  }
  return [...groups.values()]
    .map(({ row, holders, n }) => ({
      day: row.day,
      venueId: row.venueId,
      venue: row.venue,
      activityId: row.activityId,
      activity: row.activity,
      passHolders: holders.size,
      admissions: n,
    }))
    .sort(
      (a, b) =>
        a.day.localeCompare(b.day) ||
        a.venue.localeCompare(b.venue) ||
        a.activity.localeCompare(b.activity),
    );
}

describe('pass holders admitted', () => {
  it('counts each holder once a day per activity, and each admission, on the range’s days', async () => {
    const answer = await manager.call('GET', `/reports/pass-admissions?${RANGE}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const rows = reportResponseSchema('pass-admissions').parse(answer.body).data;
    expect(rows).toEqual(await countAdmissions('2026-11-30', '2026-12-01'));
    expect(rows.map((row) => [row.day, row.activity, row.passHolders, row.admissions])).toEqual([
      ['2026-11-30', 'Ski Museum', 1, 1],
      ['2026-12-01', 'Oval Skate', 2, 3],
      // The museum is untimed: its two sessions of a day are one admission a holder.
      ['2026-12-01', 'Ski Museum', 2, 2],
    ]);
  });

  it('downloads as CSV with the page’s columns', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/reports/pass-admissions?${RANGE}&format=csv`,
      remoteAddress: manager.address,
      cookies: Object.fromEntries(manager.jar),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename="pass-admissions-2026-11-30-to-2026-12-01.csv"',
    );
    expect(answer.body).toBe(
      [
        'Day,Venue,Activity,Pass holders,Admissions',
        '2026-11-30,Gate venue,Ski Museum,1,1',
        '2026-12-01,Gate venue,Oval Skate,2,3',
        '2026-12-01,Gate venue,Ski Museum,2,2',
        '',
      ].join('\r\n'),
    );
  });

  it('is empty for days without admissions, and refuses a range that ends before it starts', async () => {
    const none = await manager.call(
      'GET',
      '/reports/pass-admissions?from=2026-11-01&to=2026-11-29',
    );
    expect(none.body.data).toEqual([]);
    const bad = await manager.call('GET', '/reports/pass-admissions?from=2026-12-02&to=2026-12-01');
    expect(bad.status).toBe(400);
    expect(bad.body.errors.fields.to).toBeDefined();
  });

  it('is read by admins and managers, not by the box office or check-in', async () => {
    for (const role of ['box-office', 'check-in'] as const) {
      const { client } = await logInAs(t, role);
      expect((await client.call('GET', `/reports/pass-admissions?${RANGE}`)).status, role).toBe(
        403,
      );
    }
    const { client: admin } = await logInAs(t, 'admin');
    expect((await admin.call('GET', `/reports/pass-admissions?${RANGE}`)).status).toBe(200);
  });
});
