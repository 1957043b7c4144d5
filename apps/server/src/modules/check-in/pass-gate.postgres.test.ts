/**
 * Two devices scanning one pass card at once admit it once (issue 31), with two real server
 * processes on one PostgreSQL database, each device logged in to its own: at a timed session
 * (where the admission also takes a place), at an untimed activity (once a day), and two holders
 * for a timed session's last place. The admissions' unique indexes and the session's row lock
 * decide, not anything a process keeps in memory.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passCheckInTexts } from '@shop/core/check-in-api';
import { addDaysToIsoDate, shopDateAt } from '@shop/core/shop-time';
import { queryRows, type DatabaseHandle } from '../../db/database.ts';
import {
  adminBrowser,
  sharedDatabaseSettings,
  spawnShop,
  type ShopProcess,
} from '../../test/shop-process.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { createStaffAccount } from '../staff/create-staff-account.ts';
import {
  insertGateActivity,
  insertGateSession,
  insertPassHolder,
  insertPassProduct,
} from './pass-gate-test-kit.ts';

const PASSWORD = 'Backcountry-2026';
const ROUNDS = 8;

let database: DatabaseHandle & { url?: string };
let workDir: string;
let shops: ShopProcess[] = [];
let bases: string[] = [];
let devices: ReturnType<typeof adminBrowser>[] = [];
let skateId: number;
let museumId: number;
let productId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  workDir = await mkdtemp(join(tmpdir(), 'shop-pass-gate-test-'));
  const settings = sharedDatabaseSettings(database.url!, workDir, {
    RATE_LIMIT_PER_MINUTE: '1000000',
    OUTBOX_POLL_SECONDS: '3600',
  });
  shops = [spawnShop(settings, workDir), spawnShop(settings, workDir)];
  const db = database.db;
  skateId = await insertGateActivity(db, { name: 'Oval Skate', timed: true });
  museumId = await insertGateActivity(db, { name: 'Ski Museum', timed: false });
  productId = await insertPassProduct(db, {
    name: 'Gate Dual Pass',
    includedActivityIds: [skateId, museumId],
  });
  bases = await Promise.all(shops.map((shop) => shop.address()));
  // A device at each process, each logged in as a gatekeeper of its own.
  devices = await Promise.all(
    bases.map(async (base, n) => {
      const email = `gate${n}@wasatchlegacy.org`;
      await createStaffAccount({ db, clock: () => new Date() }, null, {
        email,
        name: `Gatekeeper ${n}`,
        role: 'check-in',
        password: PASSWORD,
      });
      const device = adminBrowser();
      const login = await device.call(base, 'POST', '/login', { email, password: PASSWORD });
      expect(login.status, JSON.stringify(login.body)).toBe(200);
      return device;
    }),
  );
}, 120_000);
afterAll(async () => {
  await Promise.all(shops.map((shop) => shop.stop()));
  await database.close();
  await rm(workDir, { recursive: true, force: true });
});

/** A session open now (the processes run on the real clock), with `capacity` places. */
function sessionNow(activityId: number, capacity: number, sold = 0) {
  const now = Date.now();
  return insertGateSession(database.db, {
    activityId,
    startsAt: new Date(now - 10 * 60_000),
    endsAt: new Date(now + 50 * 60_000),
    capacity,
    sold,
  });
}

let holders = 0;
function newHolder() {
  holders += 1;
  const today = shopDateAt(new Date());
  return insertPassHolder(database.db, {
    membershipId: productId,
    firstName: `Holder${holders}`,
    startsOn: addDaysToIsoDate(today, -30),
    expiresOn: addDaysToIsoDate(today, 300),
  });
}

/** Both devices scan at once, each at its own process; answers the statuses, sorted. */
async function scanAtOnce(sessionId: number, codes: [string, string]) {
  const answers = await Promise.all(
    devices.map((device, n) =>
      device.call(bases[n]!, 'POST', `/check-in/sessions/${sessionId}/admissions`, {
        code: codes[n],
      }),
    ),
  );
  return {
    statuses: answers.map((answer) => answer.status).sort(),
    refused: answers.find((answer) => answer.status === 409)?.body.errors,
  };
}

async function countOf(statement: ReturnType<typeof sql>) {
  const [row] = await queryRows<{ n: number }>(database.db, statement);
  return Number(row!.n);
}

describe('two devices on two processes scanning one card at once', () => {
  it('admit its holder to a timed session once, taking one place', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const holder = await newHolder();
      const session = await sessionNow(skateId, 40);
      const { statuses, refused } = await scanAtOnce(session, [holder.code, holder.code]);
      expect(statuses).toEqual([201, 409]);
      expect(refused.title).toBe(passCheckInTexts.alreadyAdmittedTitle);
      expect(refused.message).toMatch(
        /^Already admitted to this session at .+ by Gatekeeper \d\.$/,
      );
      expect(
        await countOf(sql`select count(*)::int as n from pass_admissions
          where member_id = ${holder.memberId}`),
      ).toBe(1);
      expect(await countOf(sql`select sold as n from activity_times where id = ${session}`)).toBe(
        1,
      );
    }
  }, 120_000);

  it('admit its holder to an untimed activity once that day', async () => {
    const session = await sessionNow(museumId, 3000);
    for (let round = 0; round < ROUNDS; round += 1) {
      const holder = await newHolder();
      const { statuses, refused } = await scanAtOnce(session, [holder.code, holder.code]);
      expect(statuses).toEqual([201, 409]);
      expect(refused.message).toMatch(/^Already admitted today at .+ by Gatekeeper \d\./);
      expect(
        await countOf(sql`select count(*)::int as n from pass_admissions
          where member_id = ${holder.memberId}`),
      ).toBe(1);
    }
  }, 120_000);

  it('give a timed session’s last place to one of two holders, never past capacity', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const [first, second] = [await newHolder(), await newHolder()];
      const session = await sessionNow(skateId, 6, 5);
      const { statuses, refused } = await scanAtOnce(session, [first.code, second.code]);
      expect(statuses).toEqual([201, 409]);
      expect(refused.title).toBe(passCheckInTexts.fullTitle);
      expect(await countOf(sql`select sold as n from activity_times where id = ${session}`)).toBe(
        6,
      );
    }
  }, 120_000);
});
