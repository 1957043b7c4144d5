import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@shop/core/api-error';
import { findDemoIds } from '../seed/demo-data.ts';
import { shopClient, testCustomer, ticketIdByCode } from '../test/shop-client.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const token = 'metrics-token-for-tests-0123456789';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ settings: { METRICS_TOKEN: token } });
});
afterAll(() => t.close());

const scrape = (authorization?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: authorization ? { authorization } : {},
  });

/** The value of one sample line of the text format, or undefined when there is none. */
function sample(body: string, name: string, labels = ''): number | undefined {
  const line = body.split('\n').find((candidate) => candidate.startsWith(`${name}${labels} `));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}

describe('GET /metrics', () => {
  it('refuses a scraper without the token, in the error shape', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${token}`]) {
      const response = await scrape(authorization);
      expect(response.statusCode).toBe(401);
      expect(apiErrorBodySchema.parse(response.json()).errors.message).toBe(
        'A valid metrics token is required.',
      );
    }
  });

  it('counts requests by route pattern and status, never by raw URL', async () => {
    await t.app.inject({ method: 'GET', url: '/api/v1/ticketing/activities/4242424' });
    const body = (await scrape(`Bearer ${token}`)).body;
    expect(
      sample(
        body,
        'http_request_duration_seconds_count',
        '{method="GET",route="/api/v1/ticketing/activities/:id",status="404"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(body).not.toMatch(/route="[^"]*4242424/);
  });

  it('reports the outbox: how many e-mails wait and how old the oldest is', async () => {
    await t.database.db.execute(
      sql`insert into outbox (kind, payload, created_at) values
          ('test', '{}'::jsonb, now() - interval '90 seconds'),
          ('test', '{}'::jsonb, now())`,
    );
    const body = (await scrape(`Bearer ${token}`)).body;
    expect(sample(body, 'shop_outbox_pending_messages')).toBe(2);
    expect(sample(body, 'shop_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(90);
  });

  it('counts places held, payment failures by reason and orders placed', async () => {
    const before = (await scrape(`Bearer ${token}`)).body;
    const client = shopClient(t);
    const ids = await findDemoIds(t.database.db);
    const session = await ids.session('zipline-tour-2026-12-09-10:00');
    const { cart } = await client.cartWithTicket(
      session,
      await ticketIdByCode(t.database.db, 'zipline-adult'),
    );
    const declined = await client.api(
      'POST',
      `/ticketing/orders?cart_token=${cart.token}`,
      {
        order: {
          customerInfo: { ...testCustomer, cardToken: await client.tokenize('4012888888881881') },
        },
      },
      { 'idempotency-key': 'metrics-declined-card' },
    );
    expect(declined.status).toBe(402);
    const placed = await client.api(
      'POST',
      `/ticketing/orders?cart_token=${cart.token}`,
      { order: { customerInfo: { ...testCustomer, cardToken: await client.tokenize() } } },
      { 'idempotency-key': 'metrics-approved-card' },
    );
    expect(placed.status).toBe(201);
    const after = (await scrape(`Bearer ${token}`)).body;
    const grew = (name: string, labels = '') =>
      (sample(after, name, labels) ?? 0) - (sample(before, name, labels) ?? 0);
    expect(grew('shop_places_held_total')).toBe(1);
    expect(grew('shop_payment_failures_total', '{reason="declined"}')).toBe(1);
    expect(grew('shop_orders_total', '{kind="ticket order"}')).toBe(1);
  });

  it("reports the database pool's connections on PostgreSQL", async () => {
    const body = (await scrape(`Bearer ${token}`)).body;
    const total = sample(body, 'shop_database_pool_connections', '{state="total"}');
    if (t.database.kind === 'postgres') expect(total).toBeGreaterThanOrEqual(1);
    else expect(total).toBeUndefined();
  });

  it('is not found without a token setting, whatever the scraper presents', async () => {
    const bare = await createTestApp({ seed: false });
    try {
      const response = await bare.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer ' },
      });
      expect(response.statusCode).toBe(404);
      expect(apiErrorBodySchema.parse(response.json()).errors.message).toBe(
        'No route for GET /metrics.',
      );
    } finally {
      await bare.close();
    }
  });
});

describe('health probes', () => {
  it('answers live and ready when the database holds every migration', async () => {
    for (const url of ['/health/live', '/health/ready']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.json()).toEqual({ data: { status: 'ok' } });
    }
  });

  it('is not ready while a migration is missing, and still live', async () => {
    const bare = await createTestApp({ seed: false });
    try {
      await bare.database.db.execute(
        sql`delete from drizzle.__drizzle_migrations
            where id = (select max(id) from drizzle.__drizzle_migrations)`,
      );
      const ready = await bare.app.inject({ method: 'GET', url: '/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(apiErrorBodySchema.parse(ready.json()).errors.message).toMatch(
        /^The database has \d+ of this build's \d+ migrations\.$/,
      );
      expect((await bare.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
