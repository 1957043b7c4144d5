/**
 * The on-sale queue across processes (issue 34, decision 104): two real server processes on one
 * PostgreSQL database, their workers advancing the queues every second, and the test's own two
 * pools calling `advanceQueues` at the same instant as two more processes would. The queue's row
 * lock decides: the early arrivals are drawn once, into places 1 to n in draw key order; those
 * joining as it opens land in the draw or behind it; the places let through follow the rate
 * whoever advances; one pass opens one cart. The queues are put in the database, opening seconds
 * ahead: the back office's opening is a minute of the clock (on-sale-queue.test.ts covers it).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queueTexts } from '@shop/core/queue-api';
import { openPostgres, queryRows, type DatabaseHandle } from '../../db/database.ts';
import { findTrailPassSale, spawnShop, type ShopProcess } from '../../test/shop-process.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import {
  callProcess,
  logDraws,
  openQueue as openQueueIn,
  queueProcessSettings,
} from './queue-process-kit.ts';
import { advanceQueues } from './queue-store.ts';

const EARLY = 120;
const RATE = 600;

let database: DatabaseHandle & { url?: string };
let workDir: string;
let shops: ShopProcess[] = [];
let bases: string[] = [];
/** Two pools of the test's own: two more processes' worth of connections. */
let pools: DatabaseHandle[] = [];

beforeAll(async () => {
  database = await createTestDatabase({ seededFor: new Date() });
  workDir = await mkdtemp(join(tmpdir(), 'shop-queue-test-'));
  const settings = queueProcessSettings(database.url!, workDir);
  shops = [spawnShop(settings, workDir), spawnShop(settings, workDir)];
  pools = [openPostgres(database.url!, 4), openPostgres(database.url!, 4)];
  await logDraws(database);
  bases = await Promise.all(shops.map((shop) => shop.address()));
}, 120_000);
afterAll(async () => {
  await Promise.all(shops.map((shop) => shop.stop()));
  await Promise.all(pools.map((pool) => pool.close()));
  await database.close();
  await rm(workDir, { recursive: true, force: true });
});

const query = <Row>(statement: ReturnType<typeof sql>) => queryRows<Row>(database.db, statement);

const call = callProcess;

const openQueue = (activityId: number, inMs: number, admitPerMinute: number) =>
  openQueueIn(database, activityId, inMs, admitPerMinute);

/** A visitor joining through process `n % 2` (with its ticket: asking its place again). */
async function joinQueue(activityId: number, n: number, ticket?: string) {
  const answer = await call(
    bases[n % 2]!,
    'POST',
    `/queue/activities/${activityId}/visitors`,
    ticket ? { ticket } : {},
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as { ticket: string; position: number | null };
}

/** One round of both pools' workers at the same instant. */
const advanceBoth = (now: Date) => Promise.all(pools.map((pool) => advanceQueues(pool.db, now)));

type QueueRow = { drawn_at: string; advanced_at: string; last_position: number; admitted: number };
async function readQueue(queueId: number) {
  const [row] = await query<QueueRow>(sql`select drawn_at, advanced_at, last_position, admitted
    from on_sale_queues where id = ${queueId}`);
  return { ...row!, admitted: Number(row!.admitted) };
}

/** How many times the queue was drawn: its draw's changes, as the trigger logged them. */
const draws = async (queueId: number) =>
  (await query(sql`select 1 from test_queue_draws where queue_id = ${queueId}`)).length;

/** The queue's visitors in the order of their draw keys, with their places. */
const visitorsByDrawKey = (queueId: number) =>
  query<{ id: string; position: number | null }>(
    sql`select id, position from queue_visitors where queue_id = ${queueId}
        order by draw_key, id`,
  );

const activityIds = async () =>
  (
    await query<{ id: number }>(
      sql`select id from activities where centaman_id <> 'trail-pass' order by id limit 2`,
    )
  ).map((row) => row.id);

/** The visitor a signed ticket or pass names (its payload, read without checking). */
const visitorIdOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()).v as string;

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

