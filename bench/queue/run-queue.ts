/**
 * `npm run bench -- queue`: the on-sale queue (issue 34, decision 104) on one server process as
 * production runs it, PostgreSQL only. VISITORS visitors join in the early window and wait as the
 * waiting page does (the state every 2 s, their pass once their place is let through); every
 * 20th buys a ticket of a session with places for fewer than them. The queue opens a minute
 * after the start at RATE a minute, with turns of one minute so that every pass is seen to expire
 * (set in the database: the back office allows five minutes at least).
 *
 * Reports the server's CPU per waiting visitor and minute (from /proc), the admission's accuracy
 * against the rate, and checks that must be 0: places sold twice or past capacity, passes out of
 * the draw's order or beyond the places let through, passes accepted after their turn.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describeMachine } from '../describe-machine.ts';
import { startCpuMeter, type CpuUse } from '../measure-cpu.ts';
import { emptyDatabase } from '../on-sale/run-on-sale.ts';
import { percentiles } from '../on-sale/on-sale-report.ts';
import { findBookableSessions, findTicketId, mapConcurrently } from '../shop-api.ts';
import { startBenchServer, type RunningBenchServer } from '../start-bench-server.ts';
import { waitForQuiet } from '../wait-for-quiet.ts';
import { checkQueueRun, measureAdmission, readSession, startQueueMonitor } from './queue-checks.ts';
import { joinQueue, waitInQueue, type QueueOutcome, type QueueTarget } from './queue-visitor.ts';

const VISITORS = Number(process.env.QUEUE_VISITORS ?? 5000);
const RATE = Number(process.env.QUEUE_RATE ?? 3000);
const BUYER_EVERY = 20;
/** Places on sale: fewer than the buyers, so the last ones meet a sold-out session. */
const PLACES = 200;
/** From the queue's creation to its opening: the early window the visitors join in. */
const OPENS_AFTER_MS = 60_000;
const JOIN_CONCURRENCY = 50;
const resultsDir = fileURLToPath(new URL('../results/', import.meta.url));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** A Public Skate session three days ahead with PLACES free, and the queue of its activity. */
async function prepareQueue(server: RunningBenchServer) {
  const { activityId, sessions } = await findBookableSessions(server, 'public-skate', 3, 4);
  const session = sessions[0]!;
  const activityTimeId = Number(session.id);
  await server.sql!('update activity_times set capacity = sold + $1 where id = $2', [
    PLACES,
    activityTimeId,
  ]);
  const opensAt = new Date(Date.now() + OPENS_AFTER_MS);
  const [queue] = await server.sql!<{ id: number }>(
    `insert into on_sale_queues (activity_id, opens_at, admit_per_minute, pass_minutes)
     values ($1, $2, $3, 1) returning id`,
    [activityId, opensAt.toISOString(), RATE],
  );
  const target: QueueTarget = {
    baseUrl: server.baseUrl,
    activityId,
    activityTimeId,
    ticketId: findTicketId(session, 'skate-admission'),
  };
  return { target, queueId: queue!.id, opensAt };
}

/** CPU of the server per waiting visitor and minute, in ms, from a meter's share of a core. */
const msPerVisitorMinute = (cpu: CpuUse, visitorMinutes: number, seconds: number) =>
  cpu.serverCorePercent === null
    ? null
    : Math.round(((cpu.serverCorePercent / 100) * seconds * 1000 * 100) / visitorMinutes) / 100;

