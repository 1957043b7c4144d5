/**
 * What the orders list may be narrowed to (decision 082): the staff who have sold at the box
 * office, and the sessions starting on a shop day (Denver), with their activity's name.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { OrderFilters } from '@shop/core/order-admin-api';
import { addDaysToIsoDate, shopWallTimeToInstant } from '@shop/core/shop-time';
import { queryRows, type Database } from '../../db/database.ts';

const sellerSchema = z.object({ id: z.number().int(), name: z.string() });
const sessionSchema = z.object({
  id: z.number().int(),
  activity: z.string(),
  starts_at: z.coerce.date(),
});

export async function readOrderFilters(db: Database, day: string): Promise<OrderFilters> {
  const from = shopWallTimeToInstant(day, '00:00').toISOString();
  const to = shopWallTimeToInstant(addDaysToIsoDate(day, 1), '00:00').toISOString();
  const sellers = await queryRows(
    db,
    sql`select s.id, s.name from staff s
      where exists (select 1 from orders o where o.sold_by_staff_id = s.id)
      order by s.name, s.id`,
  );
  const sessions = await queryRows(
    db,
    sql`select t.id, a.display_name as activity, t.starts_at
      from activity_times t join activities a on a.id = t.activity_id
      where t.starts_at >= ${from}::timestamptz and t.starts_at < ${to}::timestamptz
      order by t.starts_at, a.display_name, t.id limit 200`,
  );
  return {
    sellers: sellers.map((row) => sellerSchema.parse(row)),
    sessions: sessions
      .map((row) => sessionSchema.parse(row))
      .map((row) => ({
        id: row.id,
        activity: row.activity,
        startsAt: row.starts_at.toISOString(),
      })),
  };
}
