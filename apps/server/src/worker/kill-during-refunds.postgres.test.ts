/**
 * A refund is credited once, with real processes (decision 070): two shop processes on one
 * PostgreSQL database take partial refunds from the back office and are killed with SIGKILL at
 * random moments while the gateway is crediting them. Half the orders were raised by an edit
 * paid with a second charge, so their refunds are split across both charges (newest first).
 * Both processes start again and both run payment recovery on what the kills left pending. Then
 * the sandbox gateway's own ledger has exactly the credits each refund planned, under their own
 * keys, none twice and none for anything else, and every order's charges less its credits are
 * what the shop says it kept.
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
  return { orderId: Number(placed.body.data.id), token: String(placed.body.data.attributes.token) };
}

/** The visitor edits the order through the shop's API: two more passes, paid by a second charge. */
async function addPassesByEdit(base: string, orderToken: string, passTicketId: number) {
  const api = (method: string, path: string, body?: object, key?: string) =>
    callShop(base, { method, path, ...(body ? { body } : {}), ...(key ? { key } : {}) });
  const opened = await api('GET', `/api/v1/ticketing/orders/${orderToken}?edit_mode=true`);
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  const edit = opened.body.data.attributes.cart;
  const added = await api(
    'POST',
    `/api/v1/ticketing/line_items/${edit.lineItems[0].id}/line_item_tickets?cart_token=${edit.token}`,
    { ticketId: passTicketId, quantity: 2 },
  );
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  const card = await api('POST', '/sandbox-vault/v1/payment_methods.json', sandboxCardRequest());
  const committed = await api(
    'POST',
    `/api/v1/ticketing/orders?cart_token=${edit.token}&edit_mode=true`,
    {
      order: {
        orderToken,
        customerInfo: { ...testCustomer, cardToken: card.body.transaction.payment_method.token },
      },
    },
    randomUUID(),
  );
  expect(committed.status, JSON.stringify(committed.body)).toBe(201);
}

/** The order's ticket line now (an edit writes the order's places anew). */
async function ticketLineOf(orderId: number) {
  const [ticket] = await rows<{ id: number }>(
    sql`select lit.id from line_item_tickets lit join line_items li on li.id = lit.line_item_id
      join orders o on o.cart_id = li.cart_id where o.id = ${orderId} order by lit.id`,
  );
  return Number(ticket!.id);
}

interface Credit {
  key: string;
  amount_cents: number;
  charge: string;
  voided: boolean;
}
interface Refund {
  id: number;
  order_id: number;
  status: string;
  amount_cents: number;
  whole_order: boolean;
  credits: { transactionToken: string; amountCents: number; idempotencyKey: string }[];
}

/** The sandbox's own record of every charge an order was paid with: its first and its edit's. */
async function chargesAtGateway() {
  return rows<{ order_id: number; token: string; amount_cents: number }>(
    sql`select s.order_id, p.token, p.amount_cents from sandbox_transactions p
      join order_submissions s on s.idempotency_key = p.order_id and s.status = 'succeeded'
      where p.transaction_type = 'Purchase' and p.succeeded order by p.created_at`,
  );
}

/**
 * The gateway's credits are exactly the refunds' plans: each refund's parts under
 * `order-refund:<id>` then `order-refund:<id>:<n>`, each against its charge, summing to the
 * refund; no key credited twice, no credit that is not a refund's, none voided, and no charge
 * credited more than it was charged.
 */
async function expectCreditsAsPlanned(refunds: Refund[]) {
  const credits = await rows<Credit>(
    sql`select c.order_id as key, c.amount_cents, c.reference_token as charge,
        exists (select 1 from sandbox_transactions v where v.reference_token = c.token
          and v.transaction_type = 'Void' and v.succeeded) as voided
      from sandbox_transactions c where c.transaction_type = 'Credit' and c.succeeded`,
  );
  const keys = credits.map((credit) => credit.key);
  expect(keys.filter((key, n) => keys.indexOf(key) !== n)).toEqual([]);
  expect(credits.filter((credit) => credit.voided)).toEqual([]);
  const planned = refunds.flatMap((refund) => refund.credits);
  expect(credits).toHaveLength(planned.length);
  for (const refund of refunds) {
    const base = `order-refund:${refund.id}`;
    const made = credits
      .filter((credit) => credit.key === base || credit.key.startsWith(`${base}:`))
      .map((credit) => ({
        key: credit.key,
        cents: Number(credit.amount_cents),
        on: credit.charge,
      }));
    const plan = refund.credits.map((part, n) => {
      expect(part.idempotencyKey).toBe(n === 0 ? base : `${base}:${n + 1}`);
      return { key: part.idempotencyKey, cents: part.amountCents, on: part.transactionToken };
    });
    expect(made.sort((a, b) => a.key.localeCompare(b.key))).toEqual(plan);
    expect(made.reduce((sum, credit) => sum + credit.cents, 0)).toBe(Number(refund.amount_cents));
  }
  const overCredited = (await chargesAtGateway()).filter(
    (charge) =>
      credits
        .filter((credit) => credit.charge === charge.token)
        .reduce((sum, credit) => sum + Number(credit.amount_cents), 0) >
      Number(charge.amount_cents),
  );
  expect(overCredited).toEqual([]);
}

