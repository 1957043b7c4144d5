/**
 * What the on-sale queue's tests across real server processes share: the processes' settings,
 * a log of every draw kept by the database itself (so a second draw cannot hide), a queue put in
 * the database opening seconds ahead (the back office's opening is a whole minute), and a call
 * over HTTP as a browser makes it. Used by tests only.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DatabaseHandle } from '../../db/database.ts';
import { sharedDatabaseSettings } from '../../test/shop-process.ts';

/** Settings for processes on one test database: no limits in the way, the state read afresh. */
export function queueProcessSettings(
  databaseUrl: string,
  workDir: string,
  extra: Record<string, string> = {},
) {
  return sharedDatabaseSettings(databaseUrl, workDir, {
    RATE_LIMIT_PER_MINUTE: '1000000',
    // Every visitor joins from this machine's address, on connections of its own.
    MEMBER_RATE_LIMIT_PER_ADDRESS: '1000000',
    MAX_CONNECTIONS_PER_ADDRESS: '0',
    OUTBOX_POLL_SECONDS: '3600',
    // Each answer reads the queues afresh, so a check right after a change sees it.
    QUEUE_STATE_CACHE_MS: '0',
    QUEUE_ADVANCE_SECONDS: '1',
    ...extra,
  });
}

/** Every change of a queue's draw, logged in `test_queue_draws` by a trigger. */
export async function logDraws(database: DatabaseHandle): Promise<void> {
  await database.db.execute(
    sql`create table test_queue_draws (queue_id int, drawn_at timestamptz)`,
  );
  await database.db.execute(
    sql.raw(`create function test_log_draw() returns trigger language plpgsql as $$ begin
      if new.drawn_at is distinct from old.drawn_at then
        insert into test_queue_draws values (new.id, new.drawn_at);
      end if;
      return new; end $$`),
  );
  await database.db.execute(sql`create trigger test_log_draw after update on on_sale_queues
    for each row execute function test_log_draw()`);
}

/** A queue for the activity opening `inMs` from now, turns of 20 minutes. */
export async function openQueue(
  database: DatabaseHandle,
  activityId: number,
  inMs: number,
  admitPerMinute: number,
) {
  const opensAt = new Date(Date.now() + inMs);
  const [queue] = await queryRows<{ id: number }>(
    database.db,
    sql`insert into on_sale_queues (activity_id, opens_at, admit_per_minute, pass_minutes)
        values (${activityId}, ${opensAt.toISOString()}::timestamptz, ${admitPerMinute}, 20)
        returning id`,
  );
  return { id: queue!.id, activityId, opensAt };
}

/** A call to a process's API, with the visitor's pass when given; the answer read loosely. */
export async function callProcess(
  base: string,
  method: string,
  path: string,
  body?: object,
  pass?: string,
) {
  const response = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(pass ? { 'x-queue-pass': pass } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
    signal: AbortSignal.timeout(60_000),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- read loosely, as a browser would
  return { status: response.status, body: (await response.json().catch(() => null)) as any };
}
