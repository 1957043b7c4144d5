/**
 * The on-sale queue survives a restart (issue 34, decision 104): everything a queue knows is in
 * PostgreSQL, and its tickets and passes are signed with a key derived from TOTP_ENCRYPTION_KEY,
 * so a process started after another was killed (SIGKILL, no goodbye) carries on where it
 * stopped. Process A draws a first queue, lets a few visitors through and gives one a pass that
 * opens a cart; visitors join a second queue, not yet open, through A; A is killed; process B
 * starts on the same database. B answers A's tickets with the same places, honours A's pass and
 * its cart, draws the second queue once by its own worker, lets both through at their rate, and
 * gives passes that open carts. The queues are put in the database, opening seconds ahead.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queueTexts } from '@shop/core/queue-api';
import { queryRows, type DatabaseHandle } from '../../db/database.ts';
import { findTrailPassSale, spawnShop, type ShopProcess } from '../../test/shop-process.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import {
  callProcess,
  logDraws,
  openQueue as openQueueIn,
  queueProcessSettings,
} from './queue-process-kit.ts';

const VISITORS = 20;
const RATE = 60;

let database: DatabaseHandle & { url?: string };
let workDir: string;
let settings: Record<string, string>;
const shops: ShopProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase({ seededFor: new Date() });
  workDir = await mkdtemp(join(tmpdir(), 'shop-queue-restart-'));
  settings = queueProcessSettings(database.url!, workDir, {
    // The server secret, the same for both processes and nowhere else: the tokens' key.
    TOTP_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  });
  await logDraws(database);
}, 120_000);
afterAll(async () => {
  await Promise.all(shops.map((shop) => shop.stop()));
  await database.close();
  await rm(workDir, { recursive: true, force: true });
});

/** Starts a shop process on the test's database and answers it with its address. */
async function startShop() {
  const shop = spawnShop(settings, workDir);
  shops.push(shop);
  return { shop, base: await shop.address() };
}

const query = <Row>(statement: ReturnType<typeof sql>) => queryRows<Row>(database.db, statement);

const call = callProcess;

const openQueue = (activityId: number, inMs: number) =>
  openQueueIn(database, activityId, inMs, RATE);
type Queue = Awaited<ReturnType<typeof openQueue>>;
type Ticket = { ticket: string; position: number | null };

/** A visitor joining through `base` (with its ticket: asking its place again). */
async function joinQueue(base: string, queue: Queue, ticket?: string): Promise<Ticket> {
  const path = `/queue/activities/${queue.activityId}/visitors`;
  const answer = await call(base, 'POST', path, ticket ? { ticket } : {});
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

const joinAll = (base: string, queue: Queue, tickets?: Ticket[]) =>
  Promise.all(
    (tickets ?? Array.from({ length: VISITORS }, () => undefined)).map((ticket) =>
      joinQueue(base, queue, ticket?.ticket),
    ),
  );

async function askPass(base: string, queue: Queue, ticket: Ticket) {
  const path = `/queue/activities/${queue.activityId}/pass`;
  return call(base, 'POST', path, { ticket: ticket.ticket });
}

type QueueRow = { drawn_at: string | null; advanced_at: string | null; admitted: number };
async function readQueue(queueId: number): Promise<QueueRow & { last_position: number }> {
  const [row] = await query<QueueRow & { last_position: number }>(
    sql`select drawn_at, advanced_at, last_position, admitted from on_sale_queues
        where id = ${queueId}`,
  );
  return { ...row!, admitted: Number(row!.admitted) };
}

/** Reads the queue until `done` holds: waiting on the processes' workers, not timing them. */
async function untilQueue(queueId: number, done: (row: QueueRow) => boolean, what: string) {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await sleep(100)) {
    const row = await readQueue(queueId);
    if (done(row)) return row;
  }
  throw new Error(`queue ${queueId} never ${what}`);
}

const draws = async (queueId: number) =>
  query<{ drawn_at: string }>(
    sql`select drawn_at from test_queue_draws where queue_id = ${queueId}`,
  );

/** Admitted: the rate over the time from the draw to the last advance, within one, never past n. */
async function expectAdmittedAtRate(queueId: number) {
  const queue = await readQueue(queueId);
  const minutes =
    (new Date(queue.advanced_at!).getTime() - new Date(queue.drawn_at!).getTime()) / 60_000;
  expect(Math.abs(queue.admitted - Math.min(queue.last_position, RATE * minutes))).toBeLessThan(1);
  expect(queue.admitted).toBeLessThanOrEqual(queue.last_position);
}

/** A new cart on `base` and a line of the Trail Pass session, sent with the pass. */
async function cartWithLine(
  base: string,
  sale: { activityId: number; sessionId: number },
  pass: string,
) {
  const cart = (await call(base, 'GET', '/ticketing/cart')).body.data.attributes as {
    token: string;
  };
  const line = await call(
    base,
    'POST',
    `/ticketing/line_items?cart_token=${cart.token}`,
    { activityId: sale.activityId, activityTimeId: sale.sessionId },
    pass,
  );
  return { cart, line };
}

const byPosition = (tickets: Ticket[], position: number) =>
  tickets.find((ticket) => ticket.position === position)!;

