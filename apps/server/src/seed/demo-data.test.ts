import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../db/database.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { currentSeason, seedDemoData } from './demo-data.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function counts() {
  const rows = await queryRows<{ name: string; count: number }>(
    database.db,
    sql`
    select 'venues' as name, count(*)::int as count from venues union all
    select 'activities', count(*)::int from activities union all
    select 'activity_times', count(*)::int from activity_times union all
    select 'tickets', count(*)::int from tickets union all
    select 'udfs', count(*)::int from udfs union all
    select 'session_ticket_prices', count(*)::int from session_ticket_prices`,
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.count]));
}

describe('demo data', () => {
  it('is idempotent: a second run the same day changes nothing', async () => {
    await seedDemoData(database.db, { today: new Date('2026-12-01T15:00:00Z') });
    const first = await counts();
    await seedDemoData(database.db, { today: new Date('2026-12-01T15:00:00Z') });
    expect(await counts()).toEqual(first);
    expect(first.venues).toBe(5);
    expect(first.activity_times).toBeGreaterThan(4000);
  });

  it('adds only the sessions of the days that came into range on a later run', async () => {
    const before = await counts();
    await seedDemoData(database.db, { today: new Date('2026-12-02T15:00:00Z') });
    const after = await counts();
    // Day 366 of each daily activity comes into range: 4 bobsled + 5 zipline + 2 snowshoe times,
    // one day each of the museum, private-group and (archived) heritage items, one public-skate
    // day of 5 times and one tubing day of 3.
    expect(after.activity_times! - before.activity_times!).toBe(4 + 5 + 2 + 1 + 1 + 1 + 5 + 3);
    expect(after.venues).toBe(before.venues);
  });

  it('names the running or next winter season', () => {
    expect(currentSeason('2026-12-01')).toEqual({
      start: '2026-11-15',
      end: '2027-04-15',
      name: 'Winter 2026/27 Season',
    });
    expect(currentSeason('2027-02-10').end).toBe('2027-04-15');
    expect(currentSeason('2027-07-01').name).toBe('Winter 2027/28 Season');
  });
});
