/**
 * The ends of a waiting list (issue 34, decision 103): a session cancelled through the back
 * office closes its list and tells each entry not already served; entries are forgotten a set
 * time after their session.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.ts';
import { findDemoIds } from '../../seed/demo-data.ts';
import { shopClient } from '../../test/shop-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { logInAs } from '../staff/staff-test-kit.ts';
import { buildWaitlistClosedMessage, forgetPastEntries } from './close-waitlist.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof findDemoIds>>;
beforeAll(async () => {
  t = await createTestApp();
  ids = await findDemoIds(t.database.db);
});
afterAll(() => t.close());

const DAY = 86_400_000;
const api = (...args: Parameters<ReturnType<typeof shopClient>['api']>) =>
  shopClient(t).api(...args);

async function soldOutWithEntries(centamanId: string, count: number) {
  const session = await ids.session(centamanId);
  await queryRows(
    t.database.db,
    sql`update activity_times set sold = capacity where id = ${session.id} returning id`,
  );
  const emails = [];
  for (let n = 0; n < count; n += 1) {
    const email = `closing.${randomUUID()}@example.org`;
    const joined = await api(
      'POST',
      `/ticketing/activities/${session.activityId}/activity_times/${session.id}/waitlist`,
      { email, places: 1 },
    );
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    emails.push(email);
  }
  return { session, emails };
}

const countEntries = async (activityTimeId: number) =>
  (
    (await queryRows(
      t.database.db,
      sql`select count(*)::int as n from waitlist_entries where activity_time_id = ${activityTimeId}`,
    )) as { n: number }[]
  )[0]!.n;

describe("a waiting list's end", () => {
  it('a cancelled session closes its list and e-mails each entry', async () => {
    const { session, emails } = await soldOutWithEntries('zipline-tour-2026-12-14-10:00', 2);
    const { client } = await logInAs(t, 'manager');
    const cancelled = await client.call('POST', `/activity-times/${session.id}/cancellation`, {
      body: { reason: 'Wind' },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBeLessThan(300);
    expect(await countEntries(session.id)).toBe(0);
    const queued = (await queryRows(
      t.database.db,
      sql`select payload from outbox where kind = 'waitlist-closed'
        and (payload->>'activityId')::int = ${session.activityId}
        and payload->>'email' in (${emails[0]}, ${emails[1]}) order by id`,
    )) as { payload: unknown }[];
    expect(queued).toHaveLength(2);
    const message = buildWaitlistClosedMessage(queued[0]!.payload, {
      foundationName: 'Wasatch Legacy Foundation',
      supportEmail: 'help@example.org',
      publicUrl: 'https://tickets.example.org',
    });
    expect(message.to).toBe(emails[0]);
    expect(message.subject).toBe('Extreme Zipline Tour on December 14, 2026 is cancelled');
    expect(message.text).toContain(
      'Extreme Zipline Tour on December 14, 2026 at 10:00 AM is cancelled, so its waiting list is closed',
    );
    expect(message.text).toContain(
      `Choose another time: https://tickets.example.org/activities/${session.activityId}`,
    );
  });

  it('forgets the entries of sessions that ended more than the days kept', async () => {
    const { session } = await soldOutWithEntries('zipline-tour-2026-12-14-12:00', 1);
    const ended = session.endsAt;
    expect(await forgetPastEntries(t.database.db, new Date(ended.getTime() + 29 * DAY), 30)).toBe(
      0,
    );
    expect(await countEntries(session.id)).toBe(1);
    expect(
      await forgetPastEntries(t.database.db, new Date(ended.getTime() + 31 * DAY), 30),
    ).toBeGreaterThanOrEqual(1);
    expect(await countEntries(session.id)).toBe(0);
  });
});
