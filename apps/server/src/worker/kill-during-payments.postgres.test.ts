/**
 * Money survives a crash (decision 020), with real processes: the shop runs as its own server
 * process on PostgreSQL while visitors pay for tickets, and is killed with SIGKILL again and
 * again in the middle of their payments. Visitors whose payment got no answer try again with a
 * new idempotency key, as the browser does. After a last start the recovery job settles what the
 * kills left; then every successful charge has exactly one order or one void, no submission is
 * left pending, and no cart is charged twice.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../db/database.ts';
import { sandboxCardRequest, testCustomer } from '../test/shop-client.ts';
import { callShop, findTrailPassSale, spawnShop, type ShopProcess } from '../test/shop-process.ts';
import { createTestDatabase } from '../test/test-database.ts';

const KILLS = 12;
const VISITORS = 8;

let database: DatabaseHandle & { url?: string };
let workDir: string;
/** The address of the shop process now running. */
let base = '';
beforeAll(async () => {
  database = await createTestDatabase();
  workDir = await mkdtemp(join(tmpdir(), 'shop-kill-test-'));
});
afterAll(async () => {
  await database.close();
  await rm(workDir, { recursive: true, force: true });
});

/** Starts the shop as `npm start` does (without the web build), and waits for it to listen. */
async function startShop(seed = false): Promise<ShopProcess> {
  const shop = spawnShop(
    {
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      DATABASE_URL: database.url!,
      DATA_DIR: join(workDir, 'data'),
      SEED_DEMO_DATA: String(seed),
      WEB_DIST_DIR: join(workDir, 'no-web-build'),
      RATE_LIMIT_PER_MINUTE: '1000000',
      // A gateway across the internet takes a while, half of it after the card is charged: kills
      // then land between a charge and its order.
      SANDBOX_VAULT_DELAY_MS: '300',
      PAYMENT_RECOVERY_GRACE_SECONDS: '2',
      // E-mails are not what this test is about; their PDFs would only load the machine.
      OUTBOX_POLL_SECONDS: '3600',
    },
    workDir,
  );
  base = await shop.address();
  return shop;
}

function api(method: string, path: string, body?: object, key?: string) {
  return callShop(base, { method, path, ...(body ? { body } : {}), ...(key ? { key } : {}) });
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return queryRows<T>(database.db, query);
}

/** Waits until a card charged since `since` has no answer stored with its key, or the deadline. */
async function untilAChargeIsUnanswered(since: Date, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    const [charged] = await rows<{ token: string }>(
      sql`select t.token from sandbox_transactions t
        join payment_gateway_calls g on g.idempotency_key = t.order_id
        where t.transaction_type = 'Purchase' and t.succeeded and g.result is null
          and t.created_at > ${since.toISOString()}::timestamptz
        limit 1`,
    );
    if (charged) return;
    await sleep(10);
  }
}

/** A visitor buying one trail pass after another, keeping its cart until it is ordered. */
async function visit(
  sale: { activityId: number; sessionId: number; ticketId: number },
  tally: { orders: number; refused: number; unanswered: number; unexpected: string[] },
  isRunning: () => boolean,
) {
  let cartToken: string | null = null;
  while (isRunning()) {
    try {
      if (!cartToken) {
        const cart = await api('GET', '/api/v1/ticketing/cart');
        const token: string = cart.body.data.attributes.token;
        const line = await api('POST', `/api/v1/ticketing/line_items?cart_token=${token}`, {
          activityId: sale.activityId,
          activityTimeId: sale.sessionId,
        });
        await api(
          'POST',
          `/api/v1/ticketing/line_items/${line.body.data.id}/line_item_tickets?cart_token=${token}`,
          { ticketId: sale.ticketId, quantity: 1 },
        );
        cartToken = token;
      }
      const card = await api(
        'POST',
        '/sandbox-vault/v1/payment_methods.json',
        sandboxCardRequest(),
      );
      // A new key for every try, as the browser makes one when the form changes.
      const placed = await api(
        'POST',
        `/api/v1/ticketing/orders?cart_token=${cartToken}`,
        {
          order: {
            customerInfo: {
              ...testCustomer,
              cardToken: card.body.transaction.payment_method.token,
            },
          },
        },
        randomUUID(),
      );
      if (placed.status === 201) {
        tally.orders += 1;
        cartToken = null;
      } else if (placed.status === 409 || placed.status === 503) {
        tally.refused += 1;
        await sleep(200);
      } else {
        tally.unexpected.push(`${placed.status} ${JSON.stringify(placed.body)}`);
      }
    } catch {
      // The shop was killed under this request: its outcome is unknown to the visitor.
      tally.unanswered += 1;
      await sleep(100);
    }
  }
}

