import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/database.ts';
import { insertHolds } from '../test/insert-holds.ts';
import { findDemoIds } from '../seed/demo-data.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../test/test-app.ts';
import { startWorker } from './start-worker.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('the worker sweeps holds that expired more than a minute ago and keeps live ones', async () => {
  const session = await (await findDemoIds(t.database.db)).session('zipline-tour-2026-12-10-12:00');
  await insertHolds(t.database.db, [
    { activityTimeId: session.id, quantity: 1, expiresAt: new Date(TEST_NOW.getTime() - 120_000) },
    { activityTimeId: session.id, quantity: 2, expiresAt: new Date(TEST_NOW.getTime() + 60_000) },
  ]);
  const worker = startWorker({
    db: t.database.db,
    log: t.app.log,
    clock: () => TEST_NOW,
    holdSweepSeconds: 0.05,
  });
  await expect
    .poll(async () =>
      queryRows<{ quantity: number }>(
        t.database.db,
        sql`select quantity from holds where activity_time_id = ${session.id}`,
      ),
    )
    .toEqual([{ quantity: 2 }]);
  await worker.stop();
});
