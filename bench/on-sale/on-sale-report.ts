/** The on-sale run's figures: percentiles of each step, refusals by reason, the printed tables. */
import type { CpuUse } from '../measure-cpu.ts';
import { STEPS, type Step, type VisitOutcome } from './visitor.ts';

export interface OnSaleRun {
  processes: number;
  visitors: number;
  concurrency: number;
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
  run: Pick<OnSaleRun, 'processes' | 'visitors' | 'concurrency' | 'seconds' | 'cpu' | 'checks'>,
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

export function formatOnSale(runs: OnSaleRun[]): string {
  const lines: string[] = [];
  lines.push(
    'processes  visitors  purchases  per minute  purchase p50/p95/p99 ms  server cpu  postgres cpu  visitors cpu  machine busy',
  );
  for (const run of runs) {
    const purchase = run.purchaseMs
      ? `${run.purchaseMs.p50}/${run.purchaseMs.p95}/${run.purchaseMs.p99}`
      : '-';
    lines.push(
      [
        String(run.processes).padEnd(9),
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
    'step p50/p95/p99 ms' + runs.map((run) => `  | ${run.processes} process(es)`).join(''),
  );
  for (const step of STEPS) {
    const cells = runs.map((run) => {
      const figures = run.steps[step];
      return figures ? `${figures.p50}/${figures.p95}/${figures.p99}` : '-';
    });
    lines.push(`${step.padEnd(19)}${cells.map((cell) => `  | ${cell.padEnd(14)}`).join('')}`);
  }
  for (const run of runs) {
    lines.push('', `${run.processes} process(es): outcomes ${JSON.stringify(run.outcomes)}`);
    lines.push(`  refusals ${JSON.stringify(run.refusals)}`);
    lines.push(`  checks ${JSON.stringify(run.checks.facts)}`);
    for (const problem of run.checks.problems) lines.push(`  PROBLEM: ${problem}`);
  }
  return lines.join('\n');
}
