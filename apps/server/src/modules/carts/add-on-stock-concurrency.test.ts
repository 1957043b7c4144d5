import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.ts';
import { activityTimes, tickets } from '../../db/schema.ts';
import { findDemoIds } from '../../seed/demo-data.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app.ts';
import { cartsTestKit, type DemoIds } from './carts-test-kit.ts';

let t: TestApp;
let ids: DemoIds;

beforeAll(async () => {
  t = await createTestApp();
  ids = await findDemoIds(t.database.db);
});
afterAll(() => t.close());

const { call, newCart, addLine, ticketId } = cartsTestKit(() => ({ t, ids }));

/** Units of an add-on in a session's live holds, read from the rows themselves. */
async function heldUnits(sessionId: number, ticket: number) {
  const [row] = await queryRows<{ units: number }>(
    t.database.db,
    sql`select coalesce(sum(lit.quantity), 0)::int as units
        from holds h join line_item_tickets lit on lit.id = h.line_item_ticket_id
        where h.activity_time_id = ${sessionId} and lit.ticket_id = ${ticket}
          and h.expires_at > ${TEST_NOW.toISOString()}::timestamptz`,
  );
  return row!.units;
}

describe('an add-on stock under concurrency (decision 079)', () => {
  it('40 concurrent adds of an add-on with a stock of 5 per session hold exactly 5', async () => {
    // The stock is counted under the session's row lock, in a statement begun after it was
    // granted (add_on_stock_fits). How the guard was checked: with that lock removed and a 20 ms
    // sleep between the count and COMMIT, this test failed on PostgreSQL (16 of the 40 adds
    // succeeded on 2026-11-28), as concurrent adds each counted the same committed holds; with
    // the lock and the same sleep it passed. On PGlite (one connection) the adds are serialised
    // anyway; the test still checks the count.
    const session = await ids.session('zipline-tour-2026-12-21-14:00');
    await t.database.db
      .update(activityTimes)
      .set({ capacity: 100 })
      .where(eq(activityTimes.id, session.id));
    const photo = await ticketId('zipline-photo');
    await t.database.db.update(tickets).set({ stockPerSession: 5 }).where(eq(tickets.id, photo));
    const adult = await ticketId('zipline-adult');
    const lines = await Promise.all(
      Array.from({ length: 40 }, async () => {
        const cart = await newCart();
        const line = await addLine(cart, 'zipline-tour', 'zipline-tour-2026-12-21-14:00');
        const url = `/ticketing/line_items/${line.id}/line_item_tickets?cart_token=${cart.token}`;
        expect((await call('POST', url, { ticketId: adult })).status).toBe(201);
        return url;
      }),
    );
    const results = await Promise.all(lines.map((url) => call('POST', url, { ticketId: photo })));
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(35);
    expect(await heldUnits(session.id, photo)).toBe(5);
  }, 60_000);
});
