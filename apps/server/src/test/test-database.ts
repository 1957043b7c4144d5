/**
 * A fresh, migrated database for one test file: a PGlite clone, or a PostgreSQL copy; with the
 * demo data of a day when asked, seeded once per worker and day and copied like the rest.
 */
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { openPostgres, wrapPglite, type DatabaseHandle } from '../db/database.ts';
import { seedDemoData } from '../seed/demo-data.ts';
import { runAsAdmin } from './postgres-admin.ts';

let migratedBase: Promise<PGlite> | undefined;

/** `make(day)` run once per day in this worker: later calls share its promise. */
function oncePerDay<T>(make: (day: Date) => Promise<T>): (day: Date) => Promise<T> {
  const made = new Map<string, Promise<T>>();
  return (day) => {
    const key = day.toISOString();
    if (!made.has(key)) made.set(key, make(day));
    return made.get(key)!;
  };
}

/** One migrated PGlite per worker (test files share the module with isolate: false). */
function migratedPglite(): Promise<PGlite> {
  migratedBase ??= (async () => {
    const base = await PGlite.create();
    await wrapPglite(base).migrate();
    return base;
  })();
  return migratedBase;
}

/** A migrated PGlite with the demo data seeded for a day, made once per worker and day. */
const seededPglite = oncePerDay(async (today) => {
  const seeded = (await (await migratedPglite()).clone()) as PGlite;
  await seedDemoData(wrapPglite(seeded).db, { today });
  return seeded;
});

const databaseUrl = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

const copyDatabase = (adminUrl: string, name: string, template: string) =>
  runAsAdmin(adminUrl, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);

/**
 * This worker's copy of the run's template with the demo data seeded for `today`, itself a
 * template for the test files' copies (named under the run's template, so its teardown drops it).
 */
const seededPostgresTemplate = oncePerDay(async (today) => {
  const template = inject('postgresTemplate')!;
  const seeded = `${template.template}_seed_${randomBytes(4).toString('hex')}`;
  await copyDatabase(template.adminUrl, seeded, template.template);
  const handle = openPostgres(databaseUrl(template.adminUrl, seeded), 2);
  try {
    await seedDemoData(handle.db, { today });
  } finally {
    await handle.close();
  }
  return seeded;
});

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
    ? await seededPostgresTemplate(options.seededFor)
    : template.template;
  const name = `${template.template}_${randomBytes(4).toString('hex')}`;
  await copyDatabase(template.adminUrl, name, source);
  const url = databaseUrl(template.adminUrl, name);
  return {
    url,
    drop: () => runAsAdmin(template.adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
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
