/**
 * The home page's counts for one shop day: ticket sales placed, check-ins made, cash owed from
 * cancellations (whenever cancelled: it is owed until handed over), failing e-mails, and what a
 * new shop has set up.
 */
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { FailedEmail, SetupChecklist } from '@shop/core/admin-today-api';
import { queryRows, type Database } from '../../db/database.ts';
import type { ShopDay } from './read-today-sessions.ts';

const at = (instant: Date): SQL => sql`${instant.toISOString()}::timestamptz`;
const within = (column: SQL, day: ShopDay): SQL =>
  sql`(${column} >= ${at(day.starts)} and ${column} < ${at(day.ends)})`;

const countsSchema = z.object({
  orders: z.coerce.number(),
  paid_cents: z.coerce.number(),
  check_ins: z.coerce.number(),
  owed_count: z.coerce.number(),
  owed_cents: z.coerce.number(),
});

export async function readDayCounts(db: Database, day: ShopDay) {
  const [raw] = await queryRows(
    db,
    sql`select
        (select count(*) from orders o where ${within(sql`o.created_at`, day)}) as orders,
        (select coalesce(sum(o.total_paid_cents), 0) from orders o
          where ${within(sql`o.created_at`, day)}) as paid_cents,
        (select count(*) from admissions ad where ${within(sql`ad.admitted_at`, day)}) as check_ins,
        (select count(*) from order_refunds r where r.status = 'owed') as owed_count,
        (select coalesce(sum(r.amount_cents), 0) from order_refunds r
          where r.status = 'owed') as owed_cents`,
  );
  return countsSchema.parse(raw);
}

const failedSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  order_id: z.coerce.number().int().nullable(),
  receipt: z.string().nullable(),
  last_error: z.string().nullable(),
  created_at: z.coerce.date(),
  total: z.coerce.number(),
});

/**
 * E-mails the outbox gave up on and that were not sent since: a confirmation resent from the
 * order page and delivered clears its failed one, so the count is what still needs a hand.
 */
export async function readFailedEmails(db: Database) {
  const rows = await queryRows(
    db,
    sql`with failing as (
        select f.id, f.kind, (f.payload->>'orderId')::int as order_id, f.last_error, f.created_at
        from outbox f
        where f.status = 'failed' and not exists (
          select 1 from outbox s where s.status = 'sent' and s.kind = f.kind
            and s.payload = f.payload and s.id > f.id))
      select failing.*, o.receipt, (select count(*) from failing) as total
      from failing left join orders o on o.id = failing.order_id
      order by failing.created_at desc, failing.id desc limit 5`,
  );
  const parsed = rows.map((raw) => failedSchema.parse(raw));
  const latest: FailedEmail[] = parsed.map((row) => ({
    id: row.id,
    kind: row.kind,
    orderId: row.order_id,
    receipt: row.receipt,
    lastError: row.last_error,
    createdAt: row.created_at.toISOString(),
  }));
  return { count: parsed[0]?.total ?? 0, latest };
}

const setupSchema = z.object({
  venue: z.boolean(),
  activity: z.boolean(),
  tickets: z.boolean(),
  sessions: z.boolean(),
  staff: z.boolean(),
});

/**
 * What a new shop has set up. Sessions count when one is still to come (a shop whose sessions
 * are all past has nothing to sell); staff when there is an account besides the first admin.
 */
export async function readSetupChecklist(
  db: Database,
  now: Date,
  paymentSettings: boolean,
): Promise<SetupChecklist> {
  const [raw] = await queryRows(
    db,
    sql`select
        exists (select 1 from venues) as venue,
        exists (select 1 from activities) as activity,
        exists (select 1 from tickets) as tickets,
        exists (select 1 from activity_times where ends_at > ${at(now)}) as sessions,
        (select count(*) from staff where deactivated_at is null) > 1 as staff`,
  );
  return { ...setupSchema.parse(raw), paymentSettings };
}
