/**
 * The site-wide rate limit with two real server processes on one PostgreSQL database (decision
 * 023): together they allow the limit, not twice it, as an in-memory limit did.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { sharedDatabaseSettings, spawnShop, type ShopProcess } from '../test/shop-process.ts';
import { createTestDatabase } from '../test/test-database.ts';

const LIMIT = 10;

let database: DatabaseHandle & { url?: string };
let workDir: string;
let shops: ShopProcess[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  workDir = await mkdtemp(join(tmpdir(), 'shop-rate-test-'));
});
afterAll(async () => {
  await Promise.all(shops.map((shop) => shop.stop()));
  await database.close();
  await rm(workDir, { recursive: true, force: true });
});

/**
 * Windows are whole minutes of the clock, so requests sent across a minute's end count in two
 * windows and more than the limit pass: wait for the next minute when less than `roomMs` is left.
 */
async function waitForRoomInMinute(roomMs: number) {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < roomMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

it('two processes on one database answer the limit of requests a minute from one address between them', async () => {
  const settings = sharedDatabaseSettings(database.url!, workDir, {
    RATE_LIMIT_PER_MINUTE: String(LIMIT),
  });
  shops = [spawnShop(settings, workDir), spawnShop(settings, workDir)];
  const addresses = await Promise.all(shops.map((shop) => shop.address()));
  await waitForRoomInMinute(30_000);
  const statuses: number[] = [];
  for (let i = 0; i < 3 * LIMIT; i += 1) {
    const response = await fetch(`${addresses[i % 2]}/api/v1/ticketing/activities`);
    statuses.push(response.status);
  }
  expect(statuses.filter((status) => status === 200)).toHaveLength(LIMIT);
  expect(statuses.filter((status) => status === 429)).toHaveLength(2 * LIMIT);
}, 120_000);
