import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityTimeResponseSchema, activityTimesResponseSchema } from '@shop/core/catalogue-api';
import { apiErrorBodySchema } from '@shop/core/api-error';
import { insertHolds } from '../../test/insert-holds.ts';
import { findDemoIds } from '../../seed/demo-data.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof findDemoIds>>;

beforeAll(async () => {
  t = await createTestApp();
  ids = await findDemoIds(t.database.db);
});
afterAll(() => t.close());

async function get(url: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1${url}` });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

function expectError(response: { status: number; body: unknown }, status: number, message: RegExp) {
  expect(response.status).toBe(status);
  const body = apiErrorBodySchema.parse(response.body);
  expect(body.errors.status).toBe(status);
  expect(body.errors.message).toMatch(message);
}

describe('GET /ticketing/activities/{id}/activity_times', () => {
  const bobsled = () => ids.activity('bobsled-experience');

  it('defaults to today and 365 days ahead, sorted by start', async () => {
    const { body } = await get(`/ticketing/activities/${bobsled()}/activity_times`);
    const times = activityTimesResponseSchema.parse(body).data.map((d) => d.attributes);
    expect(times[0]!.startDate).toBe('2026-12-01');
    expect(times.at(-1)!.startDate).toBe('2027-12-01');
    expect(times).toHaveLength(366 * 4);
    const starts = times.map((time) => time.startDatetime);
    expect([...starts].sort()).toEqual(starts);
    expect(times[0]!.tickets).toBeUndefined();
  });

  it('returns one day with tickets, Denver wall times and labels', async () => {
    const { body } = await get(
      `/ticketing/activities/${bobsled()}/activity_times?startDate=2026-12-02&endDate=2026-12-02&includeTickets=true`,
    );
    const times = activityTimesResponseSchema.parse(body).data;
    expect(times.map((t) => t.attributes.startTime)).toEqual(['10:00', '12:00', '14:00', '16:00']);
    const first = times[0]!;
    expect(first.type).toBe('TimedActivityTime');
    expect(first.attributes).toMatchObject({
      startDatetime: '2026-12-02T10:00:00-07:00',
      endDatetime: '2026-12-02T11:30:00-07:00',
      displayStartTime: '10:00 AM',
      displayLabel: '10:00 AM - 11:30 AM',
      validDate: '2026-12-02T10:00',
      capacity: 16,
      vacancy: 2,
      soldOut: false,
      available: true,
    });
    expect(
      first.attributes.tickets!.map((ticket) => [ticket.displayName, ticket.price, ticket.eventId]),
    ).toEqual([
      ['Adult Rider', 95, first.id],
      ['Youth Rider (16-17)', 85, first.id],
    ]);
  });

  it('marks sold-out times, and a day whose every time is sold out', async () => {
    const { body } = await get(
      `/ticketing/activities/${bobsled()}/activity_times?startDate=2026-12-03&endDate=2026-12-05`,
    );
    const times = activityTimesResponseSchema.parse(body).data.map((d) => d.attributes);
    const byDate = (date: string) => times.filter((time) => time.startDate === date);
    expect(byDate('2026-12-03').map((time) => time.soldOut)).toEqual([false, false, false, true]);
    expect(byDate('2026-12-04')[0]!.vacancy).toBe(1);
    expect(
      byDate('2026-12-05').every((time) => time.soldOut && !time.available && time.vacancy === 0),
    ).toBe(true);
  });

  it('closes times at the Denver cutoff: 2 hours before for the bobsled, 24 for snowshoes', async () => {
    // Now is 08:00 in Denver on Dec 1.
    const bobsledToday = activityTimesResponseSchema
      .parse(
        (
          await get(
            `/ticketing/activities/${bobsled()}/activity_times?startDate=2026-12-01&endDate=2026-12-01`,
          )
        ).body,
      )
      .data.map((d) => [d.attributes.startTime, d.attributes.available]);
    expect(bobsledToday).toEqual([
      ['10:00', false],
      ['12:00', true],
      ['14:00', true],
      ['16:00', true],
    ]);
    const snowshoe = activityTimesResponseSchema
      .parse(
        (
          await get(
            `/ticketing/activities/${ids.activity('snowshoe-tour')}/activity_times?startDate=2026-12-01&endDate=2026-12-02`,
          )
        ).body,
      )
      .data.map(
        (d) => `${d.attributes.startDate} ${d.attributes.startTime} ${d.attributes.available}`,
      );
    expect(snowshoe).toEqual([
      '2026-12-01 10:00 false',
      '2026-12-01 13:00 false',
      '2026-12-02 10:00 true',
      '2026-12-02 13:00 true',
    ]);
  });

  it('counts unexpired holds against vacancy and ignores expired ones at once', async () => {
    const session = await ids.session('bobsled-experience-2026-12-10-14:00');
    await insertHolds(t.database.db, [
      { activityTimeId: session.id, quantity: 3, expiresAt: new Date(TEST_NOW.getTime() + 60_000) },
      { activityTimeId: session.id, quantity: 5, expiresAt: new Date(TEST_NOW.getTime() - 1) },
    ]);
    const timeUrl = `/ticketing/activities/${bobsled()}/activity_times/${session.id}`;
    const before = activityTimeResponseSchema.parse((await get(timeUrl)).body).data.attributes;
    expect(before.vacancy).toBe(session.capacity - session.sold - 3);

    const capacity = (await get(`/ticketing/capacities/${session.id}`)).body;
    expect(capacity.data.attributes).toEqual({
      activityTimeId: session.id,
      capacity: 16,
      sold: session.sold,
      held: 3,
      vacancy: 16 - session.sold - 3,
      soldOut: false,
    });

    t.now.value = new Date(TEST_NOW.getTime() + 60_000);
    try {
      const after = activityTimeResponseSchema.parse((await get(timeUrl)).body).data.attributes;
      expect(after.vacancy).toBe(session.capacity - session.sold);
    } finally {
      t.now.value = TEST_NOW;
    }
  });

  it('prices dynamic-price sessions per session, from $30 to $80 in $5 steps', async () => {
    const { body } = await get(
      `/ticketing/activities/${ids.activity('public-skate')}/activity_times?startDate=2026-12-01&endDate=2026-12-31&includeTickets=true`,
    );
    const times = activityTimesResponseSchema.parse(body).data.map((d) => d.attributes);
    expect(times).toHaveLength(105);
    expect(times.every((time) => time.capacity === 280 && time.vacancy === 260)).toBe(true);
    const prices = new Set(times.map((time) => time.tickets![0]!.price));
    expect([...prices].sort((a, b) => a - b)).toEqual([30, 35, 40, 45, 50, 55, 60, 65, 70, 75, 80]);
  });

  it('includes untimed season items that began before the range and are still valid', async () => {
    const { body } = await get(
      `/ticketing/activities/${ids.activity('trail-pass')}/activity_times?startDate=2026-12-01&endDate=2026-12-31&includeTickets=true`,
    );
    const items = activityTimesResponseSchema.parse(body).data;
    expect(
      items.map((item) => [item.type, item.attributes.name, item.attributes.available]),
    ).toEqual([
      ['ActivityTime', 'Day Pass', true],
      ['ActivityTime', 'Season Pass', true],
    ]);
    expect(items[1]!.attributes.tickets!.map((ticket) => ticket.price)).toEqual([199, 99, 149]);
    expect(items[1]!.attributes.validThrough).toBe('2027-04-15');
  });

  it('refuses malformed, impossible and reversed dates, and unbounded ranges', async () => {
    const base = `/ticketing/activities/${bobsled()}/activity_times`;
    expectError(await get(`${base}?startDate=12/01/2026`), 400, /startDate/);
    expectError(await get(`${base}?startDate=2026-02-30`), 400, /real calendar date/);
    expectError(
      await get(`${base}?startDate=2026-12-10&endDate=2026-12-01`),
      400,
      /endDate must not be before/,
    );
    expectError(
      await get(`${base}?startDate=2026-01-01&endDate=2029-01-01`),
      400,
      /at most 731 days/,
    );
    expectError(await get(`${base}?includeTickets=yes`), 400, /includeTickets/);
    expectError(await get('/ticketing/activities/999999/activity_times'), 404, /Activity/);
  });
});

describe('GET /ticketing/activities/{id}/activity_times/{timeId}', () => {
  it('returns the session with its tickets in data.attributes.tickets', async () => {
    const session = await ids.session('zipline-tour-2026-12-02-12:00');
    const { body } = await get(
      `/ticketing/activities/${ids.activity('zipline-tour')}/activity_times/${session.id}?includeTickets=true`,
    );
    const time = activityTimeResponseSchema.parse(body).data.attributes;
    expect(time.id).toBe(session.id);
    expect(time.tickets!.map((ticket) => ticket.displayName)).toEqual(['Adult', 'Child (6-12)']);
  });

  it('answers 404 for a session of another activity', async () => {
    const session = await ids.session('zipline-tour-2026-12-02-12:00');
    expectError(
      await get(
        `/ticketing/activities/${ids.activity('bobsled-experience')}/activity_times/${session.id}`,
      ),
      404,
      /Activity time was not found/,
    );
  });
});

describe('GET /ticketing/activities/{id}/add_ons', () => {
  it('lists add-ons with their prices, tied to the session when given', async () => {
    const session = await ids.session('public-skate-2026-12-01-12:00');
    const { status, body } = await get(
      `/ticketing/activities/${ids.activity('public-skate')}/add_ons?activityTimeId=${session.id}`,
    );
    expect(status).toBe(200);
    expect(body.data.map((d: { attributes: object }) => d.attributes)).toMatchObject([
      { displayName: 'Skate Rental', price: 8, addOn: true, type: 'AddOn', eventId: session.id },
      { displayName: 'Locker', price: 2, addOn: true, type: 'AddOn', eventId: session.id },
    ]);
  });

  it('answers an empty list for an activity without add-ons and 404 for a foreign session', async () => {
    const { body } = await get(
      `/ticketing/activities/${ids.activity('bobsled-experience')}/add_ons`,
    );
    expect(body.data).toEqual([]);
    const session = await ids.session('public-skate-2026-12-01-12:00');
    expectError(
      await get(
        `/ticketing/activities/${ids.activity('zipline-tour')}/add_ons?activityTimeId=${session.id}`,
      ),
      404,
      /Activity time/,
    );
  });
});

describe('GET /activity_levels', () => {
  it('lists the levels of an activity in order', async () => {
    const { body } = await get(`/activity_levels?activityId=${ids.activity('learn-to-skate')}`);
    expect(body.data.map((d: { attributes: { name: string } }) => d.attributes.name)).toEqual([
      'Beginner',
      'Intermediate',
      'Advanced',
    ]);
  });

  it('requires an activityId and answers 404 for an unknown activity', async () => {
    expectError(await get('/activity_levels'), 400, /activityId/);
    expectError(await get('/activity_levels?activityId=999999'), 404, /Activity/);
  });
});

describe('GET /ticketing/capacities/{id}', () => {
  it('answers 404 for an unknown session and 400 for a malformed id', async () => {
    expectError(await get('/ticketing/capacities/999999'), 404, /Activity time/);
    expectError(await get('/ticketing/capacities/x1'), 400, /id/);
  });
});