it('carries a queue on across a SIGKILL: tickets, passes, carts, one draw and the rate', async () => {
  const sale = await findTrailPassSale(database.db);
  const [other] = await query<{ id: number }>(
    sql`select id from activities where centaman_id <> 'trail-pass' order by id limit 1`,
  );
  const a = await startShop();

  // Process A: the first queue's early arrivals, drawn by A at the opening, a few let through.
  const first = await openQueue(sale.activityId, 3_000);
  const early = await joinAll(a.base, first);
  await untilQueue(first.id, (row) => row.admitted >= 2, 'let two through on A');
  const placedByA = await joinAll(a.base, first, early);
  expect(placedByA.map((ticket) => ticket.position).sort((x, y) => x! - y!)).toEqual(
    Array.from({ length: VISITORS }, (_, index) => index + 1),
  );
  const firstVisitor = byPosition(placedByA, 1);
  const passAnswer = await askPass(a.base, first, firstVisitor);
  expect(passAnswer.status, JSON.stringify(passAnswer.body)).toBe(200);
  const passOfA = passAnswer.body.data as { pass: string; expiresAt: string };
  const cartOfA = await cartWithLine(a.base, sale, passOfA.pass);
  expect(cartOfA.line.status, JSON.stringify(cartOfA.line.body)).toBe(201);

  // The second queue's visitors join through A before it opens; A dies before the opening.
  const second = await openQueue(other!.id, 3_000);
  const waiting = await joinAll(a.base, second);
  expect(waiting.every((ticket) => ticket.position === null)).toBe(true);
  await a.shop.stop('SIGKILL');
  expect(await a.shop.exited).toBeNull();
  const killedAt = new Date();
  const atKill = await readQueue(first.id);
  expect((await readQueue(second.id)).drawn_at).toBeNull();

  const b = await startShop();
  await expectTicketsHonoured(b.base, first, placedByA);
  await expectPassOfAHonoured(b.base, { first, sale, firstVisitor, passOfA, cartOfA });
  await expectDrawnOnceByB(b.base, second, waiting, killedAt);

  // B's worker lets the first queue through at its rate, on from where A left it.
  const moved = await untilQueue(
    first.id,
    (row) => new Date(row.advanced_at!) > killedAt && Math.floor(row.admitted) > atKill.admitted,
    'advanced on B',
  );
  await expectAdmittedAtRate(first.id);
  await expectAdmittedAtRate(second.id);
  expect(await draws(first.id)).toHaveLength(1);

  // A visitor whose turn came on B has a pass from B, and it opens a cart.
  const turnOnB = byPosition(placedByA, Math.floor(moved.admitted));
  const passOfB = await askPass(b.base, first, turnOnB);
  expect(passOfB.status, JSON.stringify(passOfB.body)).toBe(200);
  const cartOfB = await cartWithLine(b.base, sale, passOfB.body.data.pass);
  expect(cartOfB.line.status, JSON.stringify(cartOfB.line.body)).toBe(201);
}, 120_000);

/** B answers each ticket A gave with the same token and place. */
async function expectTicketsHonoured(base: string, queue: Queue, tickets: Ticket[]) {
  expect(await joinAll(base, queue, tickets)).toEqual(tickets);
}

/** A's pass still holds on B: same turn, its cart grows, and it opens no other cart. */
async function expectPassOfAHonoured(
  base: string,
  context: {
    first: Queue;
    sale: Awaited<ReturnType<typeof findTrailPassSale>>;
    firstVisitor: Ticket;
    passOfA: { pass: string; expiresAt: string };
    cartOfA: Awaited<ReturnType<typeof cartWithLine>>;
  },
) {
  const { first, sale, firstVisitor, passOfA, cartOfA } = context;
  // Asking B again gives the same turn, ending when A said: a restart renews no turn.
  const again = await askPass(base, first, firstVisitor);
  expect(again.status).toBe(200);
  expect(again.body.data.expiresAt).toBe(passOfA.expiresAt);
  const lineId = cartOfA.line.body.data.id as number;
  const added = await call(
    base,
    'POST',
    `/ticketing/line_items/${lineId}/line_item_tickets?cart_token=${cartOfA.cart.token}`,
    { ticketId: sale.ticketId, quantity: 1 },
    passOfA.pass,
  );
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  const copied = await cartWithLine(base, sale, passOfA.pass);
  expect(copied.line.status).toBe(409);
  expect(copied.line.body.errors.message).toBe(queueTexts.passInUse);
}

/** The queue that opened while no process ran: drawn once, by B, after A's death, 1 to n. */
async function expectDrawnOnceByB(base: string, queue: Queue, waiting: Ticket[], killedAt: Date) {
  const drawn = await untilQueue(queue.id, (row) => row.drawn_at !== null, 'drawn on B');
  expect(new Date(drawn.drawn_at!) > killedAt).toBe(true);
  expect(new Date(drawn.drawn_at!) >= queue.opensAt).toBe(true);
  expect(await draws(queue.id)).toHaveLength(1);
  const byKey = await query<{ id: string; position: number }>(
    sql`select id, position from queue_visitors where queue_id = ${queue.id}
        order by draw_key, id`,
  );
  expect(byKey.map((row) => row.position)).toEqual(
    Array.from({ length: VISITORS }, (_, index) => index + 1),
  );
  // A's tickets now tell the places B's draw gave their visitors.
  const told = await joinAll(base, queue, waiting);
  const placeOf = new Map(byKey.map((row) => [row.id, row.position]));
  const visitorOf = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()).v as string;
  expect(told.map((ticket) => ticket.position)).toEqual(
    waiting.map((ticket) => placeOf.get(visitorOf(ticket.ticket))),
  );
}
