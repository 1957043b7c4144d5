/**
 * A closed day (decision 082): its figures stay as the drawer was counted, and the cash that goes
 * through the drawer later that day is answered apart, on the page and in the CSV.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayCloseResponseSchema, expectedCashCents } from '@shop/core/day-close-api';
import { findDemoIds } from '../../seed/demo-data.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createStaffTestApp, logInAs, type AdminClient } from '../staff/staff-test-kit.ts';
import { createWalkUpTestKit, TODAY_NOON } from '../walk-up/walk-up-test-kit.ts';

/** The test clock is 08:00 in Denver on 2026-12-01. */
const TODAY = '2026-12-01';
let t: TestApp;
let ids: Awaited<ReturnType<typeof findDemoIds>>;
let clerk: AdminClient;
beforeAll(async () => {
  t = await createStaffTestApp();
  ids = await findDemoIds(t.database.db);
  clerk = (await logInAs(t, 'box-office')).client;
});
afterAll(() => t.close());

const { rows, sellTwoAt } = createWalkUpTestKit(
  () => t,
  () => ids,
);

/** A cash sale at the window, stamped with the test clock's day (orders take the database's). */
async function sellInCash() {
  const sale = await sellTwoAt(clerk, TODAY_NOON, 'cash');
  await rows(
    sql`update orders set created_at = ${t.now.value.toISOString()}::timestamptz
        where id = ${sale.orderId} returning id`,
  );
  return sale;
}

async function dayClose() {
  const answer = await clerk.call('GET', `/day-close?date=${TODAY}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return dayCloseResponseSchema.parse(answer.body).data;
}

describe('a closed day', () => {
  it('keeps its figures as they were counted, and lists the cash that moved after the close apart', async () => {
    await sellInCash();
    const open = await dayClose();
    const expectedCents = expectedCashCents(5_000, open.cash);
    const count = { date: TODAY, floatCents: 5_000, countedCents: expectedCents, expectedCents };
    expect((await clerk.call('POST', '/day-close', { body: count })).status).toBe(201);
    const closed = await dayClose();
    expect(closed.close?.cash).toEqual(open.cash);

    const late = await sellInCash();
    const after = await dayClose();
    expect(after.close).toEqual(closed.close);
    expect(after.cash).toEqual({
      ...open.cash,
      salesCents: open.cash.salesCents + late.totalPaidCents,
    });
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/day-close?date=${TODAY}&format=csv`,
      remoteAddress: clerk.address,
      cookies: Object.fromEntries(clerk.jar),
    });
    const lines = csv.body.split('\r\n');
    const dollars = (cents: number) => (cents / 100).toFixed(2);
    expect(lines).toContain(`Cash sales,${dollars(open.cash.salesCents)}`);
    expect(lines).toContain(`Cash sales after the close,${dollars(late.totalPaidCents)}`);
    expect(lines).toContain('Cash refunds after the close,0.00');
  });
});
