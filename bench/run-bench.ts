/**
 * `npm run bench [-- scenario...] [--quick]`: starts the server (PostgreSQL when DATABASE_URL is
 * set, else PGlite), runs each scenario's autocannon phases against it, prints a table and writes
 * bench/results/latest-<database>.json. Runs every scenario when none is named. A scenario that
 * needs other server settings gets a server of its own.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type {
  BenchScenario,
  LoadPlan,
  PhaseResult,
  ScenarioResult,
  Verification,
} from './bench-scenario.ts';
import { describeMachine } from './describe-machine.ts';
import { formatResults } from './format-results.ts';
import { startCpuMeter } from './measure-cpu.ts';
import { runLoad } from './run-load.ts';
import { startAutovacuumStandIn } from './stand-in-autovacuum.ts';
import { runPacedLoad } from './run-paced-load.ts';
import { activityTimes } from './scenarios/activity-times.ts';
import { holds, holdsOnTwoProcesses } from './scenarios/holds.ts';
import { runOnSale } from './on-sale/run-on-sale.ts';
import { runPages } from './pages/run-pages.ts';
import { runQueue } from './queue/run-queue.ts';
import { orders } from './scenarios/orders.ts';
import { databaseInUse, startBenchServer, type RunningBenchServer } from './start-bench-server.ts';
import { QUIET_IDLE_PERCENT, waitForQuiet } from './wait-for-quiet.ts';

const scenarios: BenchScenario[] = [activityTimes, holds, holdsOnTwoProcesses, orders];

const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));
/** Start-up, seeding and shutdown of a server, on top of the load itself. */
const SERVER_OVERHEAD_SECONDS = 240;
/** Preparing (carts, card tokens) and checking afterwards, per scenario at most. */
const SCENARIO_OVERHEAD_SECONDS = 300;
/** How long a scenario waits for the shared machine to be quiet before its load. */
const QUIET_WAIT_SECONDS = 180;

function parseArguments(args: string[]): { selected: BenchScenario[]; isQuick: boolean } {
  const names = args.filter((arg) => !arg.startsWith('--'));
  const unknownFlags = args.filter((arg) => arg.startsWith('--') && arg !== '--quick');
  const unknownNames = names.filter(
    (name) => !scenarios.some((scenario) => scenario.name === name),
  );
  if (unknownFlags.length > 0 || unknownNames.length > 0) {
    throw new Error(
      `unknown ${[...unknownFlags, ...unknownNames].join(', ')}. ` +
        `Usage: npm run bench [-- ${scenarios.map((s) => s.name).join(' | ')}] [--quick]`,
    );
  }
  const selected = names.length === 0 ? scenarios : scenarios.filter((s) => names.includes(s.name));
  return { selected, isQuick: args.includes('--quick') };
}

/** --quick: a smoke run of a quarter of each duration; its numbers are not for publishing. */
function shorten(scenario: BenchScenario): BenchScenario {
  return {
    ...scenario,
    warmUpSeconds: Math.max(1, Math.ceil(scenario.warmUpSeconds / 4)),
    phases: scenario.phases.map((phase) => ({
      ...phase,
      durationSeconds: Math.max(2, Math.ceil(phase.durationSeconds / 4)),
    })),
  };
}

/** The same settings give the same key, whatever their order. */
function envKey(env: Record<string, string> = {}): string {
  return JSON.stringify(Object.entries(env).sort(([a], [b]) => a.localeCompare(b)));
}

async function runScenario(
  server: RunningBenchServer,
  scenario: BenchScenario,
  isQuick: boolean,
): Promise<ScenarioResult> {
  const plan: LoadPlan = { warmUpSeconds: scenario.warmUpSeconds, phases: scenario.phases };
  const prepared = await scenario.prepare(server, plan);
  // Autovacuum is off on the development PostgreSQL, so tables the preparation filled would have
  // no statistics and the planner would guess (seq scans of line_item_tickets); production's
  // autovacuum analyzes them. Do what it would have done.
  if (server.sql) await server.sql('analyze');
  const machineBefore = await waitForQuiet(isQuick ? 0 : QUIET_WAIT_SECONDS);
  const busy = machineBefore.idlePercent < QUIET_IDLE_PERCENT ? ' (busy: did not get quiet)' : '';
  console.log(
    `\n${scenario.name}: machine ${machineBefore.idlePercent}% idle, load average ` +
      `${machineBefore.loadAverage}, after waiting ${machineBefore.waitedSeconds} s${busy}`,
  );
  const autovacuum = await startAutovacuumStandIn(server);
  console.log(`${scenario.name}: warming up for ${scenario.warmUpSeconds} s`);
  await runLoad(server.baseUrl, prepared.request, {
    name: 'warm-up',
    connections: 10,
    durationSeconds: scenario.warmUpSeconds,
  });
  const phases: PhaseResult[] = [];
  for (const phase of scenario.phases) {
    const pace =
      phase.overallRate === undefined
        ? 'as fast as it answers'
        : `${phase.overallRate} requests/s${phase.pacing === 'steady' ? ', steady arrivals' : ''}`;
    console.log(
      `${scenario.name}: ${phase.name}, ${phase.connections} connections, ${pace}, ${phase.durationSeconds} s`,
    );
    const stopMeter = startCpuMeter(server.pid);
    const result =
      phase.pacing === 'steady'
        ? await runPacedLoad(server.baseUrl, prepared.request, phase)
        : await runLoad(server.baseUrl, prepared.request, phase);
    phases.push({ ...result, cpu: stopMeter() });
  }
  const maintenance = await autovacuum.stop();
  if (Object.keys(maintenance.analyzed).length > 0) {
    const list = (counts: Record<string, number>) =>
      Object.entries(counts)
        .map(([table, times]) => `${table} ×${times}`)
        .join(', ') || 'none';
    console.log(
      `${scenario.name}: autovacuum is off here; the runner analyzed ${list(maintenance.analyzed)}` +
        ` and vacuumed ${list(maintenance.vacuumed)} during the load`,
    );
  }
  let verification: Verification | null = null;
  if (prepared.verify) {
    console.log(`${scenario.name}: checking what the load wrote`);
    verification = await prepared.verify();
  }
  return {
    scenario: scenario.name,
    summary: scenario.summary,
    target: prepared.target,
    facts: prepared.facts,
    machineBefore,
    phases,
    verification,
  };
}

