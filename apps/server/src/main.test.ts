/**
 * The server as it is started for real (`tsx apps/server/src/main.ts`), in production mode: what
 * it refuses, and what a real shop and a staging site start with.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from './db/database.ts';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from './seed/demo-memberships.ts';
import { spawnShop, type ShopProcess } from './test/shop-process.ts';
import { createPostgresTestDatabase } from './test/test-database.ts';
import { productionSettings } from './test/test-app.ts';
import { createStaffAccount } from './modules/staff/create-staff-account.ts';

const START_TIMEOUT_MS = 90_000;

interface StartedShop extends ShopProcess {
  /** Where its data lives, to be opened once it has stopped. */
  database: { DATABASE_URL?: string; DATA_DIR: string };
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Starts main.ts with only these settings, on a database and in a folder of its own. */
async function startShop(settings: Record<string, string>): Promise<StartedShop> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'shop-main-test-'));
  const postgres = await createPostgresTestDatabase();
  cleanups.push(async () => {
    await postgres?.drop();
    await rm(workDir, { recursive: true, force: true });
  });
  const database = {
    DATA_DIR: path.join(workDir, 'data'),
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  };
  const shop = spawnShop(
    {
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: path.join(workDir, 'no-web-build'),
      ...database,
      ...settings,
    },
    workDir,
  );
  cleanups.push(() => shop.stop());
  return { ...shop, database };
}

/** How many rows each table holds, read once the server has stopped. */
async function countRows(shop: StartedShop, tables: string[]): Promise<Record<string, number>> {
  const handle = await openDatabase({ ...shop.database, DATABASE_POOL_SIZE: 1 });
  try {
    const counts: Record<string, number> = {};
    for (const table of tables) {
      const [row] = await queryRows<{ n: number }>(
        handle.db,
        sql`select count(*)::int as n from ${sql.identifier(table)}`,
      );
      counts[table] = Number(row!.n);
    }
    return counts;
  } finally {
    await handle.close();
  }
}

async function getJson(url: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url);
  return { status: response.status, body: await response.json() };
}

async function logInAsDemoMember(address: string): Promise<number> {
  const response = await fetch(`${address}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_MEMBER_EMAIL, password: DEMO_MEMBER_PASSWORD }),
  });
  return response.status;
}

describe('starting the server in production', () => {
  it(
    'refuses the development defaults, naming each variable and the opt-in that allows it',
    async () => {
      const shop = await startShop({ NODE_ENV: 'production' });
      expect(await shop.exited).toBe(1);
      const output = shop.output();
      for (const name of [
        'PAYMENT_GATEWAY',
        'RECAPTCHA_DISABLED',
        'SEED_DEMO_DATA',
        'ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION=true',
        'ALLOW_RECAPTCHA_DISABLED_IN_PRODUCTION=true',
        'ALLOW_DEMO_DATA_IN_PRODUCTION=true',
        'MAIL_TRANSPORT',
        'ALLOW_FILE_MAIL_IN_PRODUCTION=true',
        'TOTP_ENCRYPTION_KEY',
        'PUBLIC_URL',
        // The embedded database, when the test runs on it.
        ...(shop.database.DATABASE_URL
          ? []
          : ['DATABASE_URL', 'ALLOW_EMBEDDED_DATABASE_IN_PRODUCTION=true']),
      ])
        expect(output).toContain(name);
      expect(output).not.toContain('Server listening');
    },
    START_TIMEOUT_MS,
  );

  it(
    'starts a real shop with an empty catalogue: no activity, membership, member or coupon',
    async () => {
      const shop = await startShop(productionSettings);
      const address = await shop.address();
      expect(await getJson(`${address}/api/v1/ticketing/activities`)).toMatchObject({
        status: 200,
        body: { data: [] },
      });
      expect(await getJson(`${address}/api/v1/memberships/memberships`)).toMatchObject({
        status: 200,
        body: { data: [] },
      });
      expect(await logInAsDemoMember(address)).toBe(401);
      await shop.stop();
      expect(await shop.exited).toBe(0);

      const tables = ['venues', 'activities', 'memberships', 'coupons', 'members'];
      expect(await countRows(shop, [...tables, 'member_credentials'])).toEqual(
        Object.fromEntries([...tables, 'member_credentials'].map((table) => [table, 0])),
      );
    },
    START_TIMEOUT_MS,
  );

  it(
    'runs a staging site when each development default is opted in: the demo shop, in production mode',
    async () => {
      const shop = await startShop({
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://staging.example.org',
        ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: 'true',
        ALLOW_RECAPTCHA_DISABLED_IN_PRODUCTION: 'true',
        ALLOW_DEMO_DATA_IN_PRODUCTION: 'true',
        ALLOW_FILE_MAIL_IN_PRODUCTION: 'true',
        ALLOW_EMBEDDED_DATABASE_IN_PRODUCTION: 'true',
        TOTP_ENCRYPTION_KEY: productionSettings.TOTP_ENCRYPTION_KEY!,
      });
      const address = await shop.address();
      const activities = await getJson(`${address}/api/v1/ticketing/activities`);
      expect(activities.status).toBe(200);
      expect((activities.body as { data: unknown[] }).data.length).toBeGreaterThan(0);
      expect(await logInAsDemoMember(address)).toBe(200);
    },
    START_TIMEOUT_MS,
  );

  it(
    'encrypts two-factor secrets stored in clear at start, and refuses a key that does not open them',
    async () => {
      const first = await startShop(productionSettings);
      await first.address();
      await first.stop();
      const secret = 'JBSWY3DPEHPK3PXP';
      await withDatabase(first, async (db) => {
        const account = await createStaffAccount({ db, clock: () => new Date() }, null, {
          email: 'ops@wasatchlegacy.org',
          name: 'Robin Summit',
          role: 'admin',
          password: 'Backcountry-2026',
        });
        // As an earlier version stored it.
        await queryRows(db, sql`update staff set totp_secret = ${secret} where id = ${account.id}`);
      });
      const restart = (key: string) =>
        spawnShop(
          {
            LOG_LEVEL: 'info',
            WEB_DIST_DIR: path.join(first.database.DATA_DIR, 'no-web-build'),
            ...first.database,
            ...productionSettings,
            TOTP_ENCRYPTION_KEY: key,
          },
          path.dirname(first.database.DATA_DIR),
        );

      const second = restart(productionSettings.TOTP_ENCRYPTION_KEY!);
      await second.address();
      await second.stop();
      const stored = await withDatabase(first, (db) =>
        queryRows<{ row: string }>(db, sql`select row_to_json(s)::text as row from staff s`),
      );
      expect(stored).toHaveLength(1);
      expect(stored[0]!.row).not.toContain(secret);
      expect(stored[0]!.row).toContain('"totp_secret":"v1:');

      const third = restart(Buffer.alloc(32, 9).toString('base64'));
      expect(await third.exited).toBe(1);
      expect(third.output()).toContain(
        "TOTP_ENCRYPTION_KEY does not decrypt the staff's stored two-factor secrets",
      );
      expect(third.output()).not.toContain('Server listening');
    },
    3 * START_TIMEOUT_MS,
  );
});

/** Runs `use` on the stopped shop's database. */
async function withDatabase<T>(
  shop: StartedShop,
  use: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>,
): Promise<T> {
  const handle = await openDatabase({ ...shop.database, DATABASE_POOL_SIZE: 1 });
  try {
    return await use(handle.db);
  } finally {
    await handle.close();
  }
}
