/** The machine and software a benchmark ran on, for the report beside its numbers. */
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { DatabaseKind } from './bench-scenario.ts';

export interface MachineDescription {
  cpus: number;
  cpuModel: string;
  memoryGiB: number;
  os: string;
  node: string;
  database: string;
  /** What else was running: the 1-minute load average when the bench started. */
  loadAverageAtStart: number;
}

/** A package's version as installed for the server (its package.json is not in its exports). */
async function findInstalledVersion(name: string): Promise<string> {
  let dir = fileURLToPath(new URL('../apps/server/', import.meta.url));
  for (;;) {
    const manifest = await readFile(
      path.join(dir, 'node_modules', name, 'package.json'),
      'utf8',
    ).catch(() => null);
    if (manifest) return (JSON.parse(manifest) as { version: string }).version;
    const parent = path.dirname(dir);
    if (parent === dir) return 'unknown';
    dir = parent;
  }
}

async function describeDatabase(database: DatabaseKind): Promise<string> {
  if (database === 'pglite') {
    return `PGlite ${await findInstalledVersion('@electric-sql/pglite')} (embedded, in the server process)`;
  }
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version: string }>('SHOW server_version');
    return `PostgreSQL ${rows[0]?.server_version ?? 'unknown'}`;
  } finally {
    await client.end();
  }
}

export async function describeMachine(database: DatabaseKind): Promise<MachineDescription> {
  return {
    cpus: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    loadAverageAtStart: Math.round((os.loadavg()[0] ?? 0) * 100) / 100,
    database: await describeDatabase(database).catch(
      (error: unknown) => `${database} (version unknown: ${String(error)})`,
    ),
  };
}
