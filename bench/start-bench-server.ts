/**
 * Starts the real server (apps/server/src/main.ts) as a child process on a free loopback port:
 * on PostgreSQL when DATABASE_URL is set, else on PGlite in a fresh temporary DATA_DIR.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { findFreePort } from '../scripts/find-free-port.mjs';
import type { BenchServer, DatabaseKind, JsonAnswer } from './bench-scenario.ts';

const serverDir = fileURLToPath(new URL('../apps/server/', import.meta.url));
const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;
const LOG_TAIL_LINES = 40;

export interface RunningBenchServer extends BenchServer {
  pid: number;
  /** Where the data lives, without credentials. */
  databaseLabel: string;
  /** Log lines the server wrote at warn level or above, the last few kept. */
  logTail(): { count: number; lines: string[] };
  stop(): Promise<void>;
}

/** `postgres://user:secret@host:5432/db?x` -> `host:5432/db`, so no password reaches a report. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return '(unparseable DATABASE_URL)';
  }
}

/** PostgreSQL when DATABASE_URL is set, else PGlite. */
export function databaseInUse(): DatabaseKind {
  return process.env.DATABASE_URL ? 'postgres' : 'pglite';
}

/** Starts the server; `extraEnv` adds to (or overrides) the bench's own settings. */
export async function startBenchServer(
  extraEnv: Record<string, string> = {},
): Promise<RunningBenchServer> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const database = databaseInUse();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-bench-'));
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  // BENCH_NODE_ARGS passes flags to the server's node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"
  // to see where a scenario's CPU goes (Node refuses --cpu-prof in NODE_OPTIONS).
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PUBLIC_URL: 'http://127.0.0.1',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      // The limiter would answer 429 long before the load is reached; it is not what is measured.
      RATE_LIMIT_PER_MINUTE: '1000000000',
      SEED_DEMO_DATA: 'true',
      // A staging site: production code paths over the demo shop and its sandbox card vault.
      ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: 'true',
      ALLOW_RECAPTCHA_DISABLED_IN_PRODUCTION: 'true',
      ALLOW_DEMO_DATA_IN_PRODUCTION: 'true',
      ALLOW_FILE_MAIL_IN_PRODUCTION: 'true',
      ALLOW_EMBEDDED_DATABASE_IN_PRODUCTION: 'true',
      // A fixed key: the benchmarks' staff accounts are thrown away with their database.
      TOTP_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
      // Scenarios send many connections from one address (the load generator).
      MAX_CONNECTIONS_PER_ADDRESS: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  const tail: string[] = [];
  let logCount = 0;
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line.trim() === '') continue;
      logCount++;
      tail.push(line);
      if (tail.length > LOG_TAIL_LINES) tail.shift();
    }
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);

  let exited = false;
  const exit = new Promise<void>((resolve) => {
    child.once('exit', () => {
      exited = true;
      resolve();
    });
  });

  // A small pool of the bench's own, for scenarios that prepare or check data with SQL.
  const pool = databaseUrl ? new pg.Pool({ connectionString: databaseUrl, max: 2 }) : null;
  // An idle client dropped by the database is replaced on the next query; it must not crash us.
  pool?.on('error', () => {});

  const stop = async () => {
    await pool?.end();
    if (!exited) {
      child.kill('SIGTERM');
      const forced = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exit;
      clearTimeout(forced);
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  const getJson = async (apiPath: string): Promise<unknown> => {
    const response = await fetch(`${baseUrl}${apiPath}`);
    if (!response.ok)
      throw new Error(`GET ${apiPath} answered ${response.status}: ${await response.text()}`);
    return response.json();
  };

  const requestJson = async (
    method: string,
    apiPath: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<JsonAnswer> => {
    const response = await fetch(`${baseUrl}${apiPath}`, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON: answered as text, for the message of whoever checks it.
    }
    return { status: response.status, body: parsed };
  };

  const sql = pool
    ? async <Row>(text: string, params: unknown[] = []): Promise<Row[]> =>
        (await pool.query(text, params)).rows as Row[]
    : null;

  try {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    for (;;) {
      if (exited) throw new Error(`the server exited during start-up:\n${tail.join('\n')}`);
      if (Date.now() > deadline)
        throw new Error(`the server did not answer GET /api/v1 within ${READY_TIMEOUT_MS} ms`);
      const isUp = await fetch(`${baseUrl}/api/v1`).then(
        (response) => response.ok,
        () => false,
      );
      if (isUp) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    pid: child.pid ?? 0,
    baseUrl,
    database,
    databaseLabel: databaseUrl
      ? `PostgreSQL at ${describeDatabaseUrl(databaseUrl)} (DATABASE_URL)`
      : `embedded PGlite in ${dataDir}`,
    getJson,
    requestJson,
    sql,
    logTail: () => ({ count: logCount, lines: [...tail] }),
    stop,
  };
}