/** An edited order's refunds: one place from the edit's charge, then the rest across both. */
async function expectSplitAcrossCharges(edited: number[], refunds: Refund[]) {
  const charges = await chargesAtGateway();
  for (const orderId of edited) {
    const [first, second] = charges.filter((charge) => Number(charge.order_id) === orderId);
    expect(second, `order ${orderId} has the edit's charge`).toBeDefined();
    const [place, rest] = refunds.filter((refund) => Number(refund.order_id) === orderId);
    expect(place!.credits.map((part) => part.transactionToken)).toEqual([second!.token]);
    expect(rest!.whole_order).toBe(true);
    expect(rest!.credits.map((part) => part.transactionToken)).toEqual([
      second!.token,
      first!.token,
    ]);
  }
}

/** Every order balances: its charges less the credits against them are what the shop kept. */
async function expectOrdersBalanced() {
  const balances = await rows<{ id: number; kept: number; at_gateway: number }>(
    sql`select o.id, o.total_paid_cents - coalesce((select sum(r.amount_cents) from order_refunds r
          where r.order_id = o.id and r.status = 'succeeded'), 0) as kept,
        (select sum(p.amount_cents - coalesce((select sum(c.amount_cents)
            from sandbox_transactions c where c.reference_token = p.token
            and c.transaction_type = 'Credit' and c.succeeded), 0))
          from sandbox_transactions p join order_submissions s on s.idempotency_key = p.order_id
          where s.order_id = o.id and s.status = 'succeeded'
            and p.transaction_type = 'Purchase' and p.succeeded) as at_gateway
      from orders o`,
  );
  expect(balances).toHaveLength(ORDERS);
  expect(balances.filter((order) => Number(order.kept) !== Number(order.at_gateway))).toEqual([]);
}

/** Waits until both processes' recovery has carried every stopped refund on. */
async function waitForRecovery() {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const [left] = await rows<{ n: number }>(
      sql`select (select count(*) from order_refunds where status = 'pending')::int
          + (select count(*) from payment_gateway_calls
             where result is null or result->>'reason' = 'unavailable')::int as n`,
    );
    if (Number(left!.n) === 0 || Date.now() > deadline) return;
    await sleep(500);
  }
}

it('partial refunds killed at random moments on two processes, some across two charges, are credited once each, and every order balances', async () => {
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
  const placed = [];
  for (let n = 0; n < ORDERS; n += 1) placed.push(await placeOrder(processes[0]!.base, sale));
  // Half the orders are raised by an edit: their refunds are split across two charges.
  const edited = placed.filter((_, n) => n % 2 === 0).map((order) => order.orderId);
  for (const order of placed.filter((_, n) => n % 2 === 0))
    await addPassesByEdit(processes[1]!.base, order.token, sale.ticketId);
  const orders: { orderId: number; ticketId: number }[] = [];
  for (const { orderId } of placed) orders.push({ orderId, ticketId: await ticketLineOf(orderId) });

  let interrupted = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    // One place of each order, half of them on each process, all at once; in the last round the
    // edited orders are refunded whole, a credit from each of their two charges.
    const keys = orders.map(() => randomUUID());
    const refundOf = (n: number) => {
      const { orderId, ticketId } = orders[n]!;
      const body =
        round === ROUNDS - 1 && edited.includes(orderId)
          ? { wholeOrder: true, reason: 'Kill test' }
          : { tickets: [{ lineItemTicketId: ticketId, quantity: 1 }], reason: 'Kill test' };
      return browsers[n % 2]!.call(
        processes[n % 2]!.base,
        'POST',
        `/orders/${orderId}/refunds`,
        body,
        keys[n],
      );
    };
    const sent = orders.map((_, n) => refundOf(n).catch(() => null));
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
    await waitForRecovery();
    // The clerk retries every request under its key: a refund the kill stopped before it was
    // written is made now, one already made is answered as it was.
    const retried = await Promise.all(orders.map((_, n) => refundOf(n)));
    expect(retried.filter((answer) => answer.status >= 300)).toEqual([]);
    await waitForRecovery();
  }
  await Promise.all(processes.map(({ shop }) => shop.stop()));

  // The kills did stop refunds half way, so recovery had work on both processes.
  expect(interrupted).toBeGreaterThan(0);
  const refunds = await rows<Refund>(
    sql`select id, order_id, status, amount_cents, whole_order, credits from order_refunds
      order by id`,
  );
  expect(refunds).toHaveLength(ORDERS * ROUNDS);
  expect(refunds.filter((refund) => refund.status !== 'succeeded')).toEqual([]);
  await expectSplitAcrossCharges(edited, refunds);
  await expectCreditsAsPlanned(refunds);
  await expectOrdersBalanced();
  const split = refunds.filter((refund) => refund.credits.length > 1).length;
  console.info(
    `refund kill test: ${refunds.length} refunds (${split} across two charges), ${interrupted} stopped half way and recovered`,
  );
}, 400_000);
