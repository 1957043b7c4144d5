/**
 * One database handle for the whole server: a node-postgres pool when DATABASE_URL is set,
 * else embedded PGlite in DATA_DIR. Both speak the same SQL and run the same migrations.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrationsFolder } from '../server-paths.ts';
import { KeepingPool } from './keeping-pool.ts';
import { PreparingClient } from './preparing-client.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** Runs raw SQL on the database or a transaction and answers its rows (both drivers give `rows`). */
export async function queryRows<T>(executor: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export interface DatabaseHandle {
  db: Database;
  kind: 'postgres' | 'pglite';
  /** Applies pending migrations; safe to call from several processes at once. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The pool's connections now (PostgreSQL only), for the metrics. */
  poolStats?: () => { total: number; idle: number; waiting: number };
}

export { migrationsFolder };

// Any constant shared by every server process: holders of this advisory lock run migrations.
const MIGRATION_LOCK_ID = 7_301_954;

export function openPostgres(url: string, poolSize = 10): DatabaseHandle {
  const pool = new KeepingPool({ connectionString: url, max: poolSize, Client: PreparingClient });
  // An idle client's error (server restart) must not crash the process; the pool reconnects.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
  };
}

export function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder }),
    close: () => client.close(),
  };
}

export async function openPglite(dataDir: string | null): Promise<DatabaseHandle> {
  if (dataDir === null) return wrapPglite(await PGlite.create());
  const dir = path.resolve(dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  return wrapPglite(await PGlite.create(dir));
}

export async function openDatabase(settings: {
  DATABASE_URL?: string | undefined;
  DATABASE_POOL_SIZE: number;
  DATA_DIR: string;
}): Promise<DatabaseHandle> {
  return settings.DATABASE_URL
    ? openPostgres(settings.DATABASE_URL, settings.DATABASE_POOL_SIZE)
    : openPglite(settings.DATA_DIR);
}
