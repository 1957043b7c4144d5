/** A fresh, migrated database for one test file: a PGlite clone, or a PostgreSQL copy. */
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openPostgres, wrapPglite, type DatabaseHandle } from '../db/database.ts';

let migratedBase: Promise<PGlite> | undefined;

/** One migrated PGlite per worker (test files share the module with isolate: false). */
function migratedPglite(): Promise<PGlite> {
  migratedBase ??= (async () => {
    const base = await PGlite.create();
    await wrapPglite(base).migrate();
    return base;
  })();
  return migratedBase;
}

/**
 * With TEST_DB=postgres, the URL of a fresh copy of the migrated template database, for a server
 * process of the test's own; `drop` removes it. Null on PGlite (the process opens its own).
 */
export async function createPostgresTestDatabase(): Promise<{
  url: string;
  drop(): Promise<void>;
} | null> {
  const template = inject('postgresTemplate');
  if (!template) return null;
  const name = `${template.template}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template.template}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(template.adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: template.adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** A test database; `url` is a PostgreSQL copy's address, for a server process of its own. */
export async function createTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const copy = await createPostgresTestDatabase();
  if (!copy) {
    const clone = await (await migratedPglite()).clone();
    return wrapPglite(clone as PGlite);
  }
  const handle = openPostgres(copy.url, 20);
  return {
    ...handle,
    url: copy.url,
    async close() {
      await handle.close();
      await copy.drop();
    },
  };
}
