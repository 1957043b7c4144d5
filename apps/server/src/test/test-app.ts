/** A real Fastify app on a fresh database, with demo data seeded for a frozen "now". */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadSettings, type Settings } from '../config/settings.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { Failpoint } from '../modules/payments/failpoints.ts';
import { createTestDatabase } from './test-database.ts';

/** 08:00 in Denver on Tuesday, December 1, 2026. */
export const TEST_NOW = new Date('2026-12-01T15:00:00Z');

/**
 * The outbox worker's clock in a test. A queued message is due by the database's clock (its
 * `next_attempt_at` defaults to now()), which runs on while the test's clock stays where the test
 * set it, and is ahead of it once the real time passes TEST_NOW. The worker runs at the later of
 * the two, as a real worker runs after the messages it delivers were queued.
 */
export function workerClockOf(t: { now: { value: Date } }): () => Date {
  return () => new Date(Math.max(t.now.value.getTime(), Date.now()));
}

/**
 * What a real shop runs with in production (README, 'A real shop'): a real card gateway and
 * human verification (nothing here calls them until a visitor pays), no demo data, and a key for
 * the two-factor secrets. Tests keep their e-mails on disk and run on the embedded database,
 * as a staging site may, by name.
 */
export const productionSettings: Record<string, string> = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://tickets.example.org',
  PAYMENT_GATEWAY: 'spreedly',
  SPREEDLY_ENVIRONMENT_KEY: 'test-environment-key',
  SPREEDLY_ACCESS_SECRET: 'test-access-secret',
  SPREEDLY_GATEWAY_TOKEN: 'test-gateway-token',
  RECAPTCHA_DISABLED: 'false',
  RECAPTCHA_SECRET_KEY: 'test-recaptcha-secret',
  SEED_DEMO_DATA: 'false',
  TOTP_ENCRYPTION_KEY: 'dG90cC1rZXktZm9yLXRlc3RzLW9ubHktMzItYnl0ZXM=',
  ALLOW_FILE_MAIL_IN_PRODUCTION: 'true',
  ALLOW_EMBEDDED_DATABASE_IN_PRODUCTION: 'true',
};

export function testSettings(overrides: Record<string, string> = {}): Settings {
  return loadSettings({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '100000',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    // Tests change holds behind the API's back; the calendar cache has its own tests.
    ACTIVITY_TIMES_CACHE_MS: '0',
    CATALOGUE_CACHE_MS: '0',
    QUEUE_STATE_CACHE_MS: '0',
    ...overrides,
  });
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  now: { value: Date };
  close(): Promise<void>;
}

export async function createTestApp(
  options: {
    seed?: boolean;
    settings?: Record<string, string>;
    now?: Date;
    /** Where a sale stops or fails as a crash would (payment recovery tests). */
    failpoint?: Failpoint;
  } = {},
): Promise<TestApp> {
  const now = { value: options.now ?? TEST_NOW };
  const database = await createTestDatabase(options.seed === false ? {} : { seededFor: now.value });
  const app = await buildApp({
    settings: testSettings(options.settings),
    db: database.db,
    clock: () => now.value,
    logger: false,
    poolStats: database.poolStats,
    ...(options.failpoint ? { failpoint: options.failpoint } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    now,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
