/**
 * The shop as it runs for real: `main.ts` in a child process of its own, with only the settings
 * given (no inherited environment), for tests of what only a whole process shows (the start-up
 * refusals, a SIGKILL, several processes on one database).
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/database.ts';

const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const entrySources = { main: '../main.ts', 'admin-create': '../cli/admin-create.ts' };

/**
 * Node's arguments to run one of the server's entries as a process of its own. `npm test` builds
 * the server before its tests and says so (TEST_BUILT_SERVER=1): the processes then run the bundle
 * a deployment runs, which starts in about a third of the time tsx takes to load the sources, for
 * tests that start a shop dozens of times (decision 098). Anywhere else they run the sources, so
 * that a test never runs a stale build.
 */
export function entryArgs(entry: keyof typeof entrySources): string[] {
  if (process.env.TEST_BUILT_SERVER === '1')
    return [fileURLToPath(new URL(`../../dist/${entry}.mjs`, import.meta.url))];
  return ['--import', tsxLoader, fileURLToPath(new URL(entrySources[entry], import.meta.url))];
}

export interface ShopProcess {
  pid: number;
  /** Resolves with the exit code (null when a signal ended it) once the process has ended. */
  exited: Promise<number | null>;
  output(): string;
  /** The address the server listens on; fails with what it printed if it exits first. */
  address(): Promise<string>;
  /** Ends it with a signal (SIGTERM: a graceful stop) and waits for it to exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * The settings a test of shop processes on one PostgreSQL database starts from: the database,
 * the processes' files under `workDir`, no demo data and no web build, and the info logs that
 * announce the address; `more` adds to them or overrides them.
 */
export function sharedDatabaseSettings(
  databaseUrl: string,
  workDir: string,
  more: Record<string, string> = {},
): Record<string, string> {
  return {
    LOG_LEVEL: 'info',
    DATABASE_URL: databaseUrl,
    DATA_DIR: join(workDir, 'data'),
    SEED_DEMO_DATA: 'false',
    WEB_DIST_DIR: join(workDir, 'no-web-build'),
    ...more,
  };
}

/**
 * faketime's variables, when the suite runs under it (README, "At a later date"): the shops a test
 * starts then live at the same later time as the test and its database.
 */
const laterClock = () =>
  process.env.FAKETIME
    ? { FAKETIME: process.env.FAKETIME, LD_PRELOAD: process.env.LD_PRELOAD ?? '' }
    : {};

/**
 * Starts main.ts with these settings in `cwd` (its own folder, so no `.env` is read), listening on
 * a free port of 127.0.0.1 unless PORT is given.
 */
export function spawnShop(settings: Record<string, string>, cwd: string): ShopProcess {
  // Node is run directly (with tsx's loader for the sources), not through the tsx command, so a
  // signal reaches the server itself.
  const child = spawn(process.execPath, entryArgs('main'), {
    cwd,
    env: {
      PATH: process.env.PATH ?? '',
      ...laterClock(),
      HOST: '127.0.0.1',
      PORT: '0',
      ...settings,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let announce: (address: string) => void = () => {};
  const listening = new Promise<string>((resolve) => (announce = resolve));
  const collect = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    const address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
    if (address) announce(address[1]!);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return {
    pid: child.pid!,
    exited,
    output: () => output,
    address: () =>
      Promise.race([
        listening,
        exited.then((code) => {
          throw new Error(`the server exited (${code}) before listening:\n${output}`);
        }),
      ]),
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** A call of a shop process's API, read loosely as a browser would; a body that is not JSON is null. */
export async function callShop(
  base: string,
  request: { method: string; path: string; body?: object; key?: string },
) {
  const { method, path, body, key } = request;
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
    signal: AbortSignal.timeout(10_000),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- read loosely, as a browser would
  return { status: response.status, body: (await response.json().catch(() => null)) as any };
}

/** The first Trail Pass session of the demo data and its adult ticket, for whole-process tests. */
export async function findTrailPassSale(db: Database) {
  const [sale] = await queryRows<{ activity_id: number; session_id: number; ticket_id: number }>(
    db,
    sql`select a.id as activity_id, t.id as session_id, k.id as ticket_id
        from activities a join activity_times t on t.activity_id = a.id
        join tickets k on k.activity_id = a.id and k.centaman_id = 'trail-adult'
        where a.centaman_id = 'trail-pass' order by t.id limit 1`,
  );
  return {
    activityId: Number(sale!.activity_id),
    sessionId: Number(sale!.session_id),
    ticketId: Number(sale!.ticket_id),
  };
}

/** A back-office browser: its cookies and CSRF token, valid on any process of one database. */
export function adminBrowser() {
  const cookies = new Map<string, string>();
  let csrfToken: string | undefined;
  async function call(base: string, method: string, path: string, body?: object) {
    if (method !== 'GET' && csrfToken === undefined)
      csrfToken = (await call(base, 'GET', '/csrf-token')).body.data.csrfToken;
    const response = await fetch(`${base}/api/v1/admin${path}`, {
      method,
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(method === 'GET' ? {} : { 'x-csrf-token': csrfToken! }),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(60_000),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      cookies.set(name.trim(), value);
    }
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: response.status, body: (await response.json()) as any };
  }
  return { call };
}
