/** The on-sale run's figures: percentiles of each step, refusals by reason, the printed tables. */
import type { CpuUse } from '../measure-cpu.ts';
import { STEPS, type Step, type VisitOutcome } from './visitor.ts';

/** How the visitors come: CONCURRENCY at a time (closed loop), or arriving at a rate (open). */
export type OnSaleLoad =
  { kind: 'closed'; concurrency: number } | { kind: 'arrivals'; perMinute: number };

export interface OnSaleRun {
  processes: number;
  visitors: number;
  load: OnSaleLoad;
  seconds: number;
  purchases: number;
  purchasesPerMinute: number;
  outcomes: Record<string, number>;
  refusals: Record<string, number>;
  purchaseMs: Percentiles | null;
  steps: Partial<Record<Step, Percentiles & { count: number }>>;
  cpu: CpuUse;
  checks: { facts: Record<string, number>; problems: string[] };
}

export interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function percentiles(values: number[]): Percentiles | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (share: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!);
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: Math.round(sorted.at(-1)!) };
}

function countBy(values: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

/** Sums the visitors' outcomes into one run's figures (CPU and checks come from the runner). */
export function summarise(
  outcomes: VisitOutcome[],
  run: Pick<OnSaleRun, 'processes' | 'visitors' | 'load' | 'seconds' | 'cpu' | 'checks'>,
): OnSaleRun {
  const purchased = outcomes.filter((outcome) => outcome.result === 'purchased');
  const steps: OnSaleRun['steps'] = {};
  for (const step of STEPS) {
    const durations = outcomes.flatMap((outcome) =>
      outcome.timings.filter(([name]) => name === step).map(([, ms]) => ms),
    );
    const summary = percentiles(durations);
    if (summary) steps[step] = { ...summary, count: durations.length };
  }
  return {
    ...run,
    purchases: purchased.length,
    purchasesPerMinute: Math.round((purchased.length / run.seconds) * 60),
    outcomes: countBy(outcomes.map((outcome) => outcome.result)),
    refusals: countBy(outcomes.flatMap((outcome) => outcome.refusals)),
    purchaseMs: percentiles(purchased.map((outcome) => outcome.purchaseMs!)),
    steps,
  };
}

const percent = (value: number | null) => (value === null ? '-' : `${Math.round(value)}%`);

/** A run's name in the tables: its processes and how its visitors came. */
function nameOf(run: OnSaleRun): string {
  const load =
    run.load.kind === 'closed'
      ? `${run.load.concurrency} at a time`
      : `${run.load.perMinute}/min arrive`;
  return `${run.processes} proc, ${load}`;
}

export function formatOnSale(runs: OnSaleRun[]): string {
  const lines: string[] = [];
  lines.push(
    'run                        visitors  purchases  per minute  purchase p50/p95/p99 ms  server cpu  postgres cpu  visitors cpu  machine busy',
  );
  for (const run of runs) {
    const purchase = run.purchaseMs
      ? `${run.purchaseMs.p50}/${run.purchaseMs.p95}/${run.purchaseMs.p99}`
      : '-';
    lines.push(
      [
        nameOf(run).padEnd(25),
        String(run.visitors).padStart(8),
        String(run.purchases).padStart(10),
        String(run.purchasesPerMinute).padStart(11),
        purchase.padStart(24),
        percent(run.cpu.serverCorePercent).padStart(11),
        percent(run.cpu.postgresCorePercent).padStart(13),
        // The visitors run on the machine they measure: their share is CPU the server lacked.
        percent(run.cpu.loadGeneratorCorePercent).padStart(13),
        percent(run.cpu.machineBusyPercent).padStart(13),
      ].join('  '),
    );
  }
  lines.push(
    '',
    'step p50/p95/p99 ms' + runs.map((run) => `  | ${nameOf(run).padEnd(22)}`).join(''),
  );
  for (const step of STEPS) {
    const cells = runs.map((run) => {
      const figures = run.steps[step];
      return figures ? `${figures.p50}/${figures.p95}/${figures.p99}` : '-';
    });
    lines.push(`${step.padEnd(19)}${cells.map((cell) => `  | ${cell.padEnd(22)}`).join('')}`);
  }
  for (const run of runs) {
    lines.push('', `${nameOf(run)}: outcomes ${JSON.stringify(run.outcomes)}`);
    lines.push(`  refusals ${JSON.stringify(run.refusals)}`);
    lines.push(`  checks ${JSON.stringify(run.checks.facts)}`);
    for (const problem of run.checks.problems) lines.push(`  PROBLEM: ${problem}`);
  }
  return lines.join('\n');
}
