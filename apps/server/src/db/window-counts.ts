/**
 * Fixed-window counters in PostgreSQL (`auth_rate_limits`: bucket, window start, hits), shared by
 * every server process: the account limits and the site-wide request limit count here.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from './database.ts';
import type { Executor } from './transaction.ts';

/** The database or a transaction on it. */

/** Adds hits to a bucket's window in one atomic upsert; answers the window's total after it. */
export async function addToWindowCount(
  db: Executor,
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
export async function sumWindowCounts(db: Executor, bucket: string, since: Date): Promise<number> {
  const [row] = await queryRows<{ hits: number | null }>(
    db,
    sql`
    select sum(hits)::int as hits from auth_rate_limits
    where bucket = ${bucket} and window_start >= ${since.toISOString()}::timestamptz`,
  );
  return Number(row?.hits ?? 0);
}

/** Forgets every window of the buckets, in one statement. */
export async function deleteWindowCounts(db: Executor, buckets: string[]): Promise<void> {
  await queryRows(
    db,
    sql`delete from auth_rate_limits where bucket in (${sql.join(
      buckets.map((bucket) => sql`${bucket}`),
      sql`, `,
    )})`,
  );
}

/** The latest window start of a bucket (a time recorded as a window of its own); null if none. */
export async function latestWindowStart(db: Executor, bucket: string): Promise<Date | null> {
  const [row] = await queryRows<{ latest: string | Date | null }>(
    db,
    sql`select max(window_start) as latest from auth_rate_limits where bucket = ${bucket}`,
  );
  return row?.latest ? new Date(row.latest) : null;
}

/** Deletes one window of a bucket. */
export async function deleteWindowCount(
  db: Executor,
  bucket: string,
  windowStart: Date,
): Promise<void> {
  await queryRows(
    db,
    sql`
    delete from auth_rate_limits
    where bucket = ${bucket} and window_start = ${windowStart.toISOString()}::timestamptz`,
  );
}

/**
 * Waits for, then holds until the transaction ends, a lock of its own for the bucket: what is
 * read and written under it by one caller is never interleaved with another's, in any process.
 */
export async function lockBucket(tx: Executor, bucket: string): Promise<void> {
  await queryRows(tx, sql`select pg_advisory_xact_lock(hashtextextended(${bucket}, 0))`);
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
