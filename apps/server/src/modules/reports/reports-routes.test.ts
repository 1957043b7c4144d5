/**
 * The report routes (decision 058): a sale belongs to its shop day in Denver whatever the UTC
 * date, across the change of daylight saving time; a bad range is a 400 in the error shape; the
 * box office reads the totals and the days but not the detail tables; CSV is quoted.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportResponseSchema, reportTexts } from '@shop/core/report-api';
import { queryRows } from '../../db/database.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createStaffTestApp, logInAs, type AdminClient } from '../staff/staff-test-kit.ts';
import { createRandom, findCandidateSessions, placeRandomOrder } from './reports-test-kit.ts';

let t: TestApp;
let manager: AdminClient;
const placedAt: Record<string, number> = {};

// Denver leaves daylight saving time at 02:00 on Sunday 1 November 2026 (UTC-6 before, -7 after).
const instants = {
  halloweenLate: '2026-11-01T05:30:00Z', // 23:30 MDT on 31 October
  firstLate: '2026-11-02T06:30:00Z', // 23:30 MST on 1 November
  secondEarly: '2026-11-02T07:30:00Z', // 00:30 MST on 2 November
};

beforeAll(async () => {
  t = await createStaffTestApp();
  manager = (await logInAs(t, 'manager')).client;
  const random = createRandom(7);
  const sessions = await findCandidateSessions(t);
  for (const [name, at] of Object.entries(instants)) {
    let order: { id: number } | null = null;
    for (const session of sessions) {
      order = await placeRandomOrder(t, random, session);
      if (order) break;
    }
    expect(order).not.toBeNull();
    await queryRows(
      t.database.db,
      sql`update orders set created_at = ${at}::timestamptz where id = ${order!.id}`,
    );
    placedAt[name] = order!.id;
  }
});
afterAll(() => t.close());

async function paidOf(id: number): Promise<number> {
  const [row] = await queryRows<{ total_paid_cents: number }>(
    t.database.db,
    sql`select total_paid_cents from orders where id = ${id}`,
  );
  return row!.total_paid_cents;
}

describe('report days in Denver', () => {
  it("counts a sale at 23:30 Denver on its own day, on either side of the clocks' change", async () => {
    const answer = await manager.call('GET', '/reports/days?from=2026-10-31&to=2026-11-02');
    expect(answer.status).toBe(200);
    const days = reportResponseSchema('days').parse(answer.body).data;
    expect(days.map((day) => [day.day, day.orders])).toEqual([
      ['2026-10-31', 1],
      ['2026-11-01', 1],
      ['2026-11-02', 1],
    ]);
    expect(days[1]!.paidCents).toBe(await paidOf(placedAt.firstLate!));
    const first = await manager.call('GET', '/reports/summary?from=2026-11-01&to=2026-11-01');
    expect(reportResponseSchema('summary').parse(first.body).data[0]!.ticketOrders).toBe(1);
  });
});

describe('report ranges', () => {
  it.each([
    ['from after to', 'from=2026-11-02&to=2026-11-01', reportTexts.fromAfterTo],
    ['more than 366 days', 'from=2026-01-01&to=2027-01-02', reportTexts.tooLong],
  ])('refuses %s with a 400 naming the end date', async (_, query, message) => {
    const answer = await manager.call('GET', `/reports/days?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body.errors.fields.to).toEqual([message]);
  });

  it('refuses a date that is not a calendar date, or a missing one', async () => {
    const bad = await manager.call('GET', '/reports/summary?from=2026-02-30&to=2026-03-01');
    expect(bad.status).toBe(400);
    expect(bad.body.errors.fields.from).toBeDefined();
    expect((await manager.call('GET', '/reports/summary?from=2026-02-01')).status).toBe(400);
  });

  it('takes a whole year and a day (366 days)', async () => {
    const answer = await manager.call('GET', '/reports/days?from=2026-01-01&to=2027-01-01');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toHaveLength(366);
  });
});

describe('who reads which report', () => {
  it('lets the box office close a day with the totals and days, not the detail tables', async () => {
    const { client } = await logInAs(t, 'box-office');
    const range = 'from=2026-10-31&to=2026-11-02';
    expect((await client.call('GET', `/reports/summary?${range}`)).status).toBe(200);
    expect((await client.call('GET', `/reports/days?${range}`)).status).toBe(200);
    for (const name of ['activities', 'sessions', 'ticket-types', 'capacity', 'memberships'])
      expect((await client.call('GET', `/reports/${name}?${range}`)).status, name).toBe(403);
    const checkIn = (await logInAs(t, 'check-in')).client;
    expect((await checkIn.call('GET', `/reports/days?${range}`)).status).toBe(403);
  });
});

describe('CSV', () => {
  it('quotes a name holding a comma or quote and defuses a formula', async () => {
    await queryRows(
      t.database.db,
      sql`update activities set display_name = ${'=Zip, "the" line'}
        where id = (select li.activity_id from line_items li
          join carts c on c.id = li.cart_id where c.ordered_at is not null limit 1)`,
    );
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/reports/activities?from=2026-10-31&to=2026-11-02&format=csv',
      remoteAddress: manager.address,
      cookies: Object.fromEntries(manager.jar),
    });
    expect(answer.statusCode).toBe(200);
    const lines = answer.body.split('\r\n');
    expect(lines[0]).toBe(
      'Activity,Orders,Tickets,Refunded tickets,Sales at list price,Net of refunded tickets',
    );
    expect(lines[1]).toMatch(/^"'=Zip, ""the"" line",3,\d+,0,\d+\.\d\d,\d+\.\d\d$/);
    expect(lines.at(-1)).toBe('');
  });
});
