/**
 * Statements on a PostgreSQL server's admin connection (CREATE and DROP DATABASE), for the test
 * databases' copies, the test API servers' databases and the e2e shops' databases
 * (playwright.config.ts: made empty before a shop starts, its server migrating and seeding it as
 * `npm start` does; e2e/drop-shop-databases.ts drops them when the run ends).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/database.ts';

export async function runAsAdmin(adminUrl: string, ...statements: string[]) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

const nameOf = (databaseUrl: string) => decodeURIComponent(new URL(databaseUrl).pathname.slice(1));

const dropStatement = (databaseUrl: string) =>
  `DROP DATABASE IF EXISTS "${nameOf(databaseUrl)}" WITH (FORCE)`;

/** Drops the database `databaseUrl` names, if a run before left it, and creates it empty. */
export async function recreateDatabase(adminUrl: string, databaseUrl: string) {
  await runAsAdmin(
    adminUrl,
    dropStatement(databaseUrl),
    `CREATE DATABASE "${nameOf(databaseUrl)}"`,
  );
}

/**
 * An empty database for a test server of its own (start-test-server.ts): on the PostgreSQL
 * server TEST_DATABASE_URL names when there is one (dropped again on close), else an in-memory
 * PGlite.
 */
export async function openFreshDatabase(): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return openPglite(null);
  const url = new URL(adminUrl);
  url.pathname = `${url.pathname}_server_${process.pid}_${randomBytes(4).toString('hex')}`;
  const databaseUrl = url.toString();
  await recreateDatabase(adminUrl, databaseUrl);
  const handle = openPostgres(databaseUrl, 10);
  return {
    ...handle,
    async close() {
      await handle.close();
      await runAsAdmin(adminUrl, dropStatement(databaseUrl));
    },
  };
}
