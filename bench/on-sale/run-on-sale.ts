/**
 * `npm run bench -- on-sale`: the whole purchase under an on-sale (issue "run it in production").
 * Virtual visitors, CONCURRENCY at a time, each buy two tickets for one of SESSIONS sessions of
 * Public Skate whose places are fewer than the demand, so that the last ones meet sold-out
 * answers; the card vault answers after 200 ms as a gateway across the internet would. Runs on
 * one server process, then on two (WEB_CONCURRENCY=2) on a fresh copy of the same database, and
 * reports purchases per minute, each step's p50/p95/p99, refusals by reason, errors, the CPU each
 * had, and a recount that no session sold more than its capacity. PostgreSQL only.
 *
 * Those runs are closed loops: each of the CONCURRENCY visitors starts the next request as soon as
 * the last one answers, so the machine is always saturated and a step's latency is the visitors
 * divided by the throughput. They measure how many purchases a minute the shop can make. A last
 * run on one process measures the latencies at a given rate instead: visitors arrive at ARRIVALS
 * a minute whatever the shop's answers (an open loop), as they would at 10:00 (decision 068).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { monthOf } from '@shop/core/time-groups';
import { describeMachine } from '../describe-machine.ts';
import { startCpuMeter } from '../measure-cpu.ts';
import { findBookableSessions, findTicketId, mapArrivals, mapConcurrently } from '../shop-api.ts';
import { startBenchServer, type RunningBenchServer } from '../start-bench-server.ts';
import { waitForQuiet } from '../wait-for-quiet.ts';
import { formatOnSale, summarise, type OnSaleLoad, type OnSaleRun } from './on-sale-report.ts';
import { visit, type OnSaleTarget, type VisitOutcome } from './visitor.ts';

const VISITORS = Number(process.env.ON_SALE_VISITORS ?? 1500);
const CONCURRENCY = Number(process.env.ON_SALE_CONCURRENCY ?? 100);
/** The closed-loop runs' server processes, in order: "1,2" by default, "1" or none ("") to be quick. */
const PROCESS_COUNTS = (process.env.ON_SALE_PROCESSES ?? '1,2')
  .split(',')
  .filter(Boolean)
  .map(Number);
/** Visitors arriving a minute in the open-loop run (issue 18's target rate); 0 leaves it out. */
const ARRIVALS = Number(process.env.ON_SALE_ARRIVALS ?? 3000);
const SESSIONS = 10;
/**
 * Visitors who buy on other sessions before each measured run, arriving at the target's rate: a
 * shop is warm at 10:00, and a server started a moment before spends its first seconds compiling
 * its code and preparing its statements (decision 068).
 */
const WARM_UP = { visitors: 300, perMinute: 3000 };
const resultsDir = fileURLToPath(new URL('../results/', import.meta.url));

/** A fresh, empty database for each run: the server migrates and seeds it again. */
export async function emptyDatabase(url: string): Promise<void> {
  if (!/bench/i.test(new URL(url).pathname)) {
    throw new Error('on-sale empties its database first: give it one whose name has "bench"');
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('drop schema if exists drizzle cascade');
    await client.query('drop schema if exists public cascade');
    await client.query('create schema public');
  } finally {
    await client.end();
  }
}

/**
 * SESSIONS sessions of Public Skate from `fromDay` days ahead, each with `places` free: the
 * places the demo data sold already stay sold.
 */
async function prepareSessions(
  server: RunningBenchServer,
  fromDay: number,
  places: number,
): Promise<OnSaleTarget> {
  const { activityId, sessions } = await findBookableSessions(server, 'public-skate', fromDay, 4);
  const onSale = sessions.slice(0, SESSIONS);
  if (onSale.length < SESSIONS) throw new Error(`only ${onSale.length} Public Skate sessions`);
  await server.sql!('update activity_times set capacity = sold + $1 where id = any($2::int[])', [
    places,
    onSale.map((session) => Number(session.id)),
  ]);
  // The months the browser's calendar shows for them.
  const { startDate } = monthOf(onSale[0]!.startDate);
  const { endDate } = monthOf(onSale.at(-1)!.startDate);
  return {
    baseUrl: server.baseUrl,
    activityId,
    sessions: onSale.map((session) => ({
      id: Number(session.id),
      ticketId: findTicketId(session, 'skate-admission'),
    })),
    calendarPath:
      `/api/v1/ticketing/activities/${activityId}/activity_times` +
      `?startDate=${startDate}&endDate=${endDate}&includeTickets=true`,
  };
}

/**
 * The sessions on sale (from three days ahead), made scarce, and the warm-up's (from eight days
 * ahead, with room for all its visitors).
 */
async function prepareSale(server: RunningBenchServer, visitors: number) {
  // Places for two thirds of the visitors' two tickets (200 a session for 1,500 visitors): the
  // last third meet sold-out answers.
  const onSale = await prepareSessions(server, 3, Math.round((visitors * 2 * 2) / 3 / SESSIONS));
  const warmUp = await prepareSessions(server, 8, Math.ceil((WARM_UP.visitors * 2) / SESSIONS));
  // The calendar cache (1 s) and the catalogue cache (5 s) forget the old capacity meanwhile.
  await new Promise((resolve) => setTimeout(resolve, 6000));
  return { onSale, warmUp };
}

