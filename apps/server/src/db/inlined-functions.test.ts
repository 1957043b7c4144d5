/**
 * The SQL of places is written once, as database functions the TypeScript calls (decision 097):
 * `live_held_places`, `unheld_cart_tickets` and `ticket_places`. That costs nothing only because
 * PostgreSQL inlines them, planning each statement with their bodies as if written out there.
 * These tests hold the functions to that: a statement made of the TypeScript fragments has a
 * plan with no call of them, and they answer what they say.
 */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from './database.ts';
import { liveHeldPlaces } from './live-held-places.ts';
import { activityTimes } from './schema.ts';
import { sellPlacesSql, ticketPlacesSql, vacancyFor } from '../modules/carts/index.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { insertHolds } from '../test/insert-holds.ts';
import { TEST_NOW } from '../test/test-app.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let sessionId: number;
beforeAll(async () => {
  database = await createTestDatabase({ seededFor: TEST_NOW });
  const [session] = await database.db.select({ id: activityTimes.id }).from(activityTimes).limit(1);
  sessionId = session!.id;
});
afterAll(() => database.close());

const at = (instant: Date): SQL => sql`${instant.toISOString()}::timestamptz`;

/** PostgreSQL's plan of `statement`, with every expression written out (VERBOSE). */
async function planOf(statement: SQL): Promise<string> {
  const rows = await queryRows(database.db, sql`explain (verbose, costs off) ${statement}`);
  return z
    .array(z.object({ 'QUERY PLAN': z.string() }))
    .parse(rows)
    .map((row) => row['QUERY PLAN'])
    .join('\n');
}

describe('live_held_places', () => {
  it('is planned as the expression itself wherever the TypeScript uses it', async () => {
    const session = { id: sql`t.id`, held: sql`t.held` };
    const plans = [
      await planOf(
        sql`select ${liveHeldPlaces(session, at(TEST_NOW))} from activity_times t where t.id = 1`,
      ),
      await planOf(sql`select ${vacancyFor(7, at(TEST_NOW))} from activity_times t where t.id = 1`),
      await planOf(sellPlacesSql(7, [{ activityTimeId: 1, quantity: 2 }], at(TEST_NOW))),
    ];
    for (const plan of plans) {
      expect(plan).not.toContain('live_held_places');
      // The expired holds are summed in the statement's own plan.
      expect(plan).toMatch(/SubPlan/);
      expect(plan).toContain('h.expires_at <=');
    }
  });

  it('answers the held counter less the places of expired holds not yet swept', async () => {
    const liveHeldNow = async () => {
      const [row] = await queryRows<{ held: number; live: number }>(
        database.db,
        sql`select t.held, ${liveHeldPlaces({ id: sql`t.id`, held: sql`t.held` }, at(TEST_NOW))}
            as live from activity_times t where t.id = ${sessionId}`,
      );
      return { held: Number(row!.held), live: Number(row!.live) };
    };
    const before = await liveHeldNow();
    await insertHolds(database.db, [
      { activityTimeId: sessionId, quantity: 2, expiresAt: new Date(TEST_NOW.getTime() - 1) },
      { activityTimeId: sessionId, quantity: 3, expiresAt: new Date(TEST_NOW.getTime() + 60_000) },
    ]);
    expect(await liveHeldNow()).toEqual({ held: before.held + 5, live: before.live + 3 });
  });
});

describe('unheld_cart_tickets', () => {
  it('is planned as the selection itself', async () => {
    const plan = await planOf(
      sql`select u.id from unheld_cart_tickets(1, ${at(TEST_NOW)}) u order by u.activity_time_id`,
    );
    expect(plan).not.toContain('unheld_cart_tickets');
    expect(plan).toContain('line_item_tickets');
  });
});

describe('ticket_places', () => {
  it('is planned as the expression itself wherever the TypeScript uses it', async () => {
    const plan = await planOf(
      sql`select ${ticketPlacesSql(sql`k.add_on`, sql`2`)} from tickets k where k.id = 1`,
    );
    expect(plan).not.toContain('ticket_places');
    expect(plan).toMatch(/CASE WHEN (k\.)?add_on THEN 0 ELSE 2 END/);
  });

  it('answers the quantity, none for an add-on, all for a ticket of no known type', async () => {
    const [row] = await queryRows<{ ticket: number; addOn: number; unknown: number }>(
      database.db,
      sql`select ${ticketPlacesSql(sql`false`, sql`3`)} as ticket,
        ${ticketPlacesSql(sql`true`, sql`3`)} as "addOn",
        ${ticketPlacesSql(sql`null::boolean`, sql`3`)} as unknown`,
    );
    expect(row).toEqual({ ticket: 3, addOn: 0, unknown: 3 });
  });
});
