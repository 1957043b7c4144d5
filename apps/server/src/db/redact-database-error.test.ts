import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testSettings } from '../test/test-app.ts';
import { createTestDatabase } from '../test/test-database.ts';
import type { DatabaseHandle } from './database.ts';
import { redactDatabaseError } from './redact-database-error.ts';

let database: DatabaseHandle;
let app: FastifyInstance;
const logLines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    settings: testSettings({ LOG_LEVEL: 'info' }),
    db: database.db,
    logStream: { write: (line) => void logLines.push(line) },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** The error a query throws, as the code that ran it would catch it. */
async function errorOf(query: Promise<unknown>): Promise<Error> {
  try {
    await query;
  } catch (error) {
    return error as Error;
  }
  throw new Error('the query did not fail');
}

describe('database errors in logs', () => {
  it('are logged without the values of the failed query: no name, e-mail or password hash', async () => {
    // A constraint the request cannot know about, so the write fails in the database itself.
    await database.db.execute(
      sql`alter table member_credentials add constraint tripwire check (email <> 'zelda.tripwire@example.org')`,
    );
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/memberships/register',
      payload: {
        firstName: 'Zelda',
        lastName: 'Tripwire',
        email: 'Zelda.Tripwire@example.org',
        password: 'Powder2026!',
      },
    });
    expect(response.statusCode).toBe(500);

    const failure = logLines
      .map((line) => JSON.parse(line) as { msg: string; err?: Record<string, unknown> })
      .find((line) => line.msg === 'request failed');
    expect(failure?.err).toMatchObject({
      type: 'DrizzleQueryError',
      message: expect.stringMatching(/^Failed query: insert into "member_credentials"/),
    });
    expect(failure?.err).not.toHaveProperty('params');
    expect(JSON.stringify(failure)).toContain('tripwire');
    const log = logLines.join('\n');
    expect(log).not.toMatch(/zelda\.tripwire@example\.org/i);
    expect(log).not.toContain('$argon2id');
  });

  it('keep names and codes but lose quoted values, the detail and the parameters', async () => {
    await database.db.execute(
      sql`create table redact_probe (email text primary key, visits int check (visits < 5))`,
    );
    await database.db.execute(sql`insert into redact_probe values (${'ada@example.org'}, 1)`);
    const failures = {
      duplicate: sql`insert into redact_probe values (${'ada@example.org'}, 2)`,
      check: sql`insert into redact_probe values (${'bob@example.org'}, 9)`,
      notANumber: sql`select ${'cy@example.org'}::int`,
    };
    const seen: Record<string, { message: string; cause: Record<string, unknown> }> = {};
    for (const [name, query] of Object.entries(failures)) {
      const redacted = redactDatabaseError(await errorOf(database.db.execute(query)));
      const cause = redacted.cause as Error;
      const everything = JSON.stringify({
        ...redacted,
        message: redacted.message,
        stack: redacted.stack,
        cause: { ...cause, message: cause.message, stack: cause.stack },
      });
      expect(everything, name).not.toMatch(/(ada|bob|cy)@example\.org/);
      seen[name] = { message: redacted.message, cause: { ...cause, message: cause.message } };
    }
    expect(seen.duplicate).toEqual({
      message: 'Failed query: insert into redact_probe values ($1, 2)',
      cause: {
        message: 'duplicate key value violates unique constraint "redact_probe_pkey"',
        severity: 'ERROR',
        code: '23505',
        schema: 'public',
        table: 'redact_probe',
        constraint: 'redact_probe_pkey',
        routine: expect.any(String),
      },
    });
    expect(seen.check?.cause).toMatchObject({
      message:
        'new row for relation "redact_probe" violates check constraint "redact_probe_visits_check"',
      code: '23514',
    });
    expect(seen.notANumber?.cause).toMatchObject({
      message: 'invalid input syntax for type integer: "[redacted]"',
      code: '22P02',
    });
  });
});
