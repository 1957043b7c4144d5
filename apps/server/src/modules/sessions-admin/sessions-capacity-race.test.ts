/**
 * A capacity decrease racing visitors' holds never leaves more places sold and held than the
 * session's capacity (decision 046). On PostgreSQL (TEST_DATABASE_URL) the adds and the change
 * run on separate connections at once; on PGlite's one connection they take turns, and the
 * test still checks the sums.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.ts';
import { activityTimes } from '../../db/schema.ts';
import { findDemoIds } from '../../seed/demo-data.ts';
import { shopClient, ticketIdByCode } from '../../test/shop-client.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createStaffTestApp, logInAs, type AdminClient } from '../staff/staff-test-kit.ts';

let t: TestApp;
let manager: AdminClient;
let zipline: number;
let adult: number;

beforeAll(async () => {
  t = await createStaffTestApp();
  zipline = (await findDemoIds(t.database.db)).activity('zipline-tour');
  adult = await ticketIdByCode(t.database.db, 'zipline-adult');
  manager = (await logInAs(t, 'manager')).client;
});
afterAll(() => t.close());

/** The session's capacity, sold counter, held counter and the places in its holds rows. */
async function placesOf(sessionId: number) {
  const [row] = await queryRows<{ capacity: number; sold: number; held: number; rows: number }>(
    t.database.db,
    sql`select capacity, sold, held,
          (select coalesce(sum(quantity), 0)::int from holds where activity_time_id = ${sessionId}) as rows
        from activity_times where id = ${sessionId}`,
  );
  return row!;
}

async function cartLines(sessionId: number, count: number) {
  const shop = shopClient(t);
  return Promise.all(
    Array.from({ length: count }, async () => {
      const cart = (await shop.api('GET', '/ticketing/cart')).body.data.attributes;
      const line = await shop.api('POST', `/ticketing/line_items?cart_token=${cart.token}`, {
        activityId: zipline,
        activityTimeId: sessionId,
        bookingUdfs: [],
      });
      expect(line.status, JSON.stringify(line.body)).toBe(201);
      return { token: cart.token as string, lineId: line.body.data.id as number };
    }),
  );
}

describe('capacity lowered while visitors hold places', () => {
  it('never ends with sold plus held above capacity', async () => {
    const outcomes = new Set<number>();
    for (let round = 0; round < 6; round++) {
      const created = await manager.call('POST', '/activity-times', {
        body: {
          activityId: zipline,
          date: `2027-01-${String(10 + round).padStart(2, '0')}`,
          startTime: '11:00',
          endTime: '12:00',
          capacity: 20,
        },
      });
      const sessionId = created.body.data.id as number;
      await t.database.db
        .update(activityTimes)
        .set({ sold: 10 })
        .where(eq(activityTimes.id, sessionId));
      const lines = await cartLines(sessionId, 12);
      const adds = lines.map(({ token, lineId }) =>
        shopClient(t).api(
          'POST',
          `/ticketing/line_items/${lineId}/line_item_tickets?cart_token=${token}`,
          { ticketId: adult },
        ),
      );
      // The change starts among the adds: before some, after others, on another connection.
      const change = manager.call('PATCH', `/activity-times/${sessionId}`, {
        body: { capacity: 14 },
      });
      const [answers, changed] = await Promise.all([Promise.all(adds), change]);
      const held = answers.filter((answer) => answer.status === 201).length;
      expect(answers.every((answer) => [201, 409].includes(answer.status))).toBe(true);
      const places = await placesOf(sessionId);
      expect(places.held).toBe(held);
      expect(places.rows).toBe(held);
      expect(places.sold + places.held).toBeLessThanOrEqual(places.capacity);
      if (changed.status === 200) {
        expect(places.capacity).toBe(14);
        expect(held).toBeLessThanOrEqual(4);
      } else {
        expect(changed.status).toBe(409);
        expect(changed.body.errors.message).toMatch(
          /^Capacity cannot be lower than \d+: 10 places are sold and \d+ held\.$/,
        );
        expect(places.capacity).toBe(20);
        expect(held).toBeGreaterThan(4);
      }
      outcomes.add(changed.status);
    }
    expect([...outcomes].every((status) => status === 200 || status === 409)).toBe(true);
  }, 120_000);
});
