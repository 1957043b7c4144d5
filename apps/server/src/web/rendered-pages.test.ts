/**
 * The shop's pages as the server renders them from the web app's real build (decision 102): what
 * a crawler, a chat app's link preview or a browser without JavaScript reads, and every catalogue
 * text escaped in it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { activities } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { ensureWebBuild } from '../test/web-build.ts';

const shop = 'https://tickets.example.org';
const hostileName = '</script><script>alert(1)</script>';

let t: TestApp;
let skate: { id: number; image: string | null; description: string };
let hostileId: number;

beforeAll(async () => {
  t = await createTestApp({
    // The pages' loaders ask for the sessions from today by the real clock, as in production, so
    // the shop is seeded for and runs at the real time, not the tests' fixed one: seeded for that,
    // the activity's page found no session from three weeks after it on.
    now: new Date(),
    // Pages are kept as in production (a minute here): a visitor's page is the one kept for all.
    settings: {
      WEB_DIST_DIR: ensureWebBuild(),
      PUBLIC_URL: `${shop}/`,
      ACTIVITY_TIMES_CACHE_MS: '60000',
    },
  });
  // The page's render reads the API at the server's own address.
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const [row] = await t.database.db
    .select()
    .from(activities)
    .where(eq(activities.displayName, 'Public Skate'));
  skate = { id: row!.id, image: row!.image, description: row!.centamanDescription };
  // Before any page is rendered, so that no answer of the catalogue is kept from before.
  const [hostile] = await t.database.db
    .update(activities)
    .set({ displayName: hostileName, preview: hostileName })
    .where(eq(activities.displayName, 'Curling Try-It Night'))
    .returning({ id: activities.id });
  hostileId = hostile!.id;
}, 180_000);
afterAll(() => t.close());

const page = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, html: response.body, headers: response.headers };
};

/** The content of `<meta property|name="key">`. */
const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

it('an activity’s page holds its name, description, picture, venue, sessions and link preview', async () => {
  const { status, html } = await page(`/activities/${skate.id}`);
  expect(status).toBe(200);
  const text = visibleText(html);
  expect(text).toContain('Public Skate');
  expect(text).toContain('Legacy Speed Oval');
  expect(text).toMatch(/\d{1,2}:\d{2} (AM|PM) - \d{1,2}:\d{2} (AM|PM)/);
  expect(html).toContain(`src="${skate.image}"`);
  expect(html).toContain(`<link rel="canonical" href="${shop}/activities/${skate.id}"/>`);
  expect(metaContent(html, 'og:title')).toBe('Public Skate');
  expect(metaContent(html, 'og:url')).toBe(`${shop}/activities/${skate.id}`);
  expect(metaContent(html, 'og:image')).toBe(`${shop}${skate.image}`);
  expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
  expect(metaContent(html, 'twitter:image')).toBe(`${shop}${skate.image}`);
  expect(metaContent(html, 'og:description')).toBeTruthy();
});

it('an activity’s page carries schema.org Event data with its next session, venue and prices', async () => {
  const { html } = await page(`/activities/${skate.id}`);
  const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  const event = JSON.parse(json!) as Record<string, unknown>;
  expect(event).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: 'Public Skate',
    url: `${shop}/activities/${skate.id}`,
    image: [`${shop}${skate.image}`],
    location: {
      '@type': 'Place',
      name: expect.stringContaining('Legacy Speed Oval'),
      address: expect.objectContaining({ '@type': 'PostalAddress', addressCountry: 'US' }),
    },
    offers: expect.objectContaining({ '@type': 'AggregateOffer', priceCurrency: 'USD' }),
  });
  expect(Date.parse(event.startDate as string)).not.toBeNaN();
  const offers = event.offers as { lowPrice: string; highPrice: string };
  expect(Number(offers.lowPrice)).toBeGreaterThan(0);
  expect(Number(offers.highPrice)).toBeGreaterThanOrEqual(Number(offers.lowPrice));
});

