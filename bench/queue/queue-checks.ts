/**
 * What the queue benchmark reads from the database: a sample of the queue every second while it
 * runs, each in one snapshot (so a pass is never compared with a later admission), and the
 * recount afterwards. Every count in `problems` must be 0.
 */
import type { QueueOutcome } from './queue-visitor.ts';

type Sql = <Row>(text: string, params?: unknown[]) => Promise<Row[]>;

export interface QueueSample {
  /** The database's clock, in ms. */
  at: number;
  admitted: number;
  drawnAt: number | null;
  lastPosition: number;
  /** The highest place given a pass so far, and how many passes. */
  maxPassPosition: number | null;
  passes: number;
  /** Purchases made with a pass: each let one more visitor through. */
  bought: number;
}

/** Samples the queue every `everyMs` until stopped; answers the samples. */
export function startQueueMonitor(sql: Sql, queueId: number, everyMs = 1000) {
  const samples: QueueSample[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const [row] = await sql<Record<string, string | number | null>>(
        `select extract(epoch from now()) * 1000 as at, q.admitted,
           extract(epoch from q.drawn_at) * 1000 as drawn_at, q.last_position,
           (select max(position) from queue_visitors v
             where v.queue_id = q.id and v.pass_issued_at is not null) as max_pass,
           (select count(*) from queue_visitors v
             where v.queue_id = q.id and v.pass_issued_at is not null)::int as passes,
           (select count(*) from orders o join carts c on c.id = o.cart_id
             where c.queue_pass_id is not null)::int as bought
         from on_sale_queues q where q.id = $1`,
        [queueId],
      );
      samples.push({
        at: Number(row!.at),
        admitted: Number(row!.admitted),
        drawnAt: row!.drawn_at === null ? null : Number(row!.drawn_at),
        lastPosition: Number(row!.last_position),
        maxPassPosition: row!.max_pass === null ? null : Number(row!.max_pass),
        passes: Number(row!.passes),
        bought: Number(row!.bought),
      });
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    samples,
    async stop() {
      running = false;
      await loop;
      return samples;
    },
  };
}

/**
 * The admission's accuracy: at each sample from 10 s after the draw until everyone was let
 * through, the places let through against the rate over the time since the draw plus one per
 * purchase, as a % of the expected. Answers the last such sample's error and the worst.
 */
export function measureAdmission(samples: QueueSample[], admitPerMinute: number) {
  const drawnAt = samples.find((sample) => sample.drawnAt !== null)?.drawnAt ?? null;
  if (drawnAt === null) return null;
  const measured = samples
    .filter((s) => s.at - drawnAt >= 10_000 && s.admitted < s.lastPosition)
    .map((s) => {
      const expected = (admitPerMinute * (s.at - drawnAt)) / 60_000 + s.bought;
      return {
        seconds: Math.round((s.at - drawnAt) / 1000),
        admitted: Math.floor(s.admitted),
        expected: Math.round(expected),
        errorPercent: ((s.admitted - expected) / expected) * 100,
      };
    });
  const last = measured.at(-1);
  if (!last) return null;
  const worst = measured.reduce((a, b) =>
    Math.abs(b.errorPercent) > Math.abs(a.errorPercent) ? b : a,
  );
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    last: { ...last, errorPercent: round(last.errorPercent) },
    worst: { ...worst, errorPercent: round(worst.errorPercent) },
    samples: measured.length,
  };
}

/** The ordered places of the session: its `sold`, and the tickets of the orders on it. */
export async function readSession(sql: Sql, activityTimeId: number) {
  const [row] = await sql<{ capacity: number; sold: number; ordered: number }>(
    `select t.capacity, t.sold,
       (select coalesce(sum(k.quantity), 0)::int from line_item_tickets k
         join line_items l on l.id = k.line_item_id join carts c on c.id = l.cart_id
         where l.activity_time_id = t.id and c.ordered_at is not null) as ordered
     from activity_times t where t.id = $1`,
    [activityTimeId],
  );
  return {
    capacity: Number(row!.capacity),
    sold: Number(row!.sold),
    ordered: Number(row!.ordered),
  };
}

/** Passes whose place had not been let through in the first sample taken after the pass. */
async function countPassesAhead(sql: Sql, queueId: number, samples: QueueSample[]) {
  const passes = await sql<{ position: number; at: string }>(
    `select position, extract(epoch from pass_issued_at) * 1000 as at from queue_visitors
     where queue_id = $1 and pass_issued_at is not null`,
    [queueId],
  );
  let ahead = 0;
  for (const pass of passes) {
    const after = samples.find((sample) => sample.at >= Number(pass.at));
    if (after && pass.position > Math.floor(after.admitted)) ahead += 1;
  }
  return { passes: passes.length, ahead };
}

/** The early arrivals by draw key hold places 1 to n, in that order: the places out of it. */
async function countOutOfDraw(sql: Sql, queueId: number) {
  const rows = await sql<{ position: number | null }>(
    `select v.position from queue_visitors v join on_sale_queues q on q.id = v.queue_id
     where q.id = $1 and v.arrived_at < q.opens_at order by v.draw_key, v.id`,
    [queueId],
  );
  return { early: rows.length, outOfOrder: rows.filter((row, i) => row.position !== i + 1).length };
}

/** The recount after the run. */
export async function checkQueueRun(input: {
  sql: Sql;
  queueId: number;
  activityTimeId: number;
  soldBefore: { sold: number; ordered: number };
  samples: QueueSample[];
  outcomes: QueueOutcome[];
}) {
  const { sql, queueId, samples, outcomes } = input;
  const session = await readSession(sql, input.activityTimeId);
  const purchased = outcomes.filter((outcome) => outcome.bought === 'purchased').length;
  const ahead = await countPassesAhead(sql, queueId, samples);
  const draw = await countOutOfDraw(sql, queueId);
  const problems = {
    'places sold past capacity': Math.max(0, session.sold - session.capacity),
    'places sold but not on an order, or on two': Math.abs(
      session.sold - input.soldBefore.sold - (session.ordered - input.soldBefore.ordered),
    ),
    'purchases not sold once': Math.abs(session.ordered - input.soldBefore.ordered - purchased),
    'early arrivals out of the draw order': draw.outOfOrder,
    'passes beyond the places let through (same snapshot)': samples.filter(
      (s) => s.maxPassPosition !== null && s.maxPassPosition > Math.floor(s.admitted),
    ).length,
    'passes beyond the places let through (next sample)': ahead.ahead,
    'passes given on an early ask': outcomes.filter((outcome) => outcome.earlyPassGranted).length,
    'passes accepted after expiry': outcomes.filter(
      (o) => o.afterExpiryStatus !== null && o.afterExpiryStatus < 300,
    ).length,
    'expired passes not tried': outcomes.filter((o) => o.afterExpiryStatus === null).length,
  };
  return {
    facts: {
      capacity: session.capacity,
      soldBefore: input.soldBefore.sold,
      sold: session.sold,
      purchased,
      earlyArrivals: draw.early,
      passes: ahead.passes,
    },
    problems,
  };
}
