/**
 * WEB_CONCURRENCY=2 as production runs it: one primary and two server processes on one port and
 * one PostgreSQL database. Both serve, GET /metrics sums them, every background job's work is
 * done once (each confirmation e-mail sent once), a dead process is replaced, and SIGTERM stops
 * them all.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from './db/database.ts';
import { sandboxCardRequest, testCustomer } from './test/shop-client.ts';
import { callShop, findTrailPassSale, spawnShop, type ShopProcess } from './test/shop-process.ts';
import { createTestDatabase } from './test/test-database.ts';

const token = 'cluster-metrics-token-0123456789';
let database: DatabaseHandle & { url?: string };
let workDir: string;
let shop: ShopProcess;
let base: string;

beforeAll(async () => {
  database = await createTestDatabase();
  workDir = await mkdtemp(join(tmpdir(), 'shop-cluster-test-'));
  shop = spawnShop(
    {
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      WEB_CONCURRENCY: '2',
      DATABASE_URL: database.url!,
      DATA_DIR: join(workDir, 'data'),
      WEB_DIST_DIR: join(workDir, 'no-web-build'),
      RATE_LIMIT_PER_MINUTE: '1000000',
      METRICS_TOKEN: token,
      OUTBOX_POLL_SECONDS: '0.2',
    },
    workDir,
  );
  base = await shop.address();
  await until(() => listeners() === 2, 'both processes listening');
});
afterAll(async () => {
  await shop.stop('SIGKILL');
  await database.close();
  await rm(workDir, { recursive: true, force: true });
});

function listeners(): number {
  return shop.output().match(/Server listening at/g)?.length ?? 0;
}

/**
 * The primary's children that run the server, from the sources or the bundle (tsx's esbuild
 * service is a child too).
 */
function serverProcesses(): number[] {
  const out = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(shop.pid)], {
    encoding: 'utf8',
  });
  return out
    .split('\n')
    .filter((line) => /main\.(ts|mjs)\b/.test(line))
    .map((line) => Number.parseInt(line.trim(), 10));
}

async function until(done: () => boolean | Promise<boolean>, what: string, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}:\n${shop.output()}`);
    await sleep(100);
  }
}

/** A GET on a connection of its own, so that the kernel hands it to either process. */
function getOnNewConnection(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { agent: false }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

function api(method: string, path: string, body?: object, key?: string) {
  return callShop(base, { method, path, ...(body ? { body } : {}), ...(key ? { key } : {}) });
}

async function buyOnePass(sale: { activityId: number; sessionId: number; ticketId: number }) {
  const cart = await api('GET', '/api/v1/ticketing/cart');
  const cartToken: string = cart.body.data.attributes.token;
  const line = await api('POST', `/api/v1/ticketing/line_items?cart_token=${cartToken}`, {
    activityId: sale.activityId,
    activityTimeId: sale.sessionId,
  });
  await api(
    'POST',
    `/api/v1/ticketing/line_items/${line.body.data.id}/line_item_tickets?cart_token=${cartToken}`,
    { ticketId: sale.ticketId, quantity: 1 },
  );
  const card = await api('POST', '/sandbox-vault/v1/payment_methods.json', sandboxCardRequest());
  const placed = await api(
    'POST',
    `/api/v1/ticketing/orders?cart_token=${cartToken}`,
    {
      order: {
        customerInfo: { ...testCustomer, cardToken: card.body.transaction.payment_method.token },
      },
    },
    randomUUID(),
  );
  return placed.status;
}

it('runs two server processes under one primary', () => {
  expect(serverProcesses()).toHaveLength(2);
});

it("answers GET /metrics with both processes' requests summed", async () => {
  const requests = 20;
  for (let sent = 0; sent < requests; sent += 1) {
    expect(await getOnNewConnection('/health/live')).toBe(200);
  }
  const response = await fetch(`${base}/metrics`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  const text = await response.text();
  const line = text
    .split('\n')
    .find((candidate) =>
      candidate.startsWith(
        'http_request_duration_seconds_count{method="GET",route="/health/live",status="200"}',
      ),
    );
  expect(Number(line?.split(' ').at(-1))).toBe(requests);
  // Each process logs the requests it answered: both answered some.
  const answeredBy = new Set(
    shop
      .output()
      .split('\n')
      .filter((logLine) => logLine.includes('"url":"/health/live"'))
      .map((logLine) => /"pid":(\d+)/.exec(logLine)?.[1]),
  );
  expect(answeredBy.size).toBe(2);
});

it('sends each confirmation e-mail once, though both processes deliver the outbox', async () => {
  const target = await findTrailPassSale(database.db);
  const orders = 6;
  const statuses = await Promise.all(Array.from({ length: orders }, () => buyOnePass(target)));
  expect(statuses).toEqual(Array(orders).fill(201));

  const unsent = async () => {
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from outbox where status <> 'sent'`,
    );
    return Number(row!.n);
  };
  await until(async () => (await unsent()) === 0, 'the outbox to be sent', 60_000);
  const sent = await queryRows<{ attempts: number }>(
    database.db,
    sql`select attempts from outbox where kind = 'order-confirmation'`,
  );
  expect(sent.map((row) => Number(row.attempts))).toEqual(Array(orders).fill(1));
  // One file a message sent: the confirmations, and whatever else the shop sent meanwhile (the
  // demo data's renewal reminder), each once.
  const [all] = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from outbox where status = 'sent'`,
  );
  expect(Number(all!.n)).toBeGreaterThanOrEqual(orders);
  expect(await readdir(join(workDir, 'data', 'outbox'))).toHaveLength(Number(all!.n));
});

it(
  'replaces a process that dies, and stops every process on SIGTERM',
  { timeout: 60_000 },
  async () => {
    const [victim] = serverProcesses();
    process.kill(victim!, 'SIGKILL');
    await until(
      () => serverProcesses().length === 2 && !serverProcesses().includes(victim!),
      'a new process',
    );
    await until(() => listeners() === 3, 'the new process listening');
    expect(await getOnNewConnection('/health/ready')).toBe(200);

    await shop.stop('SIGTERM');
    expect(await shop.exited).toBe(0);
    expect(shop.output()).toMatch(/starting another/);
  },
);
