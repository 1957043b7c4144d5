/**
 * A real shop API on an ephemeral port with demo data seeded for today, for the web app's
 * component tests and other out-of-process clients: on a PostgreSQL database of its own when
 * TEST_DATABASE_URL names a server, else on an in-memory PGlite (decision 098).
 */
import { buildApp } from '../app.ts';
import type { Database } from '../db/database.ts';
import { seedDemoData } from '../seed/demo-data.ts';
import { openFreshDatabase } from './postgres-admin.ts';
import { testSettings } from './test-app.ts';

export async function startTestServer(): Promise<{ url: string; close(): Promise<void> }> {
  return startTestServerWith((db) => seedDemoData(db, { today: new Date() }));
}

/** The same API over a database that `prepare` fills instead; answers what `prepare` returned. */
export async function startTestServerWith<T>(
  prepare: (db: Database) => Promise<T>,
): Promise<{ url: string; prepared: T; close(): Promise<void> }> {
  const database = await openFreshDatabase();
  await database.migrate();
  const prepared = await prepare(database.db);
  const app = await buildApp({ settings: testSettings(), db: database.db, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/api/v1`,
    prepared,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