it('draws the early arrivals of both processes once, into places 1 to n, and lets them through at the rate', async () => {
  const [activityId] = await activityIds();
  const queue = await openQueue(activityId!, 10_000, RATE);
  const early = await Promise.all(range(1, EARLY).map((n) => joinQueue(activityId!, n)));
  expect(early.every((ticket) => ticket.position === null)).toBe(true);

  // Both pools at the opening instant, again and again, ahead of the processes' own workers.
  await sleep(queue.opensAt.getTime() - 400 - Date.now());
  for (let round = 0; round < 10; round += 1)
    await advanceBoth(new Date(queue.opensAt.getTime() + round));
  expect(await draws(queue.id)).toBe(1);
  const drawn = await readQueue(queue.id);
  expect(new Date(drawn.drawn_at).getTime()).toBeGreaterThanOrEqual(queue.opensAt.getTime());
  expect(drawn.last_position).toBe(EARLY);
  expect((await visitorsByDrawKey(queue.id)).map((row) => row.position)).toEqual(range(1, EARLY));
  // Each visitor is told its place by either process: the one the draw gave it.
  const told = await Promise.all(
    early.map((ticket, n) => joinQueue(activityId!, n + 1, ticket.ticket)),
  );
  const byId = new Map((await visitorsByDrawKey(queue.id)).map((row) => [row.id, row.position]));
  expect(told.map((ticket) => ticket.position)).toEqual(
    early.map((ticket) => byId.get(visitorIdOf(ticket.ticket))),
  );

  // A few seconds of the processes' workers and the pools, each every second or faster: let
  // through at the rate over the time advanced, whoever advanced.
  for (const stop = Date.now() + 3_000; Date.now() < stop; await sleep(100))
    await advanceBoth(new Date());
  await expectAdmittedAtRate(queue.id);

  // The pools again at shared instants ahead of the processes' clocks (whose rounds then add
  // nothing), one of them a stale clock: the places follow the latest instant, never past n.
  const from = new Date((await readQueue(queue.id)).advanced_at).getTime();
  for (let step = 1; step <= 40; step += 1) {
    const at = from + step * 250;
    await Promise.all([
      advanceQueues(pools[0]!.db, new Date(at)),
      advanceQueues(pools[1]!.db, new Date(at)),
      advanceQueues(pools[1]!.db, new Date(at - 400)),
    ]);
    await expectAdmittedAtRate(queue.id);
  }
  await advanceBoth(new Date(from + 24 * 3_600_000));
  expect((await readQueue(queue.id)).admitted).toBe(EARLY);
  expect(await draws(queue.id)).toBe(1);
  for (const base of bases) {
    const state = await call(base, 'GET', `/queue/activities/${activityId}`);
    expect(state.body.data).toMatchObject({ admittedThrough: EARLY, lastPosition: EARLY });
  }
}, 120_000);

/** Admitted: the rate over the time from the draw to the last advance, within one, never past n. */
async function expectAdmittedAtRate(queueId: number) {
  const queue = await readQueue(queueId);
  const minutes =
    (new Date(queue.advanced_at).getTime() - new Date(queue.drawn_at).getTime()) / 60_000;
  const expected = Math.min(queue.last_position, RATE * minutes);
  expect(Math.abs(queue.admitted - expected)).toBeLessThan(1);
  expect(queue.admitted).toBeLessThanOrEqual(queue.last_position);
}

