import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@shop/core/api-error';
import { healthResponseSchema } from '@shop/core/catalogue-api';
import { createTestApp, TEST_NOW, type TestApp } from '../test/test-app.ts';
import { standInInlineScript, writeWebBuildStandIn } from '../test/web-build-stand-in.ts';
import { redactUrl } from '@shop/core/redact-url';

let t: TestApp;
let distDir: string;

beforeAll(async () => {
  distDir = await writeWebBuildStandIn();
  // Shared pages are kept as long as a calendar's answer.
  t = await createTestApp({
    seed: false,
    settings: { WEB_DIST_DIR: distDir, ACTIVITY_TIMES_CACHE_MS: '60000' },
  });
});
afterAll(() => t.close());

describe('the API root', () => {
  it('answers the health check the overlay relies on', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1' });
    expect(response.statusCode).toBe(200);
    expect(healthResponseSchema.parse(response.json()).data).toEqual({
      status: 'ok',
      service: 'ticketing-api',
      time: TEST_NOW.toISOString(),
    });
  });

  it('answers unknown API paths with a 404 in the error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/nope?x=1' });
    expect(response.statusCode).toBe(404);
    expect(apiErrorBodySchema.parse(response.json()).errors).toEqual({
      status: 404,
      code: 'not_found',
      message: 'No route for GET /api/v1/nope.',
    });
  });

  it('answers a body that is not JSON with a 400 naming the problem', async () => {
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/v1/anything',
      headers: { 'content-type': 'application/json' },
      payload: '{nope',
    });
    expect(badJson.statusCode).toBe(400);
    expect(apiErrorBodySchema.parse(badJson.json()).errors.message).toBe(
      'The request body is not valid JSON.',
    );
  });

  it('sends security headers, with no referrer leaving a token page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/orders/confirmation/abc' });
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/venues',
        '/api/v1/ticketing/activities/{id}/activity_times',
        '/api/v1/ticketing/capacities/{id}',
        '/api/v1/nav',
      ]),
    );
    const timesQuery = document.paths[
      '/api/v1/ticketing/activities/{id}/activity_times'
    ].get.parameters.map((p: { name: string }) => p.name);
    expect(timesQuery).toEqual(
      expect.arrayContaining(['startDate', 'endDate', 'includeTickets', 'id']),
    );
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
  });
});

describe('the web app', () => {
  /** Which render of the stand-in build answered (web-build-stand-in.ts counts them). */
  const render = (body: string) => /<p id="render">(\d+)<\/p>/.exec(body)?.[1];
  const page = (url: string) => t.app.inject({ method: 'GET', url });

  it("renders every page on the server with the shop's address, uncached", async () => {
    for (const url of ['/activities?venue=all', '/activities/3', '/memberships/9/billing', '/x']) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { host: 'forged.example.com' },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      // The page's links start from PUBLIC_URL, never from the request's Host.
      expect(response.body, url).toContain(`<main>http://localhost:3000${url}</main>`);
      // A member's page is kept by no shared cache (search-engines.ts).
      expect(response.headers['cache-control']).toBe(
        url.startsWith('/memberships') ? 'private, no-cache' : 'no-cache',
      );
    }
  });

  it('renders a shared page once a while for every visitor, and a visitor’s own page each time', async () => {
    const first = await page('/activities/7?utm_source=mail');
    // Rendered for its key: a campaign's parameters make no page of their own.
    expect(first.body).toContain('<main>http://localhost:3000/activities/7</main>');
    const again = await page('/activities/7');
    expect(render(again.body)).toBe(render(first.body));
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(again.headers['cache-control']).toBe('no-cache');
    expect((await page('/activities/7?utm_source=x')).statusCode).toBe(200);

    const own = async (url: string) => render((await page(url)).body);
    for (const url of ['/activities/7?cartToken=abc', '/activities/7?line=3', '/activities/404']) {
      expect(await own(url), url).not.toBe(await own(url));
    }
    expect((await page('/activities/404')).statusCode).toBe(404);
  });

  it('sends every visitor the same page, without their token, where the browser reads the content', async () => {
    const cart = await page('/activities/cart?cartToken=secret-cart-1');
    expect(cart.body).toContain('<main>http://localhost:3000/activities/cart</main>');
    const otherCart = await page('/activities/cart?cartToken=secret-cart-2');
    expect(render(otherCart.body)).toBe(render(cart.body));
    const order = await page('/orders/confirmation/secret-order-1');
    expect(order.body).toContain('<main>http://localhost:3000/orders/confirmation/-</main>');
    expect(render((await page('/orders/confirmation/secret-order-2')).body)).toBe(
      render(order.body),
    );
    for (const response of [cart, otherCart, order]) {
      expect(response.body).not.toContain('secret');
      expect(response.headers['cache-control']).toBe('private, no-cache');
    }
    // A client navigation's data is the route's own, for its token.
    const data = await page('/orders/confirmation/secret-order-3.data');
    expect(data.body).toContain('secret-order-3.data');
  });

  it("answers a page's redirect and its not-found status", async () => {
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(302);
    expect(home.headers.location).toBe('/activities');
    const missing = await t.app.inject({ method: 'GET', url: '/missing-page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('/missing-page');
  });

  it("allows the page's inline scripts by their hashes, and no other", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/activities' });
    const hash = `'sha256-${createHash('sha256').update(standInInlineScript).digest('base64')}'`;
    const policy = String(response.headers['content-security-policy']);
    const scriptSrc = policy.split(';').find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe(
      `script-src 'self' https://www.google.com https://www.gstatic.com ${hash}`,
    );
    // An API answer's policy allows no inline script.
    const api = await t.app.inject({ method: 'GET', url: '/api/v1' });
    expect(String(api.headers['content-security-policy'])).not.toContain('sha256-');
  });

  it('caches hashed assets for a year and 404s missing files', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('sends the brotli or gzip copy to a browser that accepts it, and the plain file otherwise', async () => {
    for (const url of ['/assets/app-1234.js', '/activities/3']) {
      const fetch = (encoding?: string) =>
        t.app.inject({
          method: 'GET',
          url,
          headers: encoding ? { 'accept-encoding': encoding } : {},
        });
      const plain = await fetch();
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      const brotli = await fetch('gzip, deflate, br');
      expect(brotli.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(brotli.rawPayload).toString(), url).toBe(plain.body);
      const gzip = await fetch('gzip');
      expect(gzip.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString(), url).toBe(plain.body);
      expect(gzip.headers.vary, url).toMatch(/accept-encoding/i);
    }
  });
});

describe('log redaction', () => {
  it('masks token and password query values and token-like path segments', () => {
    expect(redactUrl('/api/v1/ticketing/cart?cart_token=abc123&edit_mode=true')).toBe(
      '/api/v1/ticketing/cart?cart_token=%5Bredacted%5D&edit_mode=true',
    );
    expect(redactUrl('/api/v1/ticketing/orders/Zx8_kP2mQ9vL4nR7tW1yB3cD5')).toBe(
      '/api/v1/ticketing/orders/[redacted]',
    );
    expect(redactUrl('/activities/cart?cartToken=x&orderToken=y')).toBe(
      '/activities/cart?cartToken=%5Bredacted%5D&orderToken=%5Bredacted%5D',
    );
    expect(redactUrl('/member/login?email=ann%40example.org&password=Secret-1')).toBe(
      '/member/login?email=ann%40example.org&password=%5Bredacted%5D',
    );
    expect(redactUrl('/api/v1/ticketing/activities/12/activity_times')).toBe(
      '/api/v1/ticketing/activities/12/activity_times',
    );
  });
});