it('after SIGKILLs in the middle of payments, every charge has one order or one void, and nothing is pending', async () => {
  let shop = await startShop(true);
  const target = await findTrailPassSale(database.db);
  const tally = { orders: 0, refused: 0, unanswered: 0, unexpected: [] as string[] };
  let running = true;
  const visitors = Array.from({ length: VISITORS }, () => visit(target, tally, () => running));

  for (let killed = 0; killed < KILLS; killed += 1) {
    const startedAt = new Date();
    await sleep(300 + Math.random() * 700);
    // Mostly in the worst place: a card charged at the gateway whose answer the shop has not
    // stored yet (the sandbox answers half its delay after charging).
    await untilAChargeIsUnanswered(startedAt, Date.now() + 10_000);
    await shop.stop('SIGKILL');
    shop = await startShop();
  }
  // Let the visitors retry on the last start, then let recovery settle the rest.
  await sleep(3_000);
  running = false;
  await Promise.all(visitors);
  const deadline = Date.now() + 45_000;
  for (;;) {
    const [left] = await rows<{ n: number }>(
      sql`select (select count(*) from order_submissions
                    where status in ('pending', 'recovering'))::int
          + (select count(*) from payment_gateway_calls
             where result is null or result->>'reason' = 'unavailable')::int as n`,
    );
    if (Number(left!.n) === 0 || Date.now() > deadline) break;
    await sleep(500);
  }
  await shop.stop();

  expect(tally.unexpected).toEqual([]);
  expect(tally.orders).toBeGreaterThan(0);
  const unsettled = await rows<{ status: string; n: number }>(
    sql`select status, count(*)::int as n from order_submissions
        where status in ('pending', 'recovering') group by status`,
  );
  expect(unsettled).toEqual([]);
  const unknownCalls = await rows<{ idempotency_key: string }>(
    sql`select idempotency_key from payment_gateway_calls
        where result is null or result->>'reason' = 'unavailable'`,
  );
  expect(unknownCalls).toEqual([]);
  const charges = await rows<{ token: string; orders: number; voids: number }>(
    sql`select p.token,
        (select count(*)::int from orders o where o.charge_transaction_token = p.token) as orders,
        (select count(*)::int from sandbox_transactions v where v.reference_token = p.token
         and v.transaction_type = 'Void' and v.succeeded) as voids
      from sandbox_transactions p where p.transaction_type = 'Purchase' and p.succeeded`,
  );
  const orphans = charges.filter((charge) => Number(charge.orders) + Number(charge.voids) !== 1);
  expect(orphans).toEqual([]);
  // Kills did land between a charge and its order, and recovery voided those charges.
  expect(charges.filter((charge) => Number(charge.voids) > 0).length).toBeGreaterThan(0);
  const doubleCharged = await rows<{ cart_id: number }>(
    sql`select s.cart_id from order_submissions s
        join payment_gateway_calls g on g.idempotency_key = s.idempotency_key
        where g.result->>'succeeded' = 'true'
          and not exists (select 1 from sandbox_transactions v
            where v.reference_token = g.result->>'transactionToken'
              and v.transaction_type = 'Void' and v.succeeded)
        group by s.cart_id having count(*) > 1`,
  );
  expect(doubleCharged).toEqual([]);
  console.info(
    `kill test: ${KILLS} kills, ${tally.orders} orders, ${charges.length} charges, ` +
      `${charges.filter((charge) => Number(charge.voids) > 0).length} voided, ` +
      `${tally.unanswered} unanswered requests, ${tally.refused} refused tries`,
  );
}, 240_000);
