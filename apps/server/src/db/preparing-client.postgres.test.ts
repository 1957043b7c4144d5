/**
 * The pool's connections prepare each statement with parameters once (decision 067): PostgreSQL
 * lists it among the connection's prepared statements, and a later run reuses it.
 */
import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database.ts';
import { queryRows, type DatabaseHandle } from './database.ts';
import { MAX_PREPARED_STATEMENTS } from './preparing-client.ts';
import { carts } from './schema.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** The statements prepared on the connection that runs this (the pool has one, used in turn). */
async function preparedStatements() {
  return queryRows<{
    name: string;
    statement: string;
    generic_plans: number;
    custom_plans: number;
  }>(
    database.db,
    sql`select name, statement, generic_plans::int, custom_plans::int from pg_prepared_statements order by statement`,
  );
}

it('prepares a statement with parameters once and runs it again by name', async () => {
  for (let run = 0; run < 8; run += 1) {
    const rows = await queryRows<{ n: number }>(database.db, sql`select ${run}::int + 1 as n`);
    expect(rows).toEqual([{ n: run + 1 }]);
  }
  const prepared = (await preparedStatements()).filter((row) => row.statement.includes('+ 1 as n'));
  expect(prepared).toHaveLength(1);
  expect(prepared[0]!.name).toMatch(/^s[\w-]{27}$/);
  // Eight runs of one prepared statement: PostgreSQL planned it at most once per run.
  expect(prepared[0]!.generic_plans + prepared[0]!.custom_plans).toBe(8);
});

it('gives different texts different names, and leaves statements without parameters unprepared', async () => {
  await queryRows(database.db, sql`select ${1}::int as a`);
  await queryRows(database.db, sql`select ${1}::int as b`);
  await queryRows(database.db, sql`select 1 as without_parameters`);
  const statements = await preparedStatements();
  const names = statements.filter((row) => / as [ab]$/.test(row.statement)).map((row) => row.name);
  expect(new Set(names).size).toBe(2);
  expect(statements.some((row) => row.statement.includes('without_parameters'))).toBe(false);
});

it('prepares the statements of a transaction and of the query builder too', async () => {
  const answer = await database.db.transaction(async (tx) => {
    await queryRows(tx, sql`select ${2}::int as in_transaction`);
    return queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from pg_prepared_statements
      where statement like ${'%in\\_transaction%'}`,
    );
  });
  expect(answer).toEqual([{ n: 1 }]);
  await database.db.select({ id: carts.id }).from(carts).where(eq(carts.token, 'no such cart'));
  const statements = await preparedStatements();
  expect(
    statements.some((row) => /from "carts" where "carts"."token" = \$1/.test(row.statement)),
  ).toBe(true);
});

it('keeps a prepared statement usable after it was refused', async () => {
  const divide = (by: number) =>
    queryRows<{ q: number }>(database.db, sql`select 10 / ${by}::int as q`);
  await expect(divide(0)).rejects.toMatchObject({ cause: { message: 'division by zero' } });
  expect(await divide(5)).toEqual([{ q: 2 }]);
});

it('prepares no more than its share of statements on one connection, and runs the rest unnamed', async () => {
  const client = await (database.db as unknown as { $client: pg.Pool }).$client.connect();
  try {
    const countPrepared = async () =>
      Number(
        (await client.query('select count(*)::int as n from pg_prepared_statements')).rows[0].n,
      );
    const before = await countPrepared();
    for (let text = 0; text < MAX_PREPARED_STATEMENTS + 20; text += 1) {
      const { rows } = await client.query(`select $1::int as n${text}`, [text]);
      expect(rows).toEqual([{ [`n${text}`]: text }]);
    }
    const prepared = await countPrepared();
    expect(prepared).toBeLessThanOrEqual(MAX_PREPARED_STATEMENTS);
    expect(prepared).toBeGreaterThan(before);
    // A text prepared before the bound is still run by its name.
    const { rows } = await client.query('select $1::int as n0', [7]);
    expect(rows).toEqual([{ n0: 7 }]);
    expect(await countPrepared()).toBe(prepared);
  } finally {
    client.release();
  }
});
