/**
 * Fixed-window counters in PostgreSQL (`auth_rate_limits`: bucket, window start, hits), shared by
 * every server process: the account limits and the site-wide request limit count here.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from './database.ts';

/** Adds hits to a bucket's window in one atomic upsert; answers the window's total after it. */
export async function addToWindowCount(
  db: Database,
  bucket: string,
  windowStart: Date,
  hits = 1,
): Promise<number> {
  const [row] = await queryRows<{ hits: number }>(
    db,
    sql`
    insert into auth_rate_limits (bucket, window_start, hits)
    values (${bucket}, ${windowStart.toISOString()}::timestamptz, ${hits})
    on conflict (bucket, window_start) do update set hits = auth_rate_limits.hits + ${hits}
    returning hits`,
  );
  return Number(row?.hits ?? 0);
}

/** The sum of a bucket's windows that start at or after `since`. */
export async function sumWindowCounts(db: Database, bucket: string, since: Date): Promise<number> {
  const [row] = await queryRows<{ hits: number | null }>(
    db,
    sql`
    select sum(hits)::int as hits from auth_rate_limits
    where bucket = ${bucket} and window_start >= ${since.toISOString()}::timestamptz`,
  );
  return Number(row?.hits ?? 0);
}

/** Forgets every window of the buckets, in one statement. */
export async function deleteWindowCounts(db: Database, buckets: string[]): Promise<void> {
  await queryRows(
    db,
    sql`delete from auth_rate_limits where bucket in (${sql.join(
      buckets.map((bucket) => sql`${bucket}`),
      sql`, `,
    )})`,
  );
}

/** Deletes windows that started before `before`, of the buckets starting with `prefix` only. */
export async function deleteWindowCountsBefore(
  db: Database,
  before: Date,
  prefix: string,
): Promise<void> {
  await queryRows(
    db,
    sql`
    delete from auth_rate_limits
    where window_start < ${before.toISOString()}::timestamptz
      and starts_with(bucket, ${prefix})`,
  );
}
