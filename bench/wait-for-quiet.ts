/**
 * The development machine is shared: before a scenario's load, wait (bounded) until the machine
 * has been mostly idle for a few seconds, and say how idle it was when the load started.
 */
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

const SAMPLE_SECONDS = 5;
const QUIET_IDLE_PERCENT = 85;

function readTicks(): { idle: number; total: number } {
  let idle = 0;
  let total = 0;
  for (const { times } of os.cpus()) {
    idle += times.idle;
    total += times.user + times.nice + times.sys + times.irq + times.idle;
  }
  return { idle, total };
}

async function sampleIdlePercent(seconds: number): Promise<number> {
  const start = readTicks();
  await sleep(seconds * 1000);
  const end = readTicks();
  return Math.round(((end.idle - start.idle) / Math.max(1, end.total - start.total)) * 1000) / 10;
}

/**
 * Samples the machine every 5 s until it was at least 85% idle or `maxWaitSeconds` passed, and
 * answers the last sample, the 1-minute load average and how long it waited.
 */
export async function waitForQuiet(
  maxWaitSeconds: number,
): Promise<{ idlePercent: number; loadAverage: number; waitedSeconds: number }> {
  const started = Date.now();
  let idlePercent = await sampleIdlePercent(SAMPLE_SECONDS);
  while (idlePercent < QUIET_IDLE_PERCENT && Date.now() - started < maxWaitSeconds * 1000) {
    idlePercent = await sampleIdlePercent(SAMPLE_SECONDS);
  }
  return {
    idlePercent,
    loadAverage: Math.round((os.loadavg()[0] ?? 0) * 100) / 100,
    waitedSeconds: Math.round((Date.now() - started) / 1000),
  };
}

export { QUIET_IDLE_PERCENT };