function reportServerLogs(server: RunningBenchServer): void {
  const logs = server.logTail();
  if (logs.count === 0) return;
  console.warn(
    `\nbench: the server logged ${logs.count} lines at warn level or above; the last ones:`,
  );
  console.warn(logs.lines.map((line) => `  ${line}`).join('\n'));
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  // The on-sale journey runs servers of its own, one process then two (bench/on-sale).
  if (args.includes('on-sale')) return runOnSale(args.includes('--quick'));
  // The on-sale queue's waiting visitors on a server of its own (bench/queue).
  if (args.includes('queue')) return runQueue(args.includes('--quick'));
  // Lighthouse in Chromium against the production build (bench/pages).
  if (args.includes('pages')) return runPages();
  const { selected, isQuick } = parseArguments(args);
  const database = databaseInUse();
  const runnable = selected.filter((scenario) => {
    if (!scenario.databases || scenario.databases.kinds.includes(database)) return true;
    console.log(`bench: skipping ${scenario.name} on ${database}: ${scenario.databases.reason}`);
    return false;
  });
  const plan = isQuick ? runnable.map(shorten) : runnable;
  const loadSeconds = plan.reduce(
    (sum, s) =>
      sum + s.warmUpSeconds + s.phases.reduce((total, phase) => total + phase.durationSeconds, 0),
    0,
  );
  const serverStarts = new Set(plan.map((s) => envKey(s.serverEnv))).size;
  const budgetSeconds =
    loadSeconds +
    serverStarts * SERVER_OVERHEAD_SECONDS +
    plan.length * (SCENARIO_OVERHEAD_SECONDS + QUIET_WAIT_SECONDS);

  const servers: { current: { server: RunningBenchServer; key: string } | null } = {
    current: null,
  };
  const stopServer = async () => {
    const running = servers.current;
    servers.current = null;
    if (!running) return;
    reportServerLogs(running.server);
    await running.server.stop();
  };
  const abort = (reason: string, code: number) => {
    console.error(`\nbench: ${reason}; stopping the server`);
    void stopServer().finally(() => process.exit(code));
  };
  process.once('SIGINT', () => abort('interrupted', 130));
  process.once('SIGTERM', () => abort('terminated', 143));
  const watchdog = setTimeout(
    () => abort(`still running after ${budgetSeconds} s`, 1),
    budgetSeconds * 1000,
  );
  watchdog.unref();

  try {
    const machine = await describeMachine(database);
    console.log(
      `bench: ${machine.cpus} CPUs (${machine.cpuModel}), ${machine.memoryGiB} GiB, Node ${machine.node}, ${machine.database}` +
        `, load average ${machine.loadAverageAtStart}` +
        (isQuick ? ' [--quick: shortened runs, not for publishing]' : ''),
    );
    const results: ScenarioResult[] = [];
    for (const scenario of plan) {
      const key = envKey(scenario.serverEnv);
      let current = servers.current;
      if (current?.key !== key) {
        await stopServer();
        const server = await startBenchServer(scenario.serverEnv);
        current = { server, key };
        servers.current = current;
        const extra = Object.entries(scenario.serverEnv ?? {})
          .map(([name, value]) => `${name}=${value}`)
          .join(' ');
        console.log(
          `\nbench: server on ${server.baseUrl}, database: ${server.databaseLabel}` +
            (extra ? `, with ${extra}` : ''),
        );
      }
      const result = await runScenario(current.server, scenario, isQuick);
      results.push(result);
      console.log(`\n${formatResults(result)}`);
    }
    await stopServer();

    await mkdir(resultsDir, { recursive: true });
    const file = `${resultsDir}latest-${database}.json`;
    const report = {
      date: new Date().toISOString(),
      isQuick,
      database,
      machine,
      scenarios: results,
    };
    await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nbench: results written to ${file}`);
    const failed = results.filter((result) => (result.verification?.problems.length ?? 0) > 0);
    if (failed.length > 0) {
      console.error(`bench: checks failed in ${failed.map((r) => r.scenario).join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    clearTimeout(watchdog);
    await stopServer();
  }
}

main().catch((error: unknown) => {
  console.error(`bench failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
