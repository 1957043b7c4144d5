/**
 * A refund is credited once, with real processes (decision 070): two shop processes on one
 * PostgreSQL database take partial refunds from the back office and are killed with SIGKILL at
 * random moments while the gateway is crediting them. Both start again and both run payment
 * recovery on what the kills left pending. Then the sandbox gateway's own ledger has exactly one
 * credit for every refund, none for anything else, and every order's card balance is what the
 * shop says it kept.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../db/database.ts';
import { createStaffAccount } from '../modules/staff/create-staff-account.ts';
import { sandboxCardRequest, testCustomer } from '../test/shop-client.ts';
import { callShop, findTrailPassSale, spawnShop, type ShopProcess } from '../test/shop-process.ts';
import { createTestDatabase } from '../test/test-database.ts';

const ORDERS = 8;
const ROUNDS = 2;
const STAFF = { email: 'refunds@wasatchlegacy.org', password: 'Backcountry-2026' };

let database: DatabaseHandle & { url?: string };
let workDir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  workDir = await mkdtemp(join(tmpdir(), 'shop-refund-kill-test-'));
});
afterAll(async () => {
  await database.close();
  await rm(workDir, { recursive: true, force: true });
});

async function startShop(seed = false): Promise<{ shop: ShopProcess; base: string }> {
  const shop = spawnShop(
    {
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      DATABASE_URL: database.url!,
      DATA_DIR: join(workDir, 'data'),
      SEED_DEMO_DATA: String(seed),
      WEB_DIST_DIR: join(workDir, 'no-web-build'),
      RATE_LIMIT_PER_MINUTE: '1000000',
      // A gateway across the internet: a credit, and the look-up of a lost one, take a while.
      SANDBOX_VAULT_DELAY_MS: '800',
      PAYMENT_RECOVERY_GRACE_SECONDS: '4',
      OUTBOX_POLL_SECONDS: '3600',
    },
    workDir,
  );
  return { shop, base: await shop.address() };
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return queryRows<T>(database.db, query);
}

/** A back-office browser of one process: its cookies and CSRF token, kept across restarts. */
function staffBrowser() {
  const jar = new Map<string, string>();
  let csrf = '';
  async function call(base: string, method: string, path: string, body?: object, key?: string) {
    const response = await fetch(`${base}/api/v1/admin${path}`, {
      method,
      headers: {
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(method === 'GET' ? {} : { 'x-csrf-token': csrf }),
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(key ? { 'idempotency-key': key } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(20_000),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, value] = pair!.split('=');
      jar.set(name!.trim(), value ?? '');
    }
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- read loosely, as a browser would
    return { status: response.status, body: (await response.json().catch(() => null)) as any };
  }
  return {
    call,
    async logIn(base: string) {
      csrf = (await call(base, 'GET', '/csrf-token')).body.data.csrfToken;
      const login = await call(base, 'POST', '/login', STAFF);
      expect(login.status, JSON.stringify(login.body)).toBe(200);
    },
  };
}

/** A paid order of three trail passes; answers its id and the id of its ticket line. */
async function placeOrder(base: string, sale: Awaited<ReturnType<typeof findTrailPassSale>>) {
  const api = (method: string, path: string, body?: object, key?: string) =>
    callShop(base, { method, path, ...(body ? { body } : {}), ...(key ? { key } : {}) });
  const cart = await api('GET', '/api/v1/ticketing/cart');
  const token: string = cart.body.data.attributes.token;
  const line = await api('POST', `/api/v1/ticketing/line_items?cart_token=${token}`, {
    activityId: sale.activityId,
    activityTimeId: sale.sessionId,
  });
  await api(
    'POST',
    `/api/v1/ticketing/line_items/${line.body.data.id}/line_item_tickets?cart_token=${token}`,
    { ticketId: sale.ticketId, quantity: 3 },
  );
  const card = await api('POST', '/sandbox-vault/v1/payment_methods.json', sandboxCardRequest());
  const placed = await api(
    'POST',
    `/api/v1/ticketing/orders?cart_token=${token}`,
    {
      order: {
        customerInfo: { ...testCustomer, cardToken: card.body.transaction.payment_method.token },
      },
    },
    randomUUID(),
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const orderId = Number(placed.body.data.id);
  const [ticket] = await rows<{ id: number }>(
    sql`select lit.id from line_item_tickets lit join line_items li on li.id = lit.line_item_id
      join orders o on o.cart_id = li.cart_id where o.id = ${orderId}`,
  );
  return { orderId, ticketId: Number(ticket!.id) };
}

it('partial refunds killed at random moments on two processes are credited once each, and every order balances', async () => {
  const processes = [await startShop(true), await startShop()];
  await createStaffAccount({ db: database.db, clock: () => new Date() }, null, {
    email: STAFF.email,
    name: 'Refund Clerk',
    role: 'box-office',
    password: STAFF.password,
  });
  const browsers = [staffBrowser(), staffBrowser()];
  await browsers[0]!.logIn(processes[0]!.base);
  await browsers[1]!.logIn(processes[1]!.base);
  const sale = await findTrailPassSale(database.db);
  const orders = [];
  for (let n = 0; n < ORDERS; n += 1) orders.push(await placeOrder(processes[0]!.base, sale));

  let interrupted = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    // One place of each order, half of them on each process, all at once.
    const sent = orders.map((order, n) =>
      browsers[n % 2]!.call(
        processes[n % 2]!.base,
        'POST',
        `/orders/${order.orderId}/refunds`,
        { tickets: [{ lineItemTicketId: order.ticketId, quantity: 1 }], reason: 'Kill test' },
        randomUUID(),
      ).catch(() => null),
    );
    // Each process is killed at its own random moment, most often while a credit is on its way.
    await Promise.all(
      processes.map(async (_, p) => {
        await sleep(150 + Math.random() * 1100);
        await processes[p]!.shop.stop('SIGKILL');
      }),
    );
    await Promise.all(sent);
    const [pending] = await rows<{ n: number }>(
      sql`select count(*)::int as n from order_refunds where status = 'pending'`,
    );
    interrupted += Number(pending!.n);
    // Both at once, so both processes' recovery finds the stopped refunds at the same time.
    [processes[0], processes[1]] = await Promise.all([startShop(), startShop()]);
    // Both processes' recovery carries the stopped refunds on; wait until none is left.
    const deadline = Date.now() + 90_000;
    for (;;) {
      const [left] = await rows<{ n: number }>(
        sql`select (select count(*) from order_refunds where status = 'pending')::int
            + (select count(*) from payment_gateway_calls
               where result is null or result->>'reason' = 'unavailable')::int as n`,
      );
      if (Number(left!.n) === 0 || Date.now() > deadline) break;
      await sleep(500);
    }
  }
  await Promise.all(processes.map(({ shop }) => shop.stop()));

  // The kills did stop refunds half way, so recovery had work on both processes.
  expect(interrupted).toBeGreaterThan(0);
  const refunds = await rows<{ id: number; status: string; amount_cents: number }>(
    sql`select id, status, amount_cents from order_refunds order by id`,
  );
  expect(refunds.filter((refund) => refund.status !== 'succeeded')).toEqual([]);
  // The sandbox's own record: one succeeded credit per refund, of its amount, none voided, and
  // no credit that is not a refund's.
  const credits = await rows<{ order_id: string; amount_cents: number; voided: boolean }>(
    sql`select c.order_id, c.amount_cents, exists (select 1 from sandbox_transactions v
          where v.reference_token = c.token and v.transaction_type = 'Void' and v.succeeded) as voided
      from sandbox_transactions c where c.transaction_type = 'Credit' and c.succeeded`,
  );
  const creditsOf = (refundId: number) =>
    credits.filter((credit) => credit.order_id === `order-refund:${refundId}`);
  const doubled = refunds
    .map((refund) => ({ refund: refund.id, credits: creditsOf(refund.id).length }))
    .filter((entry) => entry.credits !== 1);
  expect(doubled).toEqual([]);
  expect(credits.filter((credit) => credit.voided)).toEqual([]);
  expect(credits).toHaveLength(refunds.length);
  for (const refund of refunds)
    expect(Number(creditsOf(refund.id)[0]!.amount_cents)).toBe(Number(refund.amount_cents));
  // Every order balances: charged less credited at the gateway is what the shop says it kept.
  const balances = await rows<{ id: number; kept: number; at_gateway: number }>(
    sql`select o.id, o.total_paid_cents - coalesce((select sum(r.amount_cents) from order_refunds r
          where r.order_id = o.id and r.status = 'succeeded'), 0) as kept,
        p.amount_cents - coalesce((select sum(c.amount_cents) from sandbox_transactions c
          where c.reference_token = p.token and c.transaction_type = 'Credit' and c.succeeded), 0)
          as at_gateway
      from orders o join sandbox_transactions p on p.token = o.charge_transaction_token`,
  );
  expect(balances).toHaveLength(ORDERS);
  expect(balances.filter((order) => Number(order.kept) !== Number(order.at_gateway))).toEqual([]);
  console.info(
    `refund kill test: ${refunds.length} refunds, ${interrupted} stopped half way and recovered`,
  );
}, 400_000);
