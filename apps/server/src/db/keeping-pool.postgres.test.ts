/**
 * Errors PostgreSQL reports (a refused hold raises one) keep the pool's connection: the backend
 * count does not grow with refusals. A connection that breaks is still replaced.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database.ts';
import { queryRows, type DatabaseHandle } from './database.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function backendPid(): Promise<number> {
  const [row] = await queryRows<{ pid: number }>(database.db, sql`select pg_backend_pid() as pid`);
  return Number(row!.pid);
}

it('keeps its connection through refused statements', async () => {
  const pid = await backendPid();
  for (let refused = 0; refused < 20; refused += 1) {
    await expect(
      database.db.execute(
        sql`do $$ begin raise exception 'There are not enough places left' using errcode = 'P0001'; end $$`,
      ),
    ).rejects.toThrow(/not enough places/);
    await expect(database.db.execute(sql`select 1 / 0`)).rejects.toMatchObject({
      cause: { message: 'division by zero' },
    });
  }
  expect(await backendPid()).toBe(pid);
  expect(database.poolStats!().total).toBe(1);
});

it('replaces a connection that was cut', async () => {
  const pid = await backendPid();
  // The server ends the backend itself: the client sees the connection fail, not a statement.
  await expect(
    database.db.execute(sql`select pg_terminate_backend(pg_backend_pid())`),
  ).rejects.toThrow();
  const next = await backendPid();
  expect(next).not.toBe(pid);
  expect(database.poolStats!().total).toBe(1);
});
