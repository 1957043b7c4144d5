/**
 * The queues in PostgreSQL (decision 104). Each queue's row is the one lock its changes take:
 * the draw at the opening and each advance take it `FOR UPDATE` (skipped by a process when
 * another has it), a join before the draw `FOR SHARE`, so a join lands either in the draw or
 * behind it, never in neither, across processes.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Database } from '../../db/database.ts';
import type { Transaction } from '../../db/transaction.ts';

const queueRow = z.object({
  id: z.number(),
  activity_id: z.number().nullable(),
  opens_at: z.coerce.date(),
  admit_per_minute: z.number(),
  pass_minutes: z.number(),
  drawn_at: z.coerce.date().nullable(),
  last_position: z.number(),
  admitted: z.coerce.number(),
  advanced_at: z.coerce.date().nullable(),
});

export interface QueueRow {
  id: number;
  activityId: number | null;
  opensAt: Date;
  admitPerMinute: number;
  passMinutes: number;
  drawnAt: Date | null;
  lastPosition: number;
  /** Places let through, with the fraction of the next one. */
  admitted: number;
}

function toQueue(row: z.infer<typeof queueRow>): QueueRow {
  return {
    id: row.id,
    activityId: row.activity_id,
    opensAt: row.opens_at,
    admitPerMinute: row.admit_per_minute,
    passMinutes: row.pass_minutes,
    drawnAt: row.drawn_at,
    lastPosition: row.last_position,
    admitted: row.admitted,
  };
}

const queueColumns = sql.raw(`id, activity_id, opens_at, admit_per_minute, pass_minutes, drawn_at,
  last_position, admitted, advanced_at`);

/** Every queue still on (not ended): what the cache of each process holds. */
export async function findLiveQueues(db: Pick<Database, 'execute'>): Promise<QueueRow[]> {
  const rows = await queryRows(
    db,
    sql`select ${queueColumns} from on_sale_queues where ended_at is null order by id`,
  );
  return z.array(queueRow).parse(rows).map(toQueue);
}

export async function findLiveQueue(
  db: Pick<Database, 'execute'>,
  queueId: number,
): Promise<QueueRow | undefined> {
  const [row] = await queryRows(
    db,
    sql`select ${queueColumns} from on_sale_queues where id = ${queueId} and ended_at is null`,
  );
  return row === undefined ? undefined : toQueue(queueRow.parse(row));
}

/**
 * Puts the early arrivals in the order of their draw keys (drawn at random when each arrived),
 * under the queue's lock: their places are 1 to n, and later arrivals come after.
 */
async function drawQueue(tx: Transaction, queueId: number, now: Date): Promise<void> {
  const [counted] = await queryRows<{ drawn: number }>(
    tx,
    sql`with drawn as (
          select id, row_number() over (order by draw_key, id) as n
          from queue_visitors where queue_id = ${queueId} and position is null)
        , placed as (
          update queue_visitors v set position = d.n from drawn d where v.id = d.id returning 1)
        select count(*)::int as drawn from placed`,
  );
  await tx.execute(
    sql`update on_sale_queues set drawn_at = ${now.toISOString()}::timestamptz,
          advanced_at = ${now.toISOString()}::timestamptz, admitted = 0,
          last_position = ${counted?.drawn ?? 0}, updated_at = ${now.toISOString()}::timestamptz
        where id = ${queueId}`,
  );
}

/**
 * One round of every open queue: drawn at its opening, then let through at its rate since the
 * last round, never beyond the places handed out (a quiet minute is not saved up for a rush).
 * A queue another process is advancing is skipped. Answers how many queues moved.
 */
export async function advanceQueues(db: Database, now: Date): Promise<number> {
  const due = await queryRows<{ id: number }>(
    db,
    sql`select id from on_sale_queues
        where ended_at is null and opens_at <= ${now.toISOString()}::timestamptz`,
  );
  let moved = 0;
  for (const { id } of due) {
    moved += await db.transaction(async (tx) => {
      const [locked] = await queryRows(
        tx,
        sql`select ${queueColumns} from on_sale_queues
            where id = ${id} and ended_at is null for update skip locked`,
      );
      if (!locked) return 0;
      const queue = queueRow.parse(locked);
      if (queue.drawn_at === null) {
        await drawQueue(tx, id, now);
        return 1;
      }
      await tx.execute(
        sql`update on_sale_queues set
              admitted = least(last_position::float8, admitted + admit_per_minute *
                greatest(0, extract(epoch from ${now.toISOString()}::timestamptz - advanced_at)) / 60),
              advanced_at = greatest(advanced_at, ${now.toISOString()}::timestamptz)
            where id = ${id}`,
      );
      return 1;
    });
  }
  return moved;
}

/** A finished purchase lets the next visitor through at once, besides the rate. */
export async function admitOneMore(db: Pick<Database, 'execute'>, queueId: number): Promise<void> {
  await db.execute(
    sql`update on_sale_queues set admitted = least(last_position::float8, admitted + 1)
        where id = ${queueId} and drawn_at is not null`,
  );
}

