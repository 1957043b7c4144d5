/**
 * Offers across processes (issue 34, decision 103): two real server processes on one PostgreSQL
 * database, each with its worker offering places every second, while visitors on the second
 * process try to buy the same places the moment they come back. Each entry is offered once, and
 * the places offered and sold together never exceed the places that came back.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../../db/database.ts';
import { sharedDatabaseSettings, spawnShop, type ShopProcess } from '../../test/shop-process.ts';
import { createTestDatabase } from '../../test/test-database.ts';

const ENTRIES = 6;
const CAME_BACK = 4;
const VISITORS = 4;

let database: DatabaseHandle & { url?: string };
let workDir: string;
let shops: ShopProcess[] = [];
let bases: string[] = [];

async function call(base: string, method: string, path: string, body?: object) {
  const response = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    ...(body ? { body: JSON.stringify(body) } : {}),
    signal: AbortSignal.timeout(60_000),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, body: (await response.json().catch(() => null)) as any };
}

beforeAll(async () => {
  database = await createTestDatabase({ seededFor: new Date() });
  workDir = await mkdtemp(join(tmpdir(), 'shop-waitlist-test-'));
  const settings = sharedDatabaseSettings(database.url!, workDir, {
    RATE_LIMIT_PER_MINUTE: '1000000',
    OUTBOX_POLL_SECONDS: '3600',
    WAITLIST_OFFER_SECONDS: '1',
  });
  shops = [spawnShop(settings, workDir), spawnShop(settings, workDir)];
  bases = await Promise.all(shops.map((shop) => shop.address()));
}, 120_000);
afterAll(async () => {
  await Promise.all(shops.map((shop) => shop.stop()));
  await database.close();
  await rm(workDir, { recursive: true, force: true });
});

const query = async <Row>(statement: ReturnType<typeof sql>) =>
  (await queryRows(database.db, statement)) as Row[];

/** A visitor on `base` buying one place: a cart, a line and a ticket; true once held. */
async function tryToBuyOne(base: string, session: { id: number; activity_id: number }) {
  const cart = await call(base, 'GET', '/ticketing/cart');
  const token = cart.body.data.attributes.token as string;
  const line = await call(base, 'POST', `/ticketing/line_items?cart_token=${token}`, {
    activityId: session.activity_id,
    activityTimeId: session.id,
  });
  if (line.status !== 201) return false;
  const [ticket] = await query<{ id: number }>(
    sql`select id from tickets where activity_id = ${session.activity_id} and not add_on
      and active order by general desc, position limit 1`,
  );
  const added = await call(
    base,
    'POST',
    `/ticketing/line_items/${line.body.data.id}/line_item_tickets?cart_token=${token}`,
    { ticketId: ticket!.id, quantity: 1 },
  );
  return added.status === 201;
}

it('two processes offer each entry once, and never an offered place to a visitor', async () => {
  const [session] = await query<{ id: number; activity_id: number }>(
    sql`select t.id, t.activity_id from activity_times t join activities a on a.id = t.activity_id
      where a.centaman_id = 'zipline-tour' and t.starts_at > now() + interval '3 days'
      order by t.starts_at limit 1`,
  );
  await query(
    sql`update activity_times set sold = capacity where id = ${session!.id} returning id`,
  );
  for (let n = 0; n < ENTRIES; n += 1) {
    const joined = await call(
      bases[n % 2]!,
      'POST',
      `/ticketing/activities/${session!.activity_id}/activity_times/${session!.id}/waitlist`,
      { email: `race.${randomUUID()}@example.org`, places: 1 },
    );
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
  }

  const offered = async () =>
    (
      await query<{ n: number }>(
        sql`select count(*)::int as n from waitlist_entries
          where activity_time_id = ${session!.id} and offered_at is not null`,
      )
    )[0]!.n;
  const places = async () =>
    (
      await query<{ free: number; offer_holds: number }>(
        sql`select t.capacity - t.sold - t.held as free,
            (select coalesce(sum(h.quantity), 0)::int from holds h
              join waitlist_entries e on e.offer_cart_id = h.cart_id
              where e.activity_time_id = t.id) as offer_holds
          from activity_times t where t.id = ${session!.id}`,
      )
    )[0];
  const freeUp = (count: number) =>
    query(
      sql`update activity_times set sold = sold - ${count} where id = ${session!.id} returning id`,
    );

  // Places come back while nobody else is buying: both workers race for them.
  await freeUp(CAME_BACK);
  await expect.poll(offered, { timeout: 20_000, interval: 250 }).toBe(CAME_BACK);
  // A few more rounds on both processes change nothing.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  expect(await offered()).toBe(CAME_BACK);
  expect(await places()).toEqual({ free: 0, offer_holds: CAME_BACK });

  // The last two come back while visitors on the second process try to buy them at once.
  await freeUp(ENTRIES - CAME_BACK);
  const bought = await Promise.all(
    Array.from({ length: VISITORS }, () => tryToBuyOne(bases[1]!, session!)),
  );
  const sold = bought.filter(Boolean).length;
  await expect.poll(offered, { timeout: 20_000, interval: 250 }).toBe(ENTRIES - sold);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  expect(await offered()).toBe(ENTRIES - sold);
  expect(await places()).toEqual({ free: 0, offer_holds: ENTRIES - sold });
}, 120_000);
