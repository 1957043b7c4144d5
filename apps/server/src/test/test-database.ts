/**
 * A fresh, migrated database for one test file: a PGlite clone, or a PostgreSQL copy; with the
 * demo data of a day when asked, seeded once per worker and day and copied like the rest.
 */
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openPostgres, wrapPglite, type DatabaseHandle } from '../db/database.ts';
import { seedDemoData } from '../seed/demo-data.ts';

let migratedBase: Promise<PGlite> | undefined;
/** Migrated and seeded PGlites, by the seed's day. */
const seededBases = new Map<string, Promise<PGlite>>();
/** PostgreSQL templates migrated and seeded by this worker, by the seed's day. */
const seededTemplates = new Map<string, Promise<string>>();

/** One migrated PGlite per worker (test files share the module with isolate: false). */
function migratedPglite(): Promise<PGlite> {
  migratedBase ??= (async () => {
    const base = await PGlite.create();
    await wrapPglite(base).migrate();
    return base;
  })();
  return migratedBase;
}

/** A migrated PGlite with the demo data seeded for `today`, made once per worker. */
function seededPglite(today: Date): Promise<PGlite> {
  const key = today.toISOString();
  let base = seededBases.get(key);
  if (!base) {
    base = (async () => {
      const seeded = (await (await migratedPglite()).clone()) as PGlite;
      await seedDemoData(wrapPglite(seeded).db, { today });
      return seeded;
    })();
    seededBases.set(key, base);
  }
  return base;
}

const databaseUrl = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

async function copyDatabase(adminUrl: string, name: string, template: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  } finally {
    await admin.end();
  }
}

/**
 * This worker's copy of the run's template with the demo data seeded for `today`, itself a
 * template for the test files' copies (named under the run's template, so its teardown drops it).
 */
function seededPostgresTemplate(
  template: { adminUrl: string; template: string },
  today: Date,
): Promise<string> {
  const key = today.toISOString();
  let name = seededTemplates.get(key);
  if (!name) {
    name = (async () => {
      const seeded = `${template.template}_seed_${randomBytes(4).toString('hex')}`;
      await copyDatabase(template.adminUrl, seeded, template.template);
      const handle = openPostgres(databaseUrl(template.adminUrl, seeded), 2);
      try {
        await seedDemoData(handle.db, { today });
      } finally {
        await handle.close();
      }
      return seeded;
    })();
    seededTemplates.set(key, name);
  }
  return name;
}

/**
 * With TEST_DB=postgres, the URL of a fresh copy of the migrated template database (seeded for
 * `seededFor` when given), for a server process of the test's own; `drop` removes it. Null on
 * PGlite (the process opens its own).
 */
export async function createPostgresTestDatabase(options: { seededFor?: Date } = {}): Promise<{
  url: string;
  drop(): Promise<void>;
} | null> {
  const template = inject('postgresTemplate');
  if (!template) return null;
  const source = options.seededFor
    ? await seededPostgresTemplate(template, options.seededFor)
    : template.template;
  const name = `${template.template}_${randomBytes(4).toString('hex')}`;
  await copyDatabase(template.adminUrl, name, source);
  const url = databaseUrl(template.adminUrl, name);
  return {
    url,
    async drop() {
      const cleanup = new pg.Client({ connectionString: template.adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * A test database, with the demo data of `seededFor`'s day when given; `url` is a PostgreSQL
 * copy's address, for a server process of its own.
 */
export async function createTestDatabase(
  options: { seededFor?: Date } = {},
): Promise<DatabaseHandle & { url?: string }> {
  const copy = await createPostgresTestDatabase(options);
  if (!copy) {
    const base = options.seededFor ? await seededPglite(options.seededFor) : await migratedPglite();
    return wrapPglite((await base.clone()) as PGlite);
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
