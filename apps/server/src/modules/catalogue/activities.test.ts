import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  activitiesResponseSchema,
  activityResponseSchema,
  venuesResponseSchema,
} from '@shop/core/catalogue-api';
import { apiErrorBodySchema } from '@shop/core/api-error';
import { findDemoIds } from '../../seed/demo-data.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

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

describe('GET /venues', () => {
  it('lists venues in tab order with the all venue first, each with its activities', async () => {
    const { status, body } = await get('/venues?include_activities=true');
    expect(status).toBe(200);
    const venues = venuesResponseSchema.parse(body).data.map((v) => v.attributes);
    expect(venues.map((v) => v.slug)).toEqual([
      'all',
      'olympic-park',
      'speed-oval',
      'nordic-center',
      'heritage-museum',
    ]);
    const [all, park, , , museum] = venues;
    expect(park!.activities!.map((a) => a.displayName)).toEqual([
      'Bobsled Experience',
      'Extreme Zipline Tour',
      'Alf Engen Ski Museum Admission',
    ]);
    // The all venue carries every displayed activity; the empty venue none (its only one is archived).
    expect(all!.activities).toHaveLength(9);
    expect(museum!.activities).toEqual([]);
    expect(park!.address).toBe('3400 Legacy Parkway, Park City, UT 84098');
  });

  it('sends the venues compressed from the catalogue cache, as every page asks for them (decision 064)', async () => {
    // The tests' app turns the cache off; this one keeps the default.
    const cached = await createTestApp({ settings: { CATALOGUE_CACHE_MS: '5000' } });
    onTestFinished(() => cached.close());
    const url = '/api/v1/venues?include_activities=true';
    const plain = await cached.app.inject({ method: 'GET', url });
    const brotli = await cached.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
    // A few kilobytes instead of tens.
    expect(brotli.rawPayload.byteLength * 4).toBeLessThan(plain.rawPayload.byteLength);
  });

  it('leaves activities out unless asked for them', async () => {
    const { body } = await get('/venues');
    expect(venuesResponseSchema.parse(body).data[1]!.attributes.activities).toBeUndefined();
  });

  it('refuses a malformed include_activities flag', async () => {
    expectError(await get('/venues?include_activities=maybe'), 400, /include_activities/);
  });
});

describe('GET /ticketing/activities', () => {
  it('lists displayed activities, and with viewAll those not on display too, never archived ones', async () => {
    const shown = activitiesResponseSchema.parse((await get('/ticketing/activities')).body).data;
    const all = activitiesResponseSchema.parse(
      (await get('/ticketing/activities?viewAll=true')).body,
    ).data;
    expect(shown.map((a) => a.attributes.centamanId)).not.toContain('private-group');
    expect(all.map((a) => a.attributes.centamanId)).toContain('private-group');
    expect(all.map((a) => a.attributes.centamanId)).not.toContain('heritage-exhibit');
    expect(all).toHaveLength(shown.length + 1);
  });

  it('covers every date selection mode', async () => {
    const { body } = await get('/ticketing/activities');
    const modes = new Set(
      activitiesResponseSchema.parse(body).data.map((a) => a.attributes.dateSelectionType),
    );
    expect([...modes].sort()).toEqual([
      'calendar_select',
      'dropdown_select',
      'dynamic_price_select',
    ]);
  });
});

describe('GET /ticketing/activities/{id}', () => {
  it('returns an activity with booking and attendee fields of every type', async () => {
    const { status, body } = await get(
      `/ticketing/activities/${ids.activity('bobsled-experience')}`,
    );
    expect(status).toBe(200);
    const activity = activityResponseSchema.parse(body).data.attributes;
    expect(activity).toMatchObject({
      type: 'TimedActivity',
      timed: true,
      collectAttendeeDetails: true,
      collectAttendeeDob: true,
      cutoffHours: 2,
      maxQuantity: 4,
    });
    expect(activity.bookingUdfs.map((udf) => udf.fieldType)).toEqual([
      'string',
      'select',
      'boolean',
      'date',
      'numeric',
    ]);
    expect(activity.attendeeUdfs.map((udf) => udf.fieldName)).toEqual([
      'weight_lbs',
      'emergency_phone',
    ]);
    // Select options are trimmed (SPEC section 5).
    expect(activity.bookingUdfs[1]!.options).toEqual([
      'Friend or family',
      'Social media',
      'Search engine',
      'Hotel concierge',
      'Other',
    ]);
  });

  it('lists linked activities with their default start date', async () => {
    const { body } = await get(`/ticketing/activities/${ids.activity('learn-to-skate')}`);
    expect(activityResponseSchema.parse(body).data.attributes.linkedActivities).toEqual([
      { id: ids.activity('public-skate'), defaultStartDate: null },
    ]);
  });

  it('answers 404 for an unknown or archived activity and 400 for a malformed id', async () => {
    expectError(await get('/ticketing/activities/999999'), 404, /Activity was not found/);
    expectError(
      await get(`/ticketing/activities/${ids.activity('heritage-exhibit')}`),
      404,
      /not found/,
    );
    expectError(await get('/ticketing/activities/abc'), 400, /id/);
    expectError(await get('/ticketing/activities/-4'), 400, /id/);
    expectError(await get('/ticketing/activities/99999999999999'), 400, /too large/);
  });
});

describe('the list of activities, kept for CATALOGUE_CACHE_MS (decision 054)', () => {
  const TTL_MS = 1_000;
  let cached: TestApp;
  beforeAll(async () => {
    cached = await createTestApp({ settings: { CATALOGUE_CACHE_MS: String(TTL_MS) } });
  });
  afterAll(() => cached.close());

  async function displayNames() {
    const answer = await cached.app.inject({ method: 'GET', url: '/api/v1/ticketing/activities' });
    expect(answer.statusCode).toBe(200);
    return activitiesResponseSchema.parse(answer.json()).data.map((a) => a.attributes.displayName);
  }

  it('serves the list from memory, and a change shows within twice its lifetime', async () => {
    const before = await displayNames();
    expect(before).toContain('Bobsled Experience');
    await cached.database.db.execute(
      sql`update activities set display_name = 'Bobsled Night Run' where display_name = 'Bobsled Experience'`,
    );
    expect(await displayNames()).toEqual(before);
    await vi.waitFor(async () => expect(await displayNames()).toContain('Bobsled Night Run'), {
      timeout: 2 * TTL_MS + 2_000,
      interval: 100,
    });
  });

  it('keeps viewAll apart: each query string is its own answer', async () => {
    const shown = await displayNames();
    const all = await cached.app.inject({
      method: 'GET',
      url: '/api/v1/ticketing/activities?viewAll=true',
    });
    expect(activitiesResponseSchema.parse(all.json()).data).toHaveLength(shown.length + 1);
  });

  it('refuses a malformed viewAll before the cache, with the error body', async () => {
    const answer = await cached.app.inject({
      method: 'GET',
      url: '/api/v1/ticketing/activities?viewAll=maybe',
    });
    expectError({ status: answer.statusCode, body: answer.json() }, 400, /viewAll/);
  });
});
