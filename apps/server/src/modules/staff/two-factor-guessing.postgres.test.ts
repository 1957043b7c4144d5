/**
 * Two-factor guessing counts one guess at a time (issue 29, item 14), with two real server
 * processes on one PostgreSQL database: 50 wrong codes sent at once across both are checked at
 * most MEMBER_LOGIN_FREE_FAILURES times and once more (the first slowed-down slot), the rest
 * answered 429 unchecked; 30 recovery-code renewals with a wrong password at once likewise.
 * The failures used to be read before any was recorded, so most parallel guesses were checked.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from 'otplib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import {
  adminBrowser,
  sharedDatabaseSettings,
  spawnShop,
  type ShopProcess,
} from '../../test/shop-process.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { createStaffAccount } from './create-staff-account.ts';

const FREE_FAILURES = 5;
const PASSWORD = 'Backcountry-2026';

let database: DatabaseHandle & { url?: string };
let workDir: string;
let shops: ShopProcess[] = [];
let bases: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  workDir = await mkdtemp(join(tmpdir(), 'shop-two-factor-test-'));
  const settings = sharedDatabaseSettings(database.url!, workDir, {
    RATE_LIMIT_PER_MINUTE: '1000000',
    MEMBER_RATE_LIMIT_PER_ADDRESS: '100000',
    MEMBER_LOGIN_FREE_FAILURES: String(FREE_FAILURES),
    MEMBER_LOGIN_MAX_DELAY_SECONDS: '60',
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

/** An admin with two-factor set up through the API; answers its e-mail, secret and session. */
async function enrolledAdmin(email: string) {
  await createStaffAccount({ db: database.db, clock: () => new Date() }, null, {
    email,
    name: 'Test admin',
    role: 'admin',
    password: PASSWORD,
  });
  const browser = adminBrowser();
  const base = bases[0]!;
  expect((await browser.call(base, 'POST', '/login', { email, password: PASSWORD })).status).toBe(
    200,
  );
  const started = await browser.call(base, 'POST', '/two-factor');
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const secret = started.body.data.secret as string;
  const confirmed = await browser.call(base, 'POST', '/two-factor/confirm', {
    code: await generate({ secret }),
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return { email, secret, browser };
}

/** A six-digit code that is not the app's for any step a login accepts now. */
async function wrongCode(secret: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const right = await Promise.all(
    [-60, -30, 0, 30, 60].map((offset) => generate({ secret, epoch: now + offset })),
  );
  for (let n = 0; ; n += 1) {
    const code = String(n).padStart(6, '0');
    if (!right.includes(code)) return code;
  }
}

const tally = (statuses: number[]) =>
  Object.fromEntries(
    [...new Set(statuses)].sort().map((s) => [s, statuses.filter((x) => x === s).length]),
  );

it('checks at most the allowed wrong codes of 50 sent at once to two processes; the rest wait', async () => {
  const { email, secret } = await enrolledAdmin('guessed@wasatchlegacy.org');
  const code = await wrongCode(secret);
  const statuses = await Promise.all(
    Array.from({ length: 50 }, async (_, i) => {
      const response = await adminBrowser().call(bases[i % 2]!, 'POST', '/login', {
        email,
        password: PASSWORD,
        code,
      });
      return response.status;
    }),
  );
  const counts = tally(statuses);
  // 401: the code was checked and wrong; 429: refused unchecked.
  expect(Object.keys(counts).sort(), JSON.stringify(counts)).toEqual(['401', '429']);
  expect(counts[401], JSON.stringify(counts)).toBeLessThanOrEqual(FREE_FAILURES + 1);
  expect(counts[401]).toBeGreaterThanOrEqual(1);
}, 120_000);

it('lets at most the allowed of 30 recovery-code renewals with a wrong password at once be checked', async () => {
  const { browser } = await enrolledAdmin('renewing@wasatchlegacy.org');
  const statuses = await Promise.all(
    Array.from({ length: 30 }, async (_, i) => {
      const response = await browser.call(bases[i % 2]!, 'POST', '/two-factor/recovery-codes', {
        proof: 'Not-the-password-9',
      });
      return response.status;
    }),
  );
  const counts = tally(statuses);
  // 422: the password was checked and wrong; 429: refused unchecked.
  expect(Object.keys(counts).sort(), JSON.stringify(counts)).toEqual(['422', '429']);
  expect(counts[422], JSON.stringify(counts)).toBeLessThanOrEqual(FREE_FAILURES + 1);
}, 120_000);