it('places those joining as the queue opens, on both processes, in the draw or behind it', async () => {
  const [, activityId] = await activityIds();
  const queue = await openQueue(activityId!, 6_000, 1);
  const early = await Promise.all(range(1, 40).map((n) => joinQueue(activityId!, n)));
  // 80 joins every 5 ms across the opening, while both pools advance, the first one's clock
  // 50 ms ahead, as another machine's may be: it draws before the processes see the opening.
  await sleep(queue.opensAt.getTime() - 200 - Date.now());
  let joining = true;
  const rounds = (async () => {
    while (joining) {
      const now = Date.now();
      await Promise.all([
        advanceQueues(pools[0]!.db, new Date(now + 50)),
        advanceQueues(pools[1]!.db, new Date(now)),
        sleep(10),
      ]);
    }
  })();
  const around: Promise<{ ticket: string; position: number | null }>[] = [];
  for (const n of range(1, 80)) {
    around.push(joinQueue(activityId!, n));
    await sleep(5);
  }
  const answered = [...early, ...(await Promise.all(around))];
  joining = false;
  await rounds;
  expect(await draws(queue.id)).toBe(1);

  // Before anyone asks again: the draw placed 1 to D in draw key order, only visitors told
  // "no place yet", and every place handed out at a join lies behind it.
  const placedNow = await visitorsByDrawKey(queue.id);
  const waited = answered
    .filter((ticket) => ticket.position === null)
    .map((ticket) => visitorIdOf(ticket.ticket));
  const inDraw = placedNow.filter((row) => row.position !== null && waited.includes(row.id));
  const drawnCount = inDraw.length;
  expect(inDraw.map((row) => row.position)).toEqual(range(1, drawnCount));
  const joinedBehind = answered.filter((ticket) => ticket.position !== null);
  expect(joinedBehind.every((ticket) => ticket.position! > drawnCount)).toBe(true);
  expect(placedNow).toHaveLength(120);

  // Asking again through the other process places those who missed the draw behind it too.
  const final = await Promise.all(
    answered.map((ticket, n) => joinQueue(activityId!, n + 1, ticket.ticket)),
  );
  const positions = final.map((ticket) => ticket.position!);
  expect(new Set(positions).size).toBe(120);
  const missed = final.filter(
    (ticket, n) => answered[n]!.position === null && ticket.position! > drawnCount,
  );
  expect(drawnCount + joinedBehind.length + missed.length).toBe(120);
}, 120_000);

it('binds one pass to one cart when two processes use it at once', async () => {
  const sale = await findTrailPassSale(database.db);
  const queue = await openQueue(sale.activityId, 3_000, 10_000);
  const visitors = await Promise.all(range(1, 8).map((n) => joinQueue(sale.activityId, n)));
  // Drawn, then a minute's places let through (the pools ahead of the processes' clocks).
  await sleep(queue.opensAt.getTime() + 100 - Date.now());
  await advanceBoth(new Date(queue.opensAt.getTime() + 200));
  await advanceBoth(new Date(queue.opensAt.getTime() + 60_000));
  for (const [n, visitor] of visitors.entries()) {
    const passPath = `/queue/activities/${sale.activityId}/pass`;
    const passAnswer = await call(bases[n % 2]!, 'POST', passPath, { ticket: visitor.ticket });
    expect(passAnswer.status, JSON.stringify(passAnswer.body)).toBe(200);
    const pass = passAnswer.body.data.pass as string;
    // A cart on each process, and the same pass sent to both at once.
    const carts = await Promise.all(
      bases.map(async (base) => (await call(base, 'GET', '/ticketing/cart')).body.data.attributes),
    );
    const line = { activityId: sale.activityId, activityTimeId: sale.sessionId };
    const lines = await Promise.all(
      bases.map((base, b) =>
        call(base, 'POST', `/ticketing/line_items?cart_token=${carts[b].token}`, line, pass),
      ),
    );
    expect(lines.map((line) => line.status).sort()).toEqual([201, 409]);
    expect(lines.find((line) => line.status === 409)!.body.errors.message).toBe(
      queueTexts.passInUse,
    );
    const bound = await query<{ token: string }>(
      sql`select token from carts where queue_pass_id = ${visitorIdOf(pass)}`,
    );
    expect(bound.map((cart) => cart.token)).toEqual([
      carts[lines.findIndex((line) => line.status === 201)].token,
    ]);
  }
}, 120_000);
