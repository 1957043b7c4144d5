import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, productionSettings, type TestApp } from '../test/test-app.ts';
import { writeWebBuildStandIn } from '../test/web-build-stand-in.ts';
import { hashInlineScripts } from '../web/render-pages.ts';
import { buildSecurityHeaders, shopSecurityHeaderOptions } from './security-headers.ts';

/** Every header helmet may set or remove, so a header gained or lost shows up as a difference. */
const helmetHeaderNames = [
  'content-security-policy',
  'content-security-policy-report-only',
  'cross-origin-embedder-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-powered-by',
  'x-xss-protection',
];

/** Helmet's default directives come first, in its order, each replaced by ours; then the rest. */
const contentSecurityPolicy = (production: boolean) =>
  [
    "default-src 'self'",
    "base-uri 'self'",
    "font-src 'self' data:",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "img-src 'self' data: https:",
    "object-src 'none'",
    "script-src 'self' https://www.google.com https://www.gstatic.com",
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    ...(production ? ['upgrade-insecure-requests'] : []),
    "frame-src 'self' https://www.google.com",
    "connect-src 'self' https://core.spreedly.com",
  ].join(';');

const expectedHeaders = {
  'content-security-policy': contentSecurityPolicy(false),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

function securityHeadersOf(response: { headers: Record<string, unknown> }) {
  return Object.fromEntries(
    helmetHeaderNames
      .filter((name) => response.headers[name] !== undefined)
      .map((name) => [name, response.headers[name]]),
  );
}

describe('security headers on every answer', () => {
  let t: TestApp;

  beforeAll(async () => {
    const distDir = await writeWebBuildStandIn();
    t = await createTestApp({ seed: false, settings: { WEB_DIST_DIR: distDir } });
  });
  afterAll(() => t.close());

  it('sends them on an API answer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/ticketing/cart' });
    expect(response.statusCode).toBe(200);
    expect(securityHeadersOf(response)).toEqual(expectedHeaders);
  });

  it('sends them on an unknown API path', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(response.statusCode).toBe(404);
    expect(securityHeadersOf(response)).toEqual(expectedHeaders);
  });

  it('sends them on an error answer', async () => {
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ticketing/line_items?cart_token=abc',
      payload: {},
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors.code).toBe('validation_failed');
    expect(securityHeadersOf(invalid)).toEqual(expectedHeaders);

    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ticketing/line_items?cart_token=abc',
      headers: { 'content-type': 'application/json' },
      payload: '{nope',
    });
    expect(notJson.statusCode).toBe(400);
    expect(securityHeadersOf(notJson)).toEqual(expectedHeaders);
  });

  it("sends them on web pages, with the page's inline scripts allowed by hash", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/orders/confirmation/abc' });
    expect(response.statusCode).toBe(200);
    const { 'content-security-policy': policy, ...others } = securityHeadersOf(response);
    const { 'content-security-policy': expectedPolicy, ...expectedOthers } = expectedHeaders;
    expect(others).toEqual(expectedOthers);
    expect(policy).toBe(
      expectedPolicy.replace(
        /(script-src [^;]*)/,
        `$1 ${hashInlineScripts(response.body).join(' ')}`,
      ),
    );
    expect(hashInlineScripts(response.body)).toHaveLength(1);
  });

  it('sends them on files, missing files and the API docs', async () => {
    for (const [url, status] of [
      ['/assets/app-1234.js', 200],
      ['/assets/missing.js', 404],
      ['/api/docs', 200],
      ['/api/docs/json', 200],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(status);
      expect(securityHeadersOf(response), url).toEqual(expectedHeaders);
    }
  });
});

describe('security headers in production', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      settings: { ...productionSettings, RATE_LIMIT_PER_MINUTE: '1' },
    });
  });
  afterAll(() => t.close());

  it('asks browsers to upgrade insecure requests, also when rate limiting', async () => {
    const expected = {
      ...expectedHeaders,
      'content-security-policy': contentSecurityPolicy(true),
    };
    const first = await t.app.inject({ method: 'GET', url: '/api/v1' });
    expect(first.statusCode).toBe(200);
    expect(securityHeadersOf(first)).toEqual(expected);
    const limited = await t.app.inject({ method: 'GET', url: '/api/v1' });
    expect(limited.statusCode).toBe(429);
    expect(securityHeadersOf(limited)).toEqual(expected);
  });
});

describe('buildSecurityHeaders', () => {
  it("matches the app's answers", () => {
    expect(buildSecurityHeaders(shopSecurityHeaderOptions(false))).toEqual(expectedHeaders);
    expect(buildSecurityHeaders(shopSecurityHeaderOptions(true))).toEqual({
      ...expectedHeaders,
      'content-security-policy': contentSecurityPolicy(true),
    });
  });

  it("lets pages post error reports to the browser's Sentry host, and no other", () => {
    const csp = (dsn?: string) =>
      buildSecurityHeaders(shopSecurityHeaderOptions(true, dsn))['content-security-policy']!;
    const connectSrc = (policy: string) =>
      policy.split(';').find((directive) => directive.startsWith('connect-src'));
    expect(connectSrc(csp('https://abc123@o1.ingest.sentry.io/4501'))).toBe(
      "connect-src 'self' https://core.spreedly.com https://o1.ingest.sentry.io",
    );
    expect(connectSrc(csp())).toBe("connect-src 'self' https://core.spreedly.com");
  });

  it('refuses headers that would differ per request, and options helmet rejects', () => {
    expect(() =>
      buildSecurityHeaders({
        contentSecurityPolicy: { directives: { scriptSrc: ["'self'", () => "'nonce-abc'"] } },
      }),
    ).toThrow(/scriptSrc is computed per request/);
    expect(() =>
      buildSecurityHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ['self'] } } }),
    ).toThrow(/"self" should be quoted/);
  });
});
