/**
 * A session's waiting list in the back office (issue 34, decision 103): managers see it in the
 * line's order with its offers, remove an entry (audited, its held places back on sale), and
 * the box office does not see the addresses.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminWaitlistResponseSchema, waitlistTexts } from '@shop/core/waitlist-api';
import { queryRows } from '../../db/database.ts';
import { findDemoIds } from '../../seed/demo-data.ts';
import { shopClient } from '../../test/shop-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { logInAs } from '../staff/staff-test-kit.ts';
import { runOfferRound } from '../../test/waitlist-rounds.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof findDemoIds>>;
beforeAll(async () => {
  t = await createTestApp();
  ids = await findDemoIds(t.database.db);
});
afterAll(() => t.close());

const api = (...args: Parameters<ReturnType<typeof shopClient>['api']>) =>
  shopClient(t).api(...args);

describe("a session's waiting list in the back office", () => {
  it('lists offers then the line, and a manager removes an offered entry, whose places go back', async () => {
    const session = await ids.session('zipline-tour-2026-12-14-14:00');
    const setSold = (sold: string) =>
      queryRows(
        t.database.db,
        sql`update activity_times set sold = ${sql.raw(sold)} where id = ${session.id} returning id`,
      );
    await setSold('capacity');
    const emails = [`a.${randomUUID()}@example.org`, `b.${randomUUID()}@example.org`];
    for (const email of emails)
      await api(
        'POST',
        `/ticketing/activities/${session.activityId}/activity_times/${session.id}/waitlist`,
        { email, places: 2 },
      );
    await setSold('capacity - 2');
    await runOfferRound(t);

    const { client } = await logInAs(t, 'manager');
    const listed = await client.call('GET', `/activity-times/${session.id}/waitlist`);
    expect(listed.status).toBe(200);
    const entries = adminWaitlistResponseSchema.parse(listed.body).data;
    expect(
      entries.map(({ email, state, position, offeredPlaces }) => ({
        email,
        state,
        position,
        offeredPlaces,
      })),
    ).toEqual([
      { email: emails[0], state: 'held', position: null, offeredPlaces: 2 },
      { email: emails[1], state: 'waiting', position: 1, offeredPlaces: null },
    ]);

    const removed = await client.call('DELETE', `/waitlist-entries/${entries[0]!.id}`);
    expect(removed.status).toBe(204);
    expect((await client.call('DELETE', `/waitlist-entries/${entries[0]!.id}`)).status).toBe(404);
    const [free] = (await queryRows(
      t.database.db,
      sql`select capacity - sold - held as free from activity_times where id = ${session.id}`,
    )) as { free: number }[];
    expect(free!.free).toBe(2);
    // The ledger keeps the offer, given back before it lapsed.
    const ledger = await queryRows<{ released: boolean; entry_id: number | null }>(
      t.database.db,
      sql`select released_at is not null as released, entry_id from waitlist_offers
        where activity_time_id = ${session.id}`,
    );
    expect(ledger).toEqual([{ released: true, entry_id: null }]);
    const audits = await queryRows(
      t.database.db,
      sql`select action from audit_log where action = 'waitlist.remove'
        and entity_id = ${String(session.id)}`,
    );
    expect(audits).toHaveLength(1);

    // The two places are free again: the manager offers them to the next in line at once.
    const offered = await client.call('POST', `/waitlist-entries/${entries[1]!.id}/offer`);
    expect(offered.status, JSON.stringify(offered.body)).toBe(201);
    expect(offered.body).toEqual({ data: { places: 2 } });
    const again = await client.call('POST', `/waitlist-entries/${entries[1]!.id}/offer`);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ errors: { message: waitlistTexts.offeredAlready } });
    const late = `c.${randomUUID()}@example.org`;
    await api(
      'POST',
      `/ticketing/activities/${session.activityId}/activity_times/${session.id}/waitlist`,
      { email: late, places: 1 },
    );
    const after = adminWaitlistResponseSchema.parse(
      (await client.call('GET', `/activity-times/${session.id}/waitlist`)).body,
    ).data;
    expect(after.map(({ email, state }) => ({ email, state }))).toEqual([
      { email: emails[1], state: 'held' },
      { email: late, state: 'waiting' },
    ]);
    const none = await client.call('POST', `/waitlist-entries/${after[1]!.id}/offer`);
    expect(none.status).toBe(409);
    expect(none.body).toMatchObject({ errors: { message: waitlistTexts.noPlaceFree } });

    const boxOffice = await logInAs(t, 'box-office');
    expect(
      (await boxOffice.client.call('GET', `/activity-times/${session.id}/waitlist`)).status,
    ).toBe(403);
  });
});
