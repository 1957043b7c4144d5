/**
 * Decision 064 through the real server: a page's HTML asks for the page's code and its first
 * answers, with the URLs the app builds, and nothing a visitor types reaches the HTML unescaped.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findDemoIds } from '../seed/demo-data.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { collectPageAnswers, preloadedPages } from './page-preloads.ts';
import { pageHeaders } from './search-engines.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof findDemoIds>>;

const indexHtml =
  '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  const distDir = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
  await writeFile(path.join(distDir, 'index.html'), indexHtml);
  await writeFile(
    path.join(distDir, 'page-preloads.json'),
    JSON.stringify({
      apiRoot: '/api/v1',
      routes: {
        'src/routes/choose-tickets-page.tsx': ['/assets/choose-1.js', '/assets/schemas-1.js'],
        'src/routes/choose-tickets-loader.ts': ['/assets/loader-1.js', '/assets/schemas-1.js'],
        'src/routes/cart-page.tsx': ['/assets/cart-1.js'],
        'src/routes/activities-page.tsx': ['/assets/activities-1.js'],
      },
    }),
  );
  // The test clock: Tuesday, December 1, 2026 in Denver.
  t = await createTestApp({ settings: { WEB_DIST_DIR: distDir } });
  ids = await findDemoIds(t.database.db);
});
afterAll(() => t.close());

async function fetchHead(url: string): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  // Whether it may be cached, and by whom: search-engines.ts's table, tested there.
  expect(response.headers['cache-control'], url).toBe(pageHeaders(url)['cache-control']);
  return response.body.slice(0, response.body.indexOf('</head>'));
}

const hrefs = (head: string, rel: string) =>
  [...head.matchAll(new RegExp(`<link rel="${rel}"[^>]* href="([^"]*)">`, 'g'))].map(
    (match) => match[1],
  );

it('the first page, and `/` that leads there, ask for the first page’s code and no other', async () => {
  for (const url of ['/', '/activities', '/activities?venue=all']) {
    expect(hrefs(await fetchHead(url), 'modulepreload'), url).toEqual(['/assets/activities-1.js']);
  }
  // A page the table does not know gets index.html as it is.
  const other = await t.app.inject({ method: 'GET', url: '/member/logout' });
  expect(other.body).toBe(indexHtml);
});

describe('an activity’s page', () => {
  it('asks for the activity, its month of sessions, its picture and its code', async () => {
    const id = ids.activity('public-skate');
    const head = await fetchHead(`/activities/${id}`);
    expect(hrefs(head, 'preload" as="fetch')).toEqual([
      `/api/v1/ticketing/activities/${id}`,
      `/api/v1/ticketing/activities/${id}/activity_times?startDate=2026-12-01&amp;endDate=2026-12-31&amp;includeTickets=true`,
    ]);
    expect(hrefs(head, 'preload" as="image')).toEqual(['/images/activities/public-skate.svg']);
    // The chunk both modules need, once.
    expect(hrefs(head, 'modulepreload')).toEqual([
      '/assets/choose-1.js',
      '/assets/schemas-1.js',
      '/assets/loader-1.js',
    ]);
  });

  it('asks for a dropdown’s sessions in the server’s default range', async () => {
    const id = ids.activity('museum-admission');
    const head = await fetchHead(`/activities/${id}`);
    expect(hrefs(head, 'preload" as="fetch')).toEqual([
      `/api/v1/ticketing/activities/${id}`,
      `/api/v1/ticketing/activities/${id}/activity_times?includeTickets=true`,
    ]);
  });

  it('asks for no sessions when a line being edited opens on its own date', async () => {
    const id = ids.activity('public-skate');
    const head = await fetchHead(`/activities/${id}?line=4`);
    expect(hrefs(head, 'preload" as="fetch')).toEqual([`/api/v1/ticketing/activities/${id}`]);
  });

  it('asks an unknown activity’s answer only, and nothing for an id that is no id', async () => {
    const unknown = await fetchHead('/activities/987654');
    expect(hrefs(unknown, 'preload" as="fetch')).toEqual(['/api/v1/ticketing/activities/987654']);
    expect(hrefs(unknown, 'preload" as="image')).toEqual([]);
    // The id as the app reads it: its own request is for activity 12, not 012.
    const padded = await fetchHead('/activities/012');
    expect(hrefs(padded, 'preload" as="fetch')[0]).toBe('/api/v1/ticketing/activities/12');
    for (const url of ['/activities/abc', '/activities/0', '/activities/-3', '/activities/1.5']) {
      const head = await fetchHead(url);
      expect(hrefs(head, 'preload" as="fetch'), url).toEqual([]);
      expect(hrefs(head, 'modulepreload'), url).toHaveLength(3);
    }
  });
});

describe('the cart and the checkout', () => {
  it('ask for the cart the URL names, its lines’ activities, and on the checkout their sessions', async () => {
    const cart = await t.app.inject({ method: 'GET', url: '/api/v1/ticketing/cart' });
    const token = cart.json<{ data: { attributes: { token: string } } }>().data.attributes.token;
    const activityId = ids.activity('public-skate');
    const times = await t.app.inject({
      method: 'GET',
      url: `/api/v1/ticketing/activities/${activityId}/activity_times?startDate=2026-12-05&endDate=2026-12-05`,
    });
    const session = times.json<{ data: { id: number }[] }>().data[0]!;
    const line = await t.app.inject({
      method: 'POST',
      url: `/api/v1/ticketing/line_items?cart_token=${token}`,
      payload: { activityId, activityTimeId: Number(session.id) },
    });
    expect(line.statusCode).toBe(201);

    const cartAnswer = `/api/v1/ticketing/cart?cart_token=${token}`;
    expect(
      hrefs(await fetchHead(`/activities/cart?cartToken=${token}`), 'preload" as="fetch'),
    ).toEqual([cartAnswer, `/api/v1/ticketing/activities/${activityId}`]);
    expect(
      hrefs(await fetchHead(`/activities/payment?cartToken=${token}`), 'preload" as="fetch'),
    ).toEqual([
      cartAnswer,
      `/api/v1/ticketing/activities/${activityId}`,
      `/api/v1/ticketing/activities/${activityId}/activity_times/${session.id}`,
    ]);
  });

  it('ask for an unknown cart’s answer only, and for none without a token', async () => {
    const head = await fetchHead('/activities/payment?cartToken=abc_DEF-123');
    expect(hrefs(head, 'preload" as="fetch')).toEqual([
      '/api/v1/ticketing/cart?cart_token=abc_DEF-123',
    ]);
    expect(hrefs(await fetchHead('/activities/cart'), 'preload" as="fetch')).toEqual([]);
  });

  it('put a hostile token into the HTML encoded, never as markup', async () => {
    const token = encodeURIComponent('"><script>alert(1)</script>&x=<b>');
    const head = await fetchHead(`/activities/cart?cartToken=${token}`);
    expect(head).not.toContain('<script>');
    expect(head).not.toContain('<b>');
    expect(hrefs(head, 'preload" as="fetch')).toEqual([
      '/api/v1/ticketing/cart?cart_token=%22%3E%3Cscript%3Ealert%281%29%3C%2Fscript%3E%26x%3D%3Cb%3E',
    ]);
  });
});

it('sends the page when what it would preload cannot be read, and says why', async () => {
  // A token the API refuses (a control character) is not looked up: the app gets its refusal.
  const refused = await fetchHead('/activities/payment?cartToken=%00');
  expect(hrefs(refused, 'preload" as="fetch')).toEqual(['/api/v1/ticketing/cart?cart_token=%00']);

  const reasons: unknown[] = [];
  const payment = preloadedPages.find((page) => page.url === '/activities/payment')!;
  const failing = new Error('the database is away');
  const answers = await collectPageAnswers(
    payment,
    { params: {}, query: new URLSearchParams({ cartToken: 'abc' }) },
    {
      getActivity: () => Promise.reject(failing),
      findCartLines: () => Promise.reject(failing),
      now: () => new Date(),
    },
    (error) => reasons.push(error),
  );
  expect(answers).toEqual({ answers: [] });
  expect(reasons).toEqual([failing]);
});

it('sends the page compressed to a browser that accepts it', async () => {
  const url = `/activities/${ids.activity('public-skate')}`;
  const plain = await t.app.inject({ method: 'GET', url });
  const brotli = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
  const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  expect(plain.headers.vary).toMatch(/accept-encoding/i);
  // The rest of index.html is untouched.
  expect(plain.body).toMatch(/^<!doctype html><html><head><title>Shop<\/title><link /);
  expect(plain.body).toContain('</head><body><div id="root"></div></body></html>');
});
