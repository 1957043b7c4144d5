import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { activityTimesResponseSchema } from '@shop/core/catalogue-api';
import { lineItemResponseSchema, cartResponseSchema } from '@shop/core/cart';
import { insertHolds } from '../test/insert-holds.ts';
import { findDemoIds } from '../seed/demo-data.ts';
import { shopClient, ticketIdByCode } from '../test/shop-client.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../test/test-app.ts';
import { createReplyCache, type ReplyCache } from './reply-cache.ts';

describe('createReplyCache', () => {
  let app: FastifyInstance;
  let cache: ReplyCache;
  const clock = { ms: 1_000 };
  let builds = 0;
  let failNext = false;
  let release: (() => void) | null = null;

  beforeAll(async () => {
    cache = createReplyCache({ ttlMs: 1_000, now: () => clock.ms });
    app = Fastify();
    app.get('/answer', (request, reply) =>
      cache.send(request, reply, 'answer', async () => {
        builds += 1;
        const build = builds;
        if (release === null && failNext) {
          failNext = false;
          throw new Error('the database is away');
        }
        if (release !== null) await new Promise<void>((resolve) => (release = resolve));
        return JSON.stringify({ build, text: 'powder '.repeat(500) });
      }),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/answer', headers });

  it('builds once, then serves the stored answer; an old one is refreshed behind the scenes', async () => {
    const first = await get();
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.json().build).toBe(builds);
    const built = builds;

    clock.ms += 999;
    expect((await get()).json().build).toBe(built);
    expect(builds).toBe(built);

    // One period old: still answered at once, while one rebuild starts.
    clock.ms += 1;
    expect((await get()).json().build).toBe(built);
    await vi.waitFor(() => expect(builds).toBe(built + 1));
    expect((await get()).json().build).toBe(built + 1);

    // Two periods without a request: too old to answer with, so the request waits for a build.
    clock.ms += 2_000;
    expect((await get()).json().build).toBe(built + 2);
  });

  it('builds once for a burst of misses', async () => {
    clock.ms += 2_000; // the stored answer is too old to serve
    const waitingBuild = builds + 1;
    release = () => undefined; // the next build waits until released
    const burst = [get(), get(), get()];
    await vi.waitFor(() => expect(builds).toBe(waitingBuild));
    const finish = release as () => void;
    release = null;
    finish();
    const answers = await Promise.all(burst);
    expect(answers.map((answer) => answer.json().build)).toEqual([
      waitingBuild,
      waitingBuild,
      waitingBuild,
    ]);
    expect(builds).toBe(waitingBuild);
  });

  it('never stores a failure', async () => {
    clock.ms += 2_000;
    failNext = true;
    expect((await get()).statusCode).toBe(500);
    const next = await get();
    expect(next.statusCode).toBe(200);
    expect(next.json().text).toContain('powder');
  });

  it('compresses for the encodings the browser accepts, with the same JSON inside', async () => {
    const plain = await get();
    const brotli = await get({ 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('accept-encoding');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 10);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);

    const gzip = await get({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const none = await get({ 'accept-encoding': 'identity' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(plain.body);
  });

  it('answers 304 to a browser that already holds the same answer', async () => {
    const first = await get();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await get({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    clock.ms += 2_000; // a new build, a new answer
    expect((await get({ 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('builds every time when the time to live is 0, and still sends it compressed', async () => {
    const off = createReplyCache({ ttlMs: 0 });
    const uncached = Fastify();
    let count = 0;
    uncached.get('/n', (request, reply) =>
      off.send(request, reply, 'n', async () => JSON.stringify({ count: ++count })),
    );
    expect((await uncached.inject('/n')).json()).toEqual({ count: 1 });
    const brotli = await uncached.inject({ url: '/n', headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual({ count: 2 });
    await uncached.close();
  });
});

describe('cached calendars on the real app', () => {
  const TTL_MS = 1_500;
  let t: TestApp;
  let ids: Awaited<ReturnType<typeof findDemoIds>>;

  beforeAll(async () => {
    t = await createTestApp({ settings: { ACTIVITY_TIMES_CACHE_MS: String(TTL_MS) } });
    ids = await findDemoIds(t.database.db);
  });
  afterAll(() => t.close());

  it('serves the month from memory, and any hold shows within twice its lifetime', async () => {
    const client = shopClient(t);
    const session = await ids.session('zipline-tour-2026-12-10-10:00');
    const url = `/ticketing/activities/${ids.activity('zipline-tour')}/activity_times?startDate=2026-12-10&endDate=2026-12-10&includeTickets=true`;
    const vacancy = async () => {
      const answer = await client.api('GET', url);
      expect(answer.status).toBe(200);
      const times = activityTimesResponseSchema.parse(answer.body).data;
      return times.find((time) => Number(time.id) === session.id)!.attributes.vacancy;
    };
    const before = await vacancy();

    // A hold written behind the API's back is not seen while the answer is kept...
    await insertHolds(t.database.db, [
      {
        activityTimeId: session.id,
        quantity: 3,
        expiresAt: new Date(TEST_NOW.getTime() + 60_000),
      },
    ]);
    expect(await vacancy()).toBe(before);

    // ...nor is one made through the API: a write retires nothing (decision 038)...
    const cart = cartResponseSchema.parse((await client.api('GET', '/ticketing/cart')).body).data
      .attributes;
    const line = lineItemResponseSchema.parse(
      (
        await client.api('POST', `/ticketing/line_items?cart_token=${cart.token}`, {
          activityId: ids.activity('zipline-tour'),
          activityTimeId: session.id,
        })
      ).body,
    ).data;
    const added = await client.api(
      'POST',
      `/ticketing/line_items/${line.id}/line_item_tickets?cart_token=${cart.token}`,
      { ticketId: await ticketIdByCode(t.database.db, 'zipline-adult'), quantity: 2 },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(await vacancy()).toBe(before);
    // ...and both show once the answer is rebuilt, within twice the lifetime.
    await vi.waitFor(async () => expect(await vacancy()).toBe(before - 5), {
      timeout: 2 * TTL_MS + 2_000,
      interval: 100,
    });
  });

  it('answers a missing activity with the error body, through the cache', async () => {
    const client = shopClient(t);
    const missing = await client.api('GET', '/ticketing/activities/999999/activity_times');
    expect(missing.status).toBe(404);
    expect(missing.body.errors.status).toBe(404);
  });
});