export interface QueueVisitor {
  id: string;
  position: number | null;
  passIssuedAt: Date | null;
}

const visitorRow = z.object({
  id: z.string(),
  position: z.number().nullable(),
  pass_issued_at: z.coerce.date().nullable(),
});
const toVisitor = (row: unknown): QueueVisitor => {
  const parsed = visitorRow.parse(row);
  return { id: parsed.id, position: parsed.position, passIssuedAt: parsed.pass_issued_at };
};

export async function findVisitor(
  db: Pick<Database, 'execute'>,
  queueId: number,
  visitorId: string,
): Promise<QueueVisitor | undefined> {
  const [row] = await queryRows(
    db,
    sql`select id, position, pass_issued_at from queue_visitors
        where id = ${visitorId} and queue_id = ${queueId}`,
  );
  return row === undefined ? undefined : toVisitor(row);
}

/**
 * A new visitor in the queue. Before the opening it waits for the draw (no place yet), with a
 * draw key of its own, under a share of the queue's lock, which the draw waits for. From the
 * opening it takes the next place under the lock itself, drawing the queue first if no round
 * has yet, so it never joins the draw late. (Should another process's clock have drawn it a
 * moment early, the visitor is placed behind the draw when it next asks: `placeLateVisitor`.)
 */
export async function addVisitor(
  db: Database,
  queue: Pick<QueueRow, 'id' | 'opensAt'>,
  now: Date,
): Promise<QueueVisitor> {
  const id = randomBytes(16).toString('base64url');
  // 48 random bits: ties are as good as impossible, and broken by id.
  const drawKey = randomInt(2 ** 48 - 1) / 2 ** 48;
  const opened = queue.opensAt <= now;
  return db.transaction(async (tx) => {
    const [locked] = await queryRows<{ drawn: boolean }>(
      tx,
      sql`select drawn_at is not null as drawn from on_sale_queues
          where id = ${queue.id} and ended_at is null ${opened ? sql`for update` : sql`for share`}`,
    );
    if (!locked) throw new Error(`queue ${queue.id} is not open`);
    let position: number | null = null;
    if (opened) {
      if (!locked.drawn) await drawQueue(tx, queue.id, now);
      position = await takeNextPosition(tx, queue.id);
    }
    await tx.execute(
      sql`insert into queue_visitors (id, queue_id, draw_key, arrived_at, position)
          values (${id}, ${queue.id}, ${drawKey}, ${now.toISOString()}::timestamptz, ${position})`,
    );
    return { id, position, passIssuedAt: null };
  });
}

async function takeNextPosition(tx: Pick<Database, 'execute'>, queueId: number): Promise<number> {
  const [next] = await queryRows<{ position: number }>(
    tx,
    sql`update on_sale_queues set last_position = last_position + 1
        where id = ${queueId} returning last_position as position`,
  );
  return next!.position;
}

/** A visitor that missed the draw (see addVisitor) takes the next place behind it. */
export async function placeLateVisitor(
  db: Database,
  queueId: number,
  visitorId: string,
): Promise<QueueVisitor | undefined> {
  return db.transaction(async (tx) => {
    const position = await takeNextPosition(tx, queueId);
    const [row] = await queryRows(
      tx,
      sql`update queue_visitors set position = ${position}
          where id = ${visitorId} and queue_id = ${queueId} and position is null
          returning id, position, pass_issued_at`,
    );
    // Placed meanwhile by the draw: the place taken goes unused, harmlessly.
    return row === undefined ? findVisitor(tx, queueId, visitorId) : toVisitor(row);
  });
}

/** The visitor's turn starts now, or started when it first had its pass: a pass is never renewed. */
export async function startTurn(
  db: Pick<Database, 'execute'>,
  visitorId: string,
  now: Date,
): Promise<Date> {
  const [row] = await queryRows<{ started: string | Date }>(
    db,
    sql`update queue_visitors set pass_issued_at = coalesce(pass_issued_at, ${now.toISOString()}::timestamptz)
        where id = ${visitorId} returning pass_issued_at as started`,
  );
  return new Date(row!.started);
}

/**
 * Claims the pass for one membership order (its idempotency key): answers false while another
 * order holds it. A retry with the same key claims it again.
 */
export async function claimPassForOrder(
  db: Pick<Database, 'execute'>,
  visitorId: string,
  orderKey: string,
): Promise<boolean> {
  const claimed = await queryRows(
    db,
    sql`update queue_visitors set order_key = ${orderKey}
        where id = ${visitorId} and (order_key is null or order_key = ${orderKey}) returning id`,
  );
  return claimed.length > 0;
}

/** A failed order gives its pass back for the visitor's next try. */
export async function releasePassClaim(
  db: Pick<Database, 'execute'>,
  visitorId: string,
  orderKey: string,
): Promise<void> {
  await db.execute(
    sql`update queue_visitors set order_key = null where id = ${visitorId} and order_key = ${orderKey}`,
  );
}
