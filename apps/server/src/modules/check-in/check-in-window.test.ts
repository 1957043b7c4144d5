/**
 * The gate admits a session's tickets on the session's day (Denver) only, from
 * CHECK_IN_OPENS_MINUTES (120 by default) before its start (decision 072): a ticket for a session
 * 20 days ahead, too early on the day, or for a session that is over is refused and not admitted.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkInTexts } from '@shop/core/check-in-api';
import { orderResponseSchema } from '@shop/core/order-api';
import { loadSettings } from '../../config/settings.ts';
import { findDemoIds } from '../../seed/demo-data.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app.ts';
import { createOrderTestKit } from '../orders/order-test-kit.ts';
import { countRows, logInAs } from '../staff/staff-test-kit.ts';
import { codesOf } from './check-in-test-kit.ts';
import { checkInWindowRefusal } from './check-in-window.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof findDemoIds>>;
beforeAll(async () => {
  t = await createTestApp();
  ids = await findDemoIds(t.database.db);
});
afterAll(() => t.close());
beforeEach(() => {
  t.now.value = TEST_NOW;
});

const kit = createOrderTestKit(
  () => t,
  () => ids,
);

/** Denver wall time on a day of December 2026 as an instant (Denver is UTC−7 then). */
const denver = (day: number, time: string) =>
  new Date(`2026-12-${String(day).padStart(2, '0')}T${time}:00-07:00`);

/** The codes of a paid order of `quantity` places of the ticket at the session. */
async function codesAt(session: string, quantity = 1, ticket = 'zipline-adult') {
  const cart = await kit.cartWith(session, quantity, ticket);
  const placed = await kit.placeOrder(cart, await kit.tokenize('4111111111111111'));
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return codesOf(t, orderResponseSchema.parse(placed.body).data.id);
}

/** A scan at the gate at `at`, by a check-in account logged in then. */
async function scanAt(at: Date, place: { code: string; sessionId: number }) {
  t.now.value = at;
  const { client } = await logInAs(t, 'check-in');
  return client.call('POST', `/check-in/sessions/${place.sessionId}/admissions`, {
    body: { code: place.code },
  });
}

const admissionsOf = (code: string) => countRows(t, 'admissions', sql`ticket_code = ${code}`);

describe('the day and time a session admits', () => {
  it('refuses a ticket 20 days before its session, naming its day, and admits nothing', async () => {
    const [place] = await codesAt('zipline-tour-2026-12-21-12:00');
    const answer = await scanAt(TEST_NOW, place!);
    expect(answer.status, JSON.stringify(answer.body)).toBe(409);
    expect(answer.body.errors).toMatchObject({
      code: 'conflict',
      title: checkInTexts.notTodayTitle,
      message: checkInTexts.notYetDay('Extreme Zipline Tour, Mon, Dec 21 at 12:00 PM'),
    });
    expect(await admissionsOf(place!.code)).toBe(0);
  });

  it('admits a ticket of today only from 120 minutes before its start', async () => {
    const [place] = await codesAt('zipline-tour-2026-12-01-12:00');
    for (const at of [TEST_NOW, denver(1, '09:59')]) {
      const early = await scanAt(at, place!);
      expect(early.status, JSON.stringify(early.body)).toBe(409);
      expect(early.body.errors).toMatchObject({
        title: checkInTexts.tooEarlyTitle,
        message: checkInTexts.tooEarly('10:00 AM'),
      });
    }
    expect(await admissionsOf(place!.code)).toBe(0);
    const onTime = await scanAt(denver(1, '10:00'), place!);
    expect(onTime.status, JSON.stringify(onTime.body)).toBe(201);
    expect(await admissionsOf(place!.code)).toBe(1);
  });

  it('admits a latecomer on the session’s day, and nobody once the day is over', async () => {
    const [first, second] = await codesAt('zipline-tour-2026-12-01-10:00', 2);
    expect((await scanAt(denver(1, '23:59'), first!)).status).toBe(201);
    const nextDay = await scanAt(denver(2, '00:00'), second!);
    expect(nextDay.status).toBe(409);
    expect(nextDay.body.errors).toMatchObject({
      title: checkInTexts.notTodayTitle,
      message: checkInTexts.pastDay('Extreme Zipline Tour, Tue, Dec 1 at 10:00 AM'),
    });
    expect(await admissionsOf(second!.code)).toBe(0);
  });

  it('admits an any-day ticket on any day of its season', async () => {
    const [place] = await codesAt('museum-admission-any-day', 1, 'museum-adult');
    expect((await scanAt(denver(20, '09:00'), place!)).status).toBe(201);
  });
});

describe('the check-in window', () => {
  const session = (startsAt: Date, minutes = 60) => ({
    activity: 'Public Skate',
    sessionName: 'Late skate',
    startsAt,
    endsAt: new Date(startsAt.getTime() + minutes * 60_000),
    timed: true,
  });

  it('opens the set minutes before the start, never before the session’s day', () => {
    const halfPastMidnight = session(denver(2, '00:30'));
    // 90 minutes before, but on the day before: refused.
    expect(checkInWindowRefusal(halfPastMidnight, denver(1, '23:00'), 120)?.title).toBe(
      checkInTexts.notTodayTitle,
    );
    expect(checkInWindowRefusal(halfPastMidnight, denver(2, '00:00'), 120)).toBeNull();
    const noon = session(denver(2, '12:00'));
    expect(checkInWindowRefusal(noon, denver(2, '11:59'), 0)?.message).toBe(
      checkInTexts.tooEarly('12:00 PM'),
    );
    expect(checkInWindowRefusal(noon, denver(2, '12:00'), 0)).toBeNull();
    expect(checkInWindowRefusal(noon, denver(2, '00:00'), 24 * 60)).toBeNull();
  });

  it('is a setting of whole minutes up to a day', () => {
    expect(loadSettings({}).CHECK_IN_OPENS_MINUTES).toBe(120);
    expect(loadSettings({ CHECK_IN_OPENS_MINUTES: '30' }).CHECK_IN_OPENS_MINUTES).toBe(30);
    for (const bad of ['-1', '1441', 'soon'])
      expect(() => loadSettings({ CHECK_IN_OPENS_MINUTES: bad })).toThrow(/CHECK_IN_OPENS_MINUTES/);
  });
});
