/**
 * The address a client is counted as (issue "hardening", item 5): with TRUST_PROXY naming the
 * proxies, an `X-Forwarded-For` the client writes itself cannot change it, so it cannot dodge
 * the site-wide or per-address limits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    settings: {
      TRUST_PROXY: '10.0.0.0/8',
      RATE_LIMIT_PER_MINUTE: '3',
      MEMBER_RATE_LIMIT_PER_ADDRESS: '2',
    },
  });
});
afterAll(() => t.close());

/** Statuses of `count` requests from one peer, each with a different forged first hop. */
async function statusesOf(
  count: number,
  request: { url: string; peer: string; forwardedFor: (i: number) => string; body?: object },
) {
  const statuses = [];
  for (let i = 0; i < count; i++) {
    const response = await t.app.inject({
      method: request.body ? 'POST' : 'GET',
      url: request.url,
      remoteAddress: request.peer,
      headers: { 'x-forwarded-for': request.forwardedFor(i) },
      ...(request.body ? { payload: request.body } : {}),
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe('the client address', () => {
  it('is the one the trusted proxy saw, whatever X-Forwarded-For the client sent it', async () => {
    // The proxy appends the address it saw to what the client sent.
    const statuses = await statusesOf(5, {
      url: '/api/v1',
      peer: '10.0.0.2',
      forwardedFor: (i) => `198.51.100.${i + 1}, 203.0.113.7`,
    });
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    // Another visitor behind the same proxy has a limit of its own.
    const other = await statusesOf(1, {
      url: '/api/v1',
      peer: '10.0.0.2',
      forwardedFor: () => '203.0.113.8',
    });
    expect(other).toEqual([200]);
  });

  it('is the peer itself when the peer is not a trusted proxy', async () => {
    const statuses = await statusesOf(5, {
      url: '/api/v1',
      peer: '192.0.2.50',
      forwardedFor: (i) => `10.0.0.${i + 10}`,
    });
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('is what the per-address member limits count', async () => {
    const statuses = await statusesOf(3, {
      url: '/api/v1/memberships/forgot-password',
      peer: '10.0.0.3',
      forwardedFor: (i) => `198.51.100.${i + 1}, 203.0.113.20`,
      body: { email: 'ada@example.org' },
    });
    expect(statuses).toEqual([200, 200, 429]);
  });
});
