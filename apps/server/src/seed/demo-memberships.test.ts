import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../db/database.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { seedDemoMemberships } from './demo-memberships.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function counts() {
  const rows = await queryRows<{ name: string; count: number }>(
    database.db,
    sql`
    select 'memberships' as name, count(*)::int as count from memberships union all
    select 'membership_add_ons', count(*)::int from membership_add_ons union all
    select 'members', count(*)::int from members union all
    select 'member_credentials', count(*)::int from member_credentials union all
    select 'coupons', count(*)::int from coupons where product_area = 'Memberships'`,
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.count]));
}

describe('demo memberships', () => {
  it('are idempotent: a second run changes nothing', async () => {
    await seedDemoMemberships(database.db);
    const first = await counts();
    await seedDemoMemberships(database.db);
    expect(await counts()).toEqual(first);
    expect(first).toEqual({
      memberships: 5,
      membership_add_ons: 4,
      members: 3,
      member_credentials: 1,
      coupons: 3,
    });
  });

  it('keep one primary member per household', async () => {
    const [household] = await queryRows<{ household_id: number }>(
      database.db,
      sql`select household_id from members where is_primary limit 1`,
    );
    await expect(
      database.db.execute(
        sql`insert into members (household_id, member_code, first_name, last_name, is_primary)
            values (${household!.household_id}, 'M-second', 'Second', 'Primary', true)`,
      ),
    ).rejects.toThrow();
  });
});