async function readSold(server: RunningBenchServer, target: OnSaleTarget) {
  const rows = await server.sql!<{ id: number; capacity: number; sold: number }>(
    'select id, capacity, sold from activity_times where id = any($1::int[])',
    [target.sessions.map((session) => session.id)],
  );
  const [orders] = await server.sql!<{ n: number }>('select count(*)::int as n from orders');
  return { rows, sold: rows.reduce((sum, row) => sum + Number(row.sold), 0), orders: orders!.n };
}

/**
 * Recounts what was sold: no session past its capacity, and two places and one order per
 * purchase since `before` (the demo data has sold some places already).
 */
async function checkSale(
  server: RunningBenchServer,
  target: OnSaleTarget,
  before: Awaited<ReturnType<typeof readSold>>,
  purchases: number,
) {
  const after = await readSold(server, target);
  const rows = after.rows;
  const sold = after.sold - before.sold;
  const orders = { n: after.orders - before.orders };
  const problems: string[] = [];
  for (const row of rows) {
    if (Number(row.sold) > Number(row.capacity))
      problems.push(`session ${row.id} sold ${row.sold} of ${row.capacity}`);
  }
  if (sold !== purchases * 2) problems.push(`sold ${sold} places for ${purchases} purchases`);
  if (orders.n !== purchases) problems.push(`${orders.n} orders for ${purchases} purchases`);
  const capacity = rows.reduce((sum, row) => sum + Number(row.capacity), 0);
  return { facts: { capacity, soldBefore: before.sold, sold, orders: orders.n }, problems };
}

async function runSale(
  url: string,
  processes: number,
  visitors: number,
  load: OnSaleLoad,
  isQuick: boolean,
): Promise<OnSaleRun> {
  await emptyDatabase(url);
  const server = await startBenchServer({
    WEB_CONCURRENCY: String(processes),
    SANDBOX_VAULT_DELAY_MS: '200',
  });
  try {
    const { onSale: target, warmUp } = await prepareSale(server, visitors);
    await mapArrivals(Array.from({ length: WARM_UP.visitors }), WARM_UP.perMinute / 60, (_, i) =>
      visit(warmUp, i),
    );
    const quiet = await waitForQuiet(isQuick ? 0 : 180);
    console.log(
      `on-sale: ${processes} process(es), ${visitors} visitors, ${describeLoad(load)}; ` +
        `machine ${quiet.idlePercent}% idle, load average ${quiet.loadAverage}`,
    );
    const before = await readSold(server, target);
    const meter = startCpuMeter(server.pid);
    const started = performance.now();
    /** When each visit ended, in seconds from the start. */
    const endedAt: number[] = [];
    const visitOne = (_: unknown, index: number) =>
      visit(target, index)
        .catch((error: unknown): VisitOutcome => ({
          result: `error: ${error instanceof Error ? error.message : String(error)}`,
          timings: [],
          refusals: [],
          purchaseMs: null,
        }))
        .finally(() => (endedAt[index] = (performance.now() - started) / 1000));
    const everyone = Array.from({ length: visitors });
    const outcomes: VisitOutcome[] =
      load.kind === 'closed'
        ? await mapConcurrently(everyone, load.concurrency, visitOne)
        : await mapArrivals(everyone, load.perMinute / 60, visitOne);
    const cpu = meter();
    // A closed loop sells for the whole run. Arrivals keep coming at their rate after the places
    // are gone, so there the rate is of the time it took to sell: until the last purchase ended
    // (the whole run if none did).
    const lastPurchaseEnded = Math.max(
      0,
      ...outcomes.map((outcome, i) => (outcome.result === 'purchased' ? endedAt[i]! : 0)),
    );
    const seconds =
      load.kind === 'arrivals' && lastPurchaseEnded > 0
        ? lastPurchaseEnded
        : (performance.now() - started) / 1000;
    const purchases = outcomes.filter((outcome) => outcome.result === 'purchased').length;
    const checks = await checkSale(server, target, before, purchases);
    return summarise(outcomes, { processes, visitors, load, seconds, cpu, checks });
  } finally {
    await server.stop();
  }
}

function describeLoad(load: OnSaleLoad): string {
  return load.kind === 'closed'
    ? `${load.concurrency} at a time`
    : `arriving at ${load.perMinute} a minute`;
}

export async function runOnSale(isQuick: boolean): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url)
    throw new Error('on-sale runs on PostgreSQL: set DATABASE_URL (see docs/benchmarks.md)');
  const visitors = isQuick ? Math.ceil(VISITORS / 5) : VISITORS;
  const machine = await describeMachine('postgres');
  console.log(`on-sale: ${machine.cpus} CPUs (${machine.cpuModel}), ${machine.database}`);
  const runs: OnSaleRun[] = [];
  for (const processes of PROCESS_COUNTS) {
    const load: OnSaleLoad = { kind: 'closed', concurrency: CONCURRENCY };
    runs.push(await runSale(url, processes, visitors, load, isQuick));
  }
  if (ARRIVALS > 0) {
    const load: OnSaleLoad = { kind: 'arrivals', perMinute: ARRIVALS };
    runs.push(await runSale(url, 1, visitors, load, isQuick));
  }
  console.log(`\n${formatOnSale(runs)}`);
  await mkdir(resultsDir, { recursive: true });
  const file = `${resultsDir}on-sale-latest.json`;
  await writeFile(
    file,
    `${JSON.stringify({ date: new Date(), isQuick, machine, runs }, null, 2)}\n`,
  );
  console.log(`\non-sale: results written to ${file}`);
  if (runs.some((run) => run.checks.problems.length > 0)) process.exitCode = 1;
}
