/**
 * An activity's waiting list switch (issue 34, decision 103): the back office turns an
 * activity's list off; its sessions then refuse joins, the rounds pass them over (entries wait,
 * a live offer stands), the shop's catalogue says so, and a manager may still offer by hand.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActivityResponseSchema } from '@shop/core/admin-catalogue-api';
import { activityResponseSchema } from '@shop/core/catalogue-api';
import { waitlistTexts } from '@shop/core/waitlist-api';
import { queryRows } from '../../db/database.ts';
import { findDemoIds } from '../../seed/demo-data.ts';
import { shopClient } from '../../test/shop-client.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createStaffTestApp, logInAs, type AdminClient } from '../staff/staff-test-kit.ts';
import { runOfferRound } from '../../test/waitlist-rounds.ts';

let t: TestApp;
let manager: AdminClient;
let ids: Awaited<ReturnType<typeof findDemoIds>>;
beforeAll(async () => {
  t = await createStaffTestApp();
  manager = (await logInAs(t, 'manager')).client;
  ids = await findDemoIds(t.database.db);
});
afterAll(() => t.close());

const api = (...args: Parameters<ReturnType<typeof shopClient>['api']>) =>
  shopClient(t).api(...args);
const offerRound = () => runOfferRound(t);

type Session = Awaited<ReturnType<typeof ids.session>>;

const setFree = (session: Session, free: number) =>
  queryRows(
    t.database.db,
    sql`update activity_times set sold = capacity - ${free} where id = ${session.id} returning id`,
  );

const join = (session: Session, email: string, places = 1) =>
  api('POST', `/ticketing/activities/${session.activityId}/activity_times/${session.id}/waitlist`, {
    email,
    places,
  });

async function setWaitlistOpen(activityId: number, waitlistOpen: boolean) {
  const changed = await manager.call('PATCH', `/activities/${activityId}`, {
    body: { waitlistOpen },
  });
  expect(changed.status, JSON.stringify(changed.body)).toBe(200);
  return adminActivityResponseSchema.parse(changed.body).data;
}

/** Each entry of the session: its address and the places offered it, in the line's order. */
const offersOf = async (session: Session) =>
  queryRows(
    t.database.db,
    sql`select email, offered_places from waitlist_entries
      where activity_time_id = ${session.id} order by id`,
  );

describe("an activity's waiting list switch", () => {
  it('is on for a new activity and saved and read back by the back office', async () => {
    const activityId = ids.activity('zipline-tour');
    const before = adminActivityResponseSchema.parse(
      (await manager.call('GET', `/activities/${activityId}`)).body,
    ).data;
    expect(before.waitlistOpen).toBe(true);
    expect((await setWaitlistOpen(activityId, false)).waitlistOpen).toBe(false);
    const read = await manager.call('GET', `/activities/${activityId}`);
    expect(adminActivityResponseSchema.parse(read.body).data.waitlistOpen).toBe(false);
    // The shop's catalogue carries it, so the calendar shows no form to join.
    const shown = await api('GET', `/ticketing/activities/${activityId}`);
    expect(activityResponseSchema.parse(shown.body).data.attributes.waitlistOpen).toBe(false);
    expect((await setWaitlistOpen(activityId, true)).waitlistOpen).toBe(true);
  });

  it('turned off, refuses joins and keeps the line waiting; a live offer stands, a manager still offers', async () => {
    const session = await ids.session('zipline-tour-2026-12-15-10:00');
    await setFree(session, 0);
    const address = (name: string) => `${name}.${randomUUID()}@example.org`;
    const [held, waiting, late] = [address('held'), address('waiting'), address('late')];
    for (const email of [held, waiting]) expect((await join(session, email)).status).toBe(200);
    await setFree(session, 1);
    expect(await offerRound()).toBe(1);

    await setWaitlistOpen(session.activityId, false);
    const refused = await join(session, late);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ errors: { message: waitlistTexts.turnedOff } });
    // Another place comes back (the offer holds the first): the rounds leave the entry waiting,
    // and the offer made stands.
    await setFree(session, 2);
    expect(await offerRound()).toBe(0);
    expect(await offersOf(session)).toEqual([
      { email: held, offered_places: 1 },
      { email: waiting, offered_places: null },
    ]);

    // The manager offers the place by hand all the same.
    const listed = await manager.call('GET', `/activity-times/${session.id}/waitlist`);
    const entry = (listed.body as { data: { id: number; email: string }[] }).data.find(
      (item) => item.email === waiting,
    )!;
    const offered = await manager.call('POST', `/waitlist-entries/${entry.id}/offer`);
    expect(offered.status, JSON.stringify(offered.body)).toBe(201);
    expect(offered.body).toEqual({ data: { places: 1 } });

    // Turned on again, the list takes joins once more.
    await setWaitlistOpen(session.activityId, true);
    await setFree(session, 0);
    expect((await join(session, late)).status).toBe(200);
  });
});