async function runVisitors(server: RunningBenchServer, isQuick: boolean) {
  const visitors = isQuick ? Math.ceil(VISITORS / 5) : VISITORS;
  const { target, queueId, opensAt } = await prepareQueue(server);
  const soldBefore = await readSession(server.sql!, target.activityTimeId);
  const monitor = startQueueMonitor(server.sql!, queueId);
  const waiting: Promise<QueueOutcome>[] = [];
  const joinStarted = performance.now();
  await mapConcurrently(Array.from({ length: visitors }), JOIN_CONCURRENCY, async (_, index) => {
    const ticket = await joinQueue(target);
    const role = { buyer: index % BUYER_EVERY === 0, probe: index % 10 === 5 };
    waiting.push(waitInQueue(target, ticket, index, role));
  });
  const joinSeconds = (performance.now() - joinStarted) / 1000;
  console.log(
    `queue: ${visitors} joined in ${joinSeconds.toFixed(1)} s; opening at ${opensAt.toISOString()}`,
  );
  // Only waiting: every visitor polls, nobody has a place yet.
  await sleep(3000);
  const waitMeter = startCpuMeter(server.pid);
  const waitStarted = performance.now();
  await sleep(opensAt.getTime() - 2000 - Date.now());
  const waitSeconds = (performance.now() - waitStarted) / 1000;
  const waitCpu = waitMeter();
  // From the opening until every visitor had its pass: polls, places, passes and purchases.
  await sleep(opensAt.getTime() - Date.now());
  const admitMeter = startCpuMeter(server.pid);
  const admitStarted = performance.now();
  // Bounded: a visitor that failed never asks for its pass (its error ends the run below).
  const deadline = Date.now() + ((visitors / RATE) * 2 + 1) * 60_000;
  while ((monitor.samples.at(-1)?.passes ?? 0) < visitors && Date.now() < deadline)
    await sleep(500);
  const admitSeconds = (performance.now() - admitStarted) / 1000;
  const admitCpu = admitMeter();
  const outcomes = await Promise.all(waiting);
  const samples = await monitor.stop();
  const waitedMinutes =
    outcomes.reduce((sum, o) => sum + Math.max(0, (o.passAt ?? 0) - opensAt.getTime()), 0) / 60_000;
  const checks = await checkQueueRun({
    sql: server.sql!,
    queueId,
    activityTimeId: target.activityTimeId,
    soldBefore,
    samples,
    outcomes,
  });
  return {
    visitors,
    rate: RATE,
    joinSeconds: Math.round(joinSeconds * 10) / 10,
    waiting: {
      seconds: Math.round(waitSeconds),
      cpu: waitCpu,
      msPerVisitorMinute: msPerVisitorMinute(waitCpu, (visitors * waitSeconds) / 60, waitSeconds),
    },
    admission: {
      seconds: Math.round(admitSeconds),
      cpu: admitCpu,
      waitedVisitorMinutes: Math.round(waitedMinutes),
      msPerVisitorMinute: msPerVisitorMinute(admitCpu, waitedMinutes, admitSeconds),
      accuracy: measureAdmission(samples, RATE),
    },
    pollMs: percentiles(outcomes.flatMap((outcome) => outcome.pollMs)),
    outcomes: countOutcomes(outcomes),
    checks,
  };
}

function countOutcomes(outcomes: QueueOutcome[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes) counts[outcome.bought] = (counts[outcome.bought] ?? 0) + 1;
  return counts;
}

type QueueRun = Awaited<ReturnType<typeof runVisitors>>;

function printRun(run: QueueRun): void {
  const cpu = (use: CpuUse) =>
    `server ${use.serverCorePercent}% of a core, PostgreSQL ${use.postgresCorePercent}%, ` +
    `load generator ${use.loadGeneratorCorePercent}%, machine ${use.machineBusyPercent}% busy`;
  console.log(`\nqueue: ${run.visitors} visitors, ${run.rate} let through a minute`);
  console.log(
    `  waiting before the opening (${run.waiting.seconds} s, everyone polling every 2 s): ` +
      `${run.waiting.msPerVisitorMinute} ms of server CPU per waiting visitor a minute; ${cpu(run.waiting.cpu)}`,
  );
  console.log(
    `  from the opening to the last pass (${run.admission.seconds} s, ${run.admission.waitedVisitorMinutes} ` +
      `visitor-minutes waited): ${run.admission.msPerVisitorMinute} ms per waiting visitor a minute, ` +
      `passes and purchases included; ${cpu(run.admission.cpu)}`,
  );
  const accuracy = run.admission.accuracy;
  if (accuracy)
    console.log(
      `  admission: ${accuracy.last.admitted} let through at ${accuracy.last.seconds} s against ` +
        `${accuracy.last.expected} (rate × time + purchases): ${accuracy.last.errorPercent}%; ` +
        `worst ${accuracy.worst.errorPercent}% at ${accuracy.worst.seconds} s, over ${accuracy.samples} samples`,
    );
  console.log(
    `  state reads: ${JSON.stringify(run.pollMs)} ms; outcomes ${JSON.stringify(run.outcomes)}`,
  );
  console.log(`  ${JSON.stringify(run.checks.facts)}`);
  for (const [check, count] of Object.entries(run.checks.problems))
    console.log(`  ${count === 0 ? 'ok  ' : 'FAIL'} ${check}: ${count}`);
}

export async function runQueue(isQuick: boolean): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('queue runs on PostgreSQL: set DATABASE_URL (see docs/benchmarks.md)');
  const machine = await describeMachine('postgres');
  console.log(`queue: ${machine.cpus} CPUs (${machine.cpuModel}), ${machine.database}`);
  await emptyDatabase(url);
  const server = await startBenchServer({
    SANDBOX_VAULT_DELAY_MS: '200',
    // Every visitor joins from the bench's one address.
    MEMBER_RATE_LIMIT_PER_ADDRESS: '1000000',
  });
  let run: QueueRun;
  try {
    const quiet = await waitForQuiet(isQuick ? 0 : 60);
    console.log(`queue: machine ${quiet.idlePercent}% idle, load average ${quiet.loadAverage}`);
    run = await runVisitors(server, isQuick);
  } finally {
    await server.stop();
  }
  printRun(run);
  await mkdir(resultsDir, { recursive: true });
  const file = `${resultsDir}queue-latest.json`;
  await writeFile(
    file,
    `${JSON.stringify({ date: new Date(), isQuick, machine, run }, null, 2)}\n`,
  );
  console.log(`\nqueue: results written to ${file}`);
  if (Object.values(run.checks.problems).some((count) => count > 0)) process.exitCode = 1;
}
