/** The compact table printed after each scenario. */
import type { ScenarioResult } from './bench-scenario.ts';

const columns = [
  'phase',
  'conns',
  'target/s',
  'req/s',
  'p50 ms',
  'p90 ms',
  'p99 ms',
  'max ms',
  'non-2xx',
  'errors',
  'server cpu',
  'load gen cpu',
  'postgres cpu',
  'machine busy',
  'cpu ms/req',
];

function corePercent(value: number | null): string {
  return value === null ? '-' : `${Math.round(value)}%`;
}

/**
 * Milliseconds of CPU per answer, server + PostgreSQL (+ load generator): what one request costs
 * the machine, comparable between runs at different rates.
 */
function cpuPerRequest(phase: ScenarioResult['phases'][number]): string {
  const { serverCorePercent, postgresCorePercent, loadGeneratorCorePercent } = phase.cpu;
  if (serverCorePercent === null || phase.requestsPerSecond === 0) return '-';
  const perRequest = (percent: number) => (percent * 10) / phase.requestsPerSecond;
  const own = perRequest(serverCorePercent + (postgresCorePercent ?? 0));
  return `${own.toFixed(2)} (+${perRequest(loadGeneratorCorePercent).toFixed(2)})`;
}

export function formatResults(result: ScenarioResult): string {
  const facts = Object.entries(result.facts)
    .map(([name, value]) => `${name}: ${value}`)
    .join(', ');
  const rows = result.phases.map((phase) => [
    phase.phase,
    String(phase.connections),
    phase.targetRate === null ? '-' : String(phase.targetRate),
    String(phase.requestsPerSecond),
    String(phase.latencyMs.p50),
    String(phase.latencyMs.p90),
    String(phase.latencyMs.p99),
    String(phase.latencyMs.max),
    String(phase.non2xx),
    String(phase.errors),
    corePercent(phase.cpu.serverCorePercent),
    corePercent(phase.cpu.loadGeneratorCorePercent),
    corePercent(phase.cpu.postgresCorePercent),
    `${Math.round(phase.cpu.machineBusyPercent)}%`,
    cpuPerRequest(phase),
  ]);
  const widths = columns.map((column, i) =>
    Math.max(column.length, ...rows.map((row) => row[i]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ');
  const otherStatuses = result.phases
    .map((phase) => {
      const codes = Object.entries(phase.statusCodes)
        .filter(([code]) => !code.startsWith('2'))
        .map(([code, count]) => `${count} × ${code}`);
      return codes.length > 0 ? `  ${phase.phase}: non-2xx ${codes.join(', ')}` : null;
    })
    .filter((text) => text !== null);
  const { machineBefore, verification } = result;
  const checks = verification
    ? [
        `  checked after the load: ${Object.entries(verification.facts)
          .map(([name, value]) => `${name}: ${value}`)
          .join(', ')}`,
        ...(verification.problems.length === 0
          ? ['  checks: all passed']
          : verification.problems.map((problem) => `  CHECK FAILED: ${problem}`)),
      ]
    : [];
  return [
    `${result.scenario}: ${result.target}`,
    `  ${facts}`,
    `  before the load: machine ${machineBefore.idlePercent}% idle, load average ${machineBefore.loadAverage}`,
    line(columns),
    ...rows.map(line),
    ...otherStatuses,
    ...checks,
  ].join('\n');
}
