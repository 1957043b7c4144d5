/**
 * Playwright's global teardown: drops the visitors' shop's PostgreSQL database, when the run made
 * one (playwright.config.ts, e2eDatabaseUrl; apps/server/src/test/create-e2e-admins.ts made it).
 * It speaks to PostgreSQL with `pg` itself: the e2e project's type check does not take in the
 * server's sources, where `postgres-admin.ts` does the same for the server's tests.
 */
import pg from 'pg';
import { e2eDatabaseUrl } from '../playwright.config.ts';

export default async function dropShopDatabases() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const databaseUrl = e2eDatabaseUrl(Number(process.env.E2E_PORT));
  if (!adminUrl || !databaseUrl) return;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
