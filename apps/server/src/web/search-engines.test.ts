/**
 * What crawlers read: robots.txt and the sitemap of the activities on display, and the pages of
 * one visitor marked noindex and kept out of shared caches.
 */
import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { activities } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { writeWebBuildStandIn } from '../test/web-build-stand-in.ts';

let t: TestApp;
const shop = 'https://tickets.example.org';

beforeAll(async () => {
  const distDir = await writeWebBuildStandIn();
  t = await createTestApp({ settings: { WEB_DIST_DIR: distDir, PUBLIC_URL: `${shop}/` } });
});
afterAll(() => t.close());

it('robots.txt keeps crawlers out of the visitors’ own pages and points to the sitemap', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
  const lines = response.body.split('\n');
  expect(lines[0]).toBe('User-agent: *');
  for (const disallowed of [
    '/activities/cart',
    '/activities/payment',
    '/orders',
    '/admin',
    '/waitlist',
    '/api/',
  ])
    expect(lines).toContain(`Disallow: ${disallowed}`);
  expect(lines).not.toContain('Disallow: /activities');
  expect(lines).toContain(`Sitemap: ${shop}/sitemap.xml`);
});

it('the sitemap lists the activities page and each activity on display, and no other', async () => {
  const listed = await t.app.inject({ method: 'GET', url: '/api/v1/ticketing/activities' });
  const ids = (listed.json() as { data: Array<{ id: number }> }).data.map(({ id }) => id);
  expect(ids.length).toBeGreaterThan(2);
  const [hidden, archived, ...shown] = ids;
  await t.database.db
    .update(activities)
    .set({ onDisplay: false })
    .where(eq(activities.id, hidden!));
  await t.database.db
    .update(activities)
    .set({ archived: true })
    .where(eq(activities.id, archived!));

  const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(response.headers['cache-control']).toBe('public, max-age=300');
  expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
  const locations = [...response.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
  expect(locations).toEqual([
    `${shop}/activities`,
    ...shown.map((id) => `${shop}/activities/${id}`),
  ]);
});

it('pages that belong to one visitor or to staff are noindex and never kept by a shared cache', async () => {
  const privatePages = [
    '/activities/cart?cartToken=abc',
    '/activities/payment?cartToken=abc',
    '/orders/confirmation/abc',
    '/orders/abc/edit',
    '/confirmation/abc',
    '/member/account',
    '/memberships',
    '/memberships/3/billing',
    '/admin/orders',
    '/reset-password?token=abc',
    '/activities/1?cartToken=abc&orderToken=def&line=4',
  ];
  for (const url of privatePages) {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['cache-control'], url).toBe('private, no-cache');
    expect(response.headers['x-robots-tag'], url).toBe('noindex');
  }
  for (const url of [
    '/',
    '/activities?venue=all',
    '/activities/1?line=4',
    '/activities/cartography',
    '/not-a-page',
  ]) {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.headers['cache-control'], url).toBe('no-cache');
    expect(response.headers['x-robots-tag'], url).toBeUndefined();
  }
});

it('a private page comes compressed, with its own headers, each time it is asked for', async () => {
  for (let time = 0; time < 2; time += 1) {
    const response = await t.app.inject({
      method: 'GET',
      url: '/member/account',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain(
      `<main>${shop}/member/account</main>`,
    );
  }
});
