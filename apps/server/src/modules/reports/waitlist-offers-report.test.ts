/**
 * The waiting list report (issue 34, decision 103): a sold-out session's line is offered places
 * by the rounds and by a manager; one offer is bought, one given back by its entry leaving, one
 * lapses as the clock moves on and one is still held. The report counts each offer once by where
 * it stands, per session starting in the range, in JSON and CSV, and keeps counting them after
 * the entries are forgotten.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportResponseSchema } from '@shop/core/report-api';
import { waitlistEntryResponseSchema } from '@shop/core/waitlist-api';
import { queryRows } from '../../db/database.ts';
import { findDemoIds } from '../../seed/demo-data.ts';
import { shopClient, testCustomer } from '../../test/shop-client.ts';
import { TEST_NOW, type TestApp } from '../../test/test-app.ts';
import { createStaffTestApp, logInAs, type AdminClient } from '../staff/staff-test-kit.ts';
import { forgetPastEntries } from '../waitlist/index.ts';
import { runOfferRound } from '../../test/waitlist-rounds.ts';

const HOUR = 3_600_000;
const RANGE = 'from=2026-12-16&to=2026-12-16';

let t: TestApp;
let manager: AdminClient;
let sessionId: number;

const api = (...args: Parameters<ReturnType<typeof shopClient>['api']>) =>
  shopClient(t).api(...args);
const offerRound = () => runOfferRound(t);

async function setFree(free: number) {
  await queryRows(
    t.database.db,
    sql`update activity_times set sold = capacity - held - ${free} where id = ${sessionId}
      returning id`,
  );
}

/** Joins the session's list for `places`; answers the entry's link token. */
async function join(session: { id: number; activityId: number }, places: number) {
  const email = `report.${randomUUID()}@example.org`;
  const answer = await api(
    'POST',
    `/ticketing/activities/${session.activityId}/activity_times/${session.id}/waitlist`,
    { email, places },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const [row] = await queryRows<{ token: string }>(
    t.database.db,
    sql`select o.payload->>'token' as token from outbox o
      join waitlist_entries e on e.id = (o.payload->>'entryId')::int
      where o.kind = 'waitlist-joined' and e.email = ${email}`,
  );
  return { email, token: row!.token };
}

const entryOf = async (token: string) =>
  waitlistEntryResponseSchema.parse((await api('GET', `/waitlist/${token}`)).body).data;

/** Places the order of the offer's cart, paid by card, as its visitor would. */
async function buyOffer(token: string) {
  const cartToken = (await entryOf(token)).offer!.cartToken!;
  const card = await shopClient(t).tokenize('4111111111111111');
  const placed = await api(
    'POST',
    `/ticketing/orders?cart_token=${cartToken}`,
    { order: { customerInfo: { ...testCustomer, phone: '801-555-0100', cardToken: card } } },
    { 'idempotency-key': randomUUID() },
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
}

async function readReport(range = RANGE) {
  const answer = await manager.call('GET', `/reports/waitlist?${range}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return reportResponseSchema('waitlist').parse(answer.body).data;
}

beforeAll(async () => {
  t = await createStaffTestApp();
  t.now.value = TEST_NOW;
  const ids = await findDemoIds(t.database.db);
  const session = await ids.session('zipline-tour-2026-12-16-10:00');
  sessionId = session.id;
  await setFree(0);
  const [bought, left, lapsed, byHand] = [
    await join(session, 1),
    await join(session, 1),
    await join(session, 1),
    await join(session, 3),
  ];
  // Three places come back: the first three are offered one each; the fourth waits for three.
  await setFree(3);
  expect(await offerRound()).toBe(3);
  await buyOffer(bought.token);
  expect((await api('DELETE', `/waitlist/${left.token}`)).status).toBe(204);

  // Thirteen hours on, the third offer lapsed. Its place and the one given back are free; the
  // manager offers both to the fourth, who asked for three.
  t.now.value = new Date(TEST_NOW.getTime() + 13 * HOUR);
  expect((await entryOf(lapsed.token)).offer?.state).toBe('lapsed');
  manager = (await logInAs(t, 'manager')).client;
  const listed = await manager.call('GET', `/activity-times/${sessionId}/waitlist`);
  const waiting = (listed.body as { data: { id: number; state: string }[] }).data.find(
    (entry) => entry.state === 'waiting',
  )!;
  const offered = await manager.call('POST', `/waitlist-entries/${waiting.id}/offer`);
  expect(offered.body).toEqual({ data: { places: 2 } });
  expect((await entryOf(byHand.token)).offer?.state).toBe('held');
});
afterAll(() => t.close());

describe('the waiting list report', () => {
  it("counts a session's offers made, places offered, taken, lapsed, released and still held", async () => {
    const rows = await readReport();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      activityTimeId: sessionId,
      activity: 'Extreme Zipline Tour',
      offers: 4,
      placesOffered: 5,
      taken: 1,
      lapsed: 1,
      released: 1,
      held: 1,
    });
    const ledger = await queryRows<{ by_hand: boolean; places: number }>(
      t.database.db,
      sql`select by_hand, places from waitlist_offers where activity_time_id = ${sessionId}
        order by id`,
    );
    expect(ledger.map((row) => [row.by_hand, row.places])).toEqual([
      [false, 1],
      [false, 1],
      [false, 1],
      [true, 2],
    ]);
  });

  it('downloads as CSV with the page’s columns', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/reports/waitlist?${RANGE}&format=csv`,
      remoteAddress: manager.address,
      cookies: Object.fromEntries(manager.jar),
    });
    expect(answer.statusCode).toBe(200);
    const [header, line] = answer.body.trimEnd().split('\r\n');
    expect(header).toBe(
      'Activity,Session,Starts,Offers made,Places offered,Taken,Lapsed,Released,Still held',
    );
    expect(line).toMatch(/^Extreme Zipline Tour,[^,]+,2026-12-16 10:00,4,5,1,1,1,1$/);
  });

  it('leaves out sessions starting outside the range, and keeps counting forgotten entries', async () => {
    expect(await readReport('from=2026-12-17&to=2026-12-31')).toEqual([]);
    // Long after the session its entries are forgotten; the ledger names no one and stays.
    const forgotten = await forgetPastEntries(t.database.db, new Date('2027-03-01T00:00:00Z'), 30);
    expect(forgotten).toBeGreaterThanOrEqual(3);
    expect((await readReport())[0]).toMatchObject({ offers: 4, taken: 1, lapsed: 1, released: 1 });
  });

  it('is read by admins and managers, not by the box office', async () => {
    const { client } = await logInAs(t, 'box-office');
    expect((await client.call('GET', `/reports/waitlist?${RANGE}`)).status).toBe(403);
  });
});
