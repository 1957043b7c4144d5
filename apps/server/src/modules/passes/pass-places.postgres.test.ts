/**
 * Two carts of one household racing for one pass holder's membership place never both win
 * (issue 31), with two real server processes on one PostgreSQL database: each cart's claim goes
 * to its own process at once, and the holder's row lock and the count under it decide, not
 * anything a process keeps in memory. Then the household's two holders and a third claim for
 * them: two places, never three.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passPlacesResponseSchema } from '@shop/core/pass-booking';
import { queryRows, type DatabaseHandle } from '../../db/database.ts';
import { findDemoMembershipId } from '../../seed/demo-memberships.ts';
import { sandboxCardRequest } from '../../test/shop-client.ts';
import { sharedDatabaseSettings, spawnShop, type ShopProcess } from '../../test/shop-process.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { buyDualPassThrough } from './pass-places-test-kit.ts';

const ROUNDS = 6;

let database: DatabaseHandle & { url?: string };
let workDir: string;
let shops: ShopProcess[] = [];
let bases: string[] = [];

async function call(
  base: string,
  method: string,
  path: string,
  body?: object,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
    signal: AbortSignal.timeout(60_000),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, body: (await response.json()) as any };
}

beforeAll(async () => {
  database = await createTestDatabase({ seededFor: new Date() });
  workDir = await mkdtemp(join(tmpdir(), 'shop-pass-places-test-'));
  const settings = sharedDatabaseSettings(database.url!, workDir, {
    RATE_LIMIT_PER_MINUTE: '1000000',
    OUTBOX_POLL_SECONDS: '3600',
  });
  shops = [spawnShop(settings, workDir), spawnShop(settings, workDir)];
  bases = await Promise.all(shops.map((shop) => shop.address()));
}, 120_000);
afterAll(async () => {
  await Promise.all(shops.map((shop) => shop.stop()));
  await database.close();
  await rm(workDir, { recursive: true, force: true });
});

/** A household that bought a Dual Pass (Ada and Bo), through the first process. */
async function buyDualPass() {
  const base = bases[0]!;
  const firstProcess = {
    api: (method: string, path: string, body?: object, headers?: Record<string, string>) =>
      call(base, method, `/api/v1${path}`, body, headers),
    async tokenize() {
      const card = await call(
        base,
        'POST',
        '/sandbox-vault/v1/payment_methods.json',
        sandboxCardRequest(),
      );
      expect(card.status, JSON.stringify(card.body)).toBe(201);
      return card.body.transaction.payment_method.token as string;
    },
  };
  const dualPassId = await findDemoMembershipId(database.db, 'dual-pass');
  const { bearer } = await buyDualPassThrough(
    firstProcess,
    dualPassId,
    `race.${randomUUID().slice(0, 8)}@example.org`,
  );
  return bearer;
}

/** Public skating sessions from tomorrow on, one a round, with their skate admission. */
async function skateSessions() {
  return queryRows<{ id: number; activityId: number; ticketId: number }>(
    database.db,
    sql`select s.id, s.activity_id as "activityId", t.id as "ticketId"
        from activity_times s
        join activities a on a.id = s.activity_id
        join tickets t on t.activity_id = a.id and t.centaman_id = 'skate-admission'
        where a.centaman_id = 'public-skate' and s.starts_at > now() + interval '1 day'
        order by s.starts_at limit ${ROUNDS * 2}`,
  );
}

/** A cart with a line at the session, made through the given process. */
async function cartAt(base: string, session: { id: number; activityId: number }) {
  const cart = await call(base, 'GET', '/api/v1/ticketing/cart');
  const token = cart.body.data.attributes.token as string;
  const line = await call(base, 'POST', `/api/v1/ticketing/line_items?cart_token=${token}`, {
    activityId: session.activityId,
    activityTimeId: session.id,
  });
  expect(line.status, JSON.stringify(line.body)).toBe(201);
  return { base, token, lineId: line.body.data.id as number };
}

const claim = (
  bearer: object,
  at: { base: string; token: string; lineId: number },
  body: { memberId: number; ticketId: number },
) =>
  call(
    at.base,
    'POST',
    `/api/v1/ticketing/line_items/${at.lineId}/pass_places?cart_token=${at.token}`,
    body,
    bearer as Record<string, string>,
  );

async function holdersOf(bearer: object, sessionId: number) {
  const answer = await call(
    bases[0]!,
    'GET',
    `/api/v1/ticketing/pass_places?activity_time_id=${sessionId}`,
    undefined,
    bearer as Record<string, string>,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return passPlacesResponseSchema.parse(answer.body).data.attributes.holders;
}

async function placesOf(memberId: number) {
  const [row] = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from line_item_tickets where pass_member_id = ${memberId}`,
  );
  return Number(row!.n);
}

describe('two carts of one household on two processes', () => {
  it('never both take one holder’s place at a session', async () => {
    const bearer = await buyDualPass();
    const sessions = (await skateSessions()).slice(0, ROUNDS);
    expect(sessions).toHaveLength(ROUNDS);
    const [ada] = await holdersOf(bearer, sessions[0]!.id);
    for (const session of sessions) {
      const carts = await Promise.all(bases.map((base) => cartAt(base, session)));
      const answers = await Promise.all(
        carts.map((at) =>
          claim(bearer, at, { memberId: ada!.memberId, ticketId: session.ticketId }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    }
    expect(await placesOf(ada!.memberId)).toBe(ROUNDS);
  }, 180_000);

  it('give a household of two holders two places a session, however many claims race', async () => {
    const bearer = await buyDualPass();
    const sessions = (await skateSessions()).slice(ROUNDS, ROUNDS * 2);
    const holders = await holdersOf(bearer, sessions[0]!.id);
    expect(holders).toHaveLength(2);
    for (const session of sessions) {
      const carts = await Promise.all(bases.map((base) => cartAt(base, session)));
      // Each cart claims both holders at once: four claims for two places.
      const answers = await Promise.all(
        carts.flatMap((at) =>
          holders.map((holder) =>
            claim(bearer, at, { memberId: holder.memberId, ticketId: session.ticketId }),
          ),
        ),
      );
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(2);
      expect(answers.filter((answer) => answer.status === 409)).toHaveLength(2);
      const after = await holdersOf(bearer, session.id);
      expect(after.every((holder) => holder.booked)).toBe(true);
    }
  }, 180_000);
});
