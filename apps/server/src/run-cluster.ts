/**
 * WEB_CONCURRENCY server processes on one port (Node's cluster; Linux hands connections to the
 * processes in turn). The primary prepares the database once, starts the processes, starts a
 * new one when one dies, gathers their metrics, and on SIGINT or SIGTERM stops them all and waits.
 */
import cluster, { type Worker } from 'node:cluster';
import type { Settings } from './config/settings.ts';
import type { DatabaseHandle } from './db/database.ts';
import { serveClusterMetrics } from './observability/cluster-metrics.ts';

/** Set by the primary for its processes: the database is migrated and seeded already. */
const PREPARED = 'SHOP_DATABASE_PREPARED_BY_PRIMARY';

export function isPreparedByPrimary(): boolean {
  return process.env[PREPARED] === '1';
}

export async function runClusterPrimary(
  settings: Settings,
  prepareDatabase: (settings: Settings) => Promise<DatabaseHandle>,
): Promise<void> {
  // Migrations and demo data once, before any process serves; the primary keeps no connection.
  await (await prepareDatabase(settings)).close();
  serveClusterMetrics();

  let stopping = false;
  const start = (): Worker => cluster.fork({ [PREPARED]: '1' });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(
      `server process ${worker.process.pid} ended (${signal ?? `exit ${code}`}); starting another`,
    );
    start();
  });
  for (let count = 0; count < settings.WEB_CONCURRENCY; count += 1) start();

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const running = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    // Each process stops gracefully on its own signal; the primary ends when the last has.
    let left = running.length;
    if (left === 0) process.exit(0);
    cluster.on('exit', () => {
      left -= 1;
      if (left === 0) process.exit(0);
    });
    for (const worker of running) worker.process.kill(signal);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}