it('the activities page lists the activities without JavaScript', async () => {
  const { status, html } = await page('/activities');
  expect(status).toBe(200);
  const text = visibleText(html);
  for (const name of ['Public Skate', 'Bobsled Experience', 'Nordic Trail Pass'])
    expect(text).toContain(name);
  expect(html).toContain(`<link rel="canonical" href="${shop}/activities"/>`);
  expect(metaContent(html, 'og:title')).toBe('Activities | Wasatch Legacy Foundation');
});

it('an unknown activity, or an id that is no id, answers 404 with the not-found page', async () => {
  for (const url of ['/activities/999999', '/activities/abc', '/activities/0']) {
    const { status, html } = await page(url);
    expect(status, url).toBe(404);
    expect(visibleText(html), url).toContain('Page Not Found');
    expect(html, url).toContain('<title>Page Not Found | Wasatch Legacy Foundation</title>');
  }
});

it('a catalogue text that is markup renders as text, in the page, its head and its data', async () => {
  for (const url of [`/activities/${hostileId}`, '/activities?venue=all']) {
    const { html } = await page(url);
    expect(html, url).not.toContain('<script>alert(1)');
    expect(html, url).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  }
});

it('a cart’s, a checkout’s and an order’s pages are one page for every visitor, without a token', async () => {
  const pages = [
    [
      '/activities/cart?cartToken=secret-1',
      '/activities/cart?cartToken=secret-2',
      'Loading your cart',
    ],
    ['/activities/payment?cartToken=secret-1', '/activities/payment', 'Loading your cart'],
    ['/orders/confirmation/secret-1', '/orders/confirmation/secret-2', 'Loading your order'],
    ['/orders/secret-1/edit', '/orders/secret-2/edit', 'Loading your cart'],
  ];
  for (const [url, otherUrl, loading] of pages) {
    const first = await page(url!);
    expect(first.status, url).toBe(200);
    expect(first.html, url).not.toContain('secret');
    // It names no address: the visitor's is their token.
    expect(first.html, url).not.toContain('rel="canonical"');
    expect(metaContent(first.html, 'og:url'), url).toBeUndefined();
    expect(visibleText(first.html), url).toContain(loading);
    // The footer lists the venues from the first paint, as the catalogue's pages do.
    expect(visibleText(first.html), url).toContain('Legacy Speed Oval');
    expect(first.headers['x-robots-tag'], url).toBe('noindex');
    expect((await page(otherUrl!)).html, url).toBe(first.html);
  }
});

it('a page rendered for its own address, with a token in its query, links the header’s cart to that cart or order from the start, and is not kept', async () => {
  const edit = await page(`/activities/${skate.id}?orderToken=order-secret-1`);
  expect(edit.status).toBe(200);
  expect(edit.html).toContain('href="/orders/order-secret-1/edit"');
  const cart = await page(`/activities/${skate.id}?cartToken=cart-secret-1`);
  expect(cart.html).toContain('href="/activities/cart?cartToken=cart-secret-1"');
  // The activity's page every visitor gets holds neither.
  expect((await page(`/activities/${skate.id}`)).html).not.toContain('secret');
});

it('the header’s cart, rendered before its cart is known, says no count', async () => {
  // The cart is the visitor's: it arrives once the page runs, so the server cannot count it.
  for (const url of ['/activities', `/activities/${skate.id}`, '/activities/cart']) {
    const { html } = await page(url);
    const link = /<a [^>]*aria-label="View Cart"[^>]*>([\s\S]*?)<\/a>/.exec(html);
    expect(link, url).not.toBeNull();
    // The icon alone: no badge with a number.
    expect(link![1], url).not.toMatch(/<span/);
    expect(html, url).not.toMatch(/View Cart, \d+ item/);
  }
});

it('a back-office page is titled as the back office and names no address', async () => {
  for (const url of ['/admin', '/admin/orders/secret-1', '/admin/login']) {
    const { html } = await page(url);
    expect(html, url).toContain('<title>Back Office | ');
    expect(html, url).not.toContain('secret');
    expect(html, url).not.toContain('rel="canonical"');
    expect(metaContent(html, 'og:url'), url).toBeUndefined();
  }
});
