/**
 * The database contract in one place: each file of `db/functions/` is the current source of one
 * function, and the migrated database must hold exactly it (see `db/functions/README.md`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows, type Database } from './database.ts';
import { createTestDatabase } from '../test/test-database.ts';

const directory = new URL('./functions/', import.meta.url);
const files = readdirSync(directory)
  .filter((file) => file.endsWith('.sql'))
  .map((file) => {
    const source = readFileSync(new URL(file, directory), 'utf8');
    const name = /CREATE OR REPLACE FUNCTION "([a-z_]+)"/.exec(source)?.[1];
    return { file, source, name };
  });

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const definitionRows = z.array(z.object({ definition: z.string() }));

/** Every definition of functions of this name, as PostgreSQL writes them out. */
async function definitionsOf(db: Pick<Database, 'execute'>, name: string): Promise<string[]> {
  const rows = await queryRows(
    db,
    sql`select pg_get_functiondef(p.oid) as definition from pg_proc p
        join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.proname = ${name} order by p.oid`,
  );
  return definitionRows.parse(rows).map(({ definition }) => definition.replace(/\s+/g, ' ').trim());
}

class RolledBack extends Error {}

describe('the SQL function files', () => {
  it.each(files)('$file is the function the migrations leave in the database', async (entry) => {
    expect(entry.name, `${entry.file} creates no function`).toBeDefined();
    const name = entry.name!;
    const migrated = await definitionsOf(database.db, name);
    expect(migrated, `the migrations leave no function ${name}`).toHaveLength(1);
    // Applying the file changes nothing: same arguments (no second function beside it), same
    // answer, language and body, up to whitespace. Rolled back either way.
    let applied: string[] = [];
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql.raw(entry.source));
        applied = await definitionsOf(tx, name);
        throw new RolledBack();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RolledBack)) throw error;
      });
    expect(applied).toEqual(migrated);
  });

  it('cover every function the migrations write', async () => {
    const rows = await queryRows(
      database.db,
      sql`select p.proname as name from pg_proc p
          join pg_namespace n on n.oid = p.pronamespace
          join pg_language l on l.oid = p.prolang
          where n.nspname = 'public' and l.lanname in ('plpgsql', 'sql') order by 1`,
    );
    const names = z.array(z.object({ name: z.string() })).parse(rows);
    expect(names.map(({ name }) => name)).toEqual(files.map(({ name }) => name).sort());
  });
});
