/**
 * The test clock (TEST_CLOCK_ENABLED): `POST /api/test/clock` moves the app's clock forward, as
 * its requests see it, only forward and only where it was turned on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { createTestApp, testSettings, type TestApp } from '../test/test-app.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { createTestClock } from './test-clock.ts';

const HOUR = 3_600_000;
let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof buildApp>>;
let withoutClock: TestApp;
beforeAll(async () => {
  database = await createTestDatabase({});
  const testClock = createTestClock();
  app = await buildApp({
    settings: testSettings({ TEST_CLOCK_ENABLED: 'true' }),
    db: database.db,
    clock: testClock.now,
    testClock,
    logger: false,
  });
  await app.ready();
  withoutClock = await createTestApp({ seed: false });
});
afterAll(async () => {
  await app.close();
  await database.close();
  await withoutClock.close();
});

const serverTime = async () =>
  new Date((await app.inject({ method: 'GET', url: '/api/v1' })).json().data.time).getTime();

const advance = (body: object) =>
  app.inject({ method: 'POST', url: '/api/test/clock', payload: body });

describe('the test clock', () => {
  it("moves the app's time forward by the seconds asked, and answers the new time", async () => {
    const before = await serverTime();
    const answer = await advance({ advanceSeconds: 13 * 3600 });
    expect(answer.statusCode).toBe(200);
    const moved = new Date(answer.json().data.now).getTime();
    expect(moved - before).toBeGreaterThanOrEqual(13 * HOUR);
    expect(moved - before).toBeLessThan(13 * HOUR + 60_000);
    const after = await serverTime();
    expect(after - before).toBeGreaterThanOrEqual(13 * HOUR);
    expect(after - Date.now()).toBeGreaterThanOrEqual(13 * HOUR - 1000);
  });

  it('refuses to move back, or by nothing, with the error body naming the field', async () => {
    for (const advanceSeconds of [-60, 0, 1.5]) {
      const answer = await advance({ advanceSeconds });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().errors.fields.advanceSeconds).toBeDefined();
    }
  });

  it('is not there without TEST_CLOCK_ENABLED', async () => {
    const answer = await withoutClock.app.inject({
      method: 'POST',
      url: '/api/test/clock',
      payload: { advanceSeconds: 60 },
    });
    expect(answer.statusCode).toBe(404);
  });
});
