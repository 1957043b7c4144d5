/**
 * The database round trips of each step of an on-sale purchase (issue 18), on PostgreSQL: the
 * noise-free measure behind the benchmark's latencies. Every statement the server sends is one
 * `pg.Client#query`, counted while the step's request runs.
 */
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { findDemoIds } from '../../seed/demo-data.ts';
import { shopClient, ticketIdByCode } from '../../test/shop-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { orderTestCustomer } from './order-test-kit.ts';

let t: TestApp;
let statements = 0;
const clientQuery = pg.Client.prototype.query;
beforeAll(async () => {
  // Cached answers outlive the test however slow the machine: an on-sale finds them warm.
  t = await createTestApp({
    // Caches as warm as on a sale: the catalogue's, the calendar's, and the on-sale queues' (no
    // queue is on, which each process reads once a second, decision 104).
    settings: {
      ACTIVITY_TIMES_CACHE_MS: '60000',
      CATALOGUE_CACHE_MS: '600000',
      QUEUE_STATE_CACHE_MS: '60000',
    },
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg's overloads, passed through
  pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: any[]): any {
    // The request limit's leases are taken a few times a minute per address, not per request
    // (http/leased-request-counter.ts), and fall on whichever step is running: not counted.
    const text: unknown = typeof args[0] === 'string' ? args[0] : args[0]?.text;
    if (typeof text !== 'string' || !text.includes('auth_rate_limits')) statements += 1;
    return (clientQuery as (...a: unknown[]) => unknown).apply(this, args);
  };
});
afterAll(async () => {
  pg.Client.prototype.query = clientQuery;
  await t.close();
});

/** Runs one step and answers its body and the statements it sent. */
async function countTrips(send: () => Promise<{ status: number; body: unknown }>) {
  statements = 0;
  const answer = await send();
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- read loosely, as the visitor does
  return { body: answer.body as any, trips: statements };
}

/** One visitor's purchase, as the on-sale benchmark makes it; answers each step's trips. */
async function purchase() {
  const { api, call } = shopClient(t);
  const ids = await findDemoIds(t.database.db);
  const session = await ids.session('zipline-tour-2026-12-10-12:00');
  const ticketId = await ticketIdByCode(t.database.db, 'zipline-adult');
  const trips: Record<string, number> = {};

  trips.activities = (await countTrips(() => api('GET', '/ticketing/activities'))).trips;
  trips.calendar = (
    await countTrips(() =>
      api(
        'GET',
        `/ticketing/activities/${session.activityId}/activity_times?startDate=2026-12-01&endDate=2026-12-31&includeTickets=true`,
      ),
    )
  ).trips;
  const cart = await countTrips(() => api('GET', '/ticketing/cart'));
  trips.cart = cart.trips;
  const inCart = `cart_token=${cart.body.data.attributes.token}`;
  const line = await countTrips(() =>
    api('POST', `/ticketing/line_items?${inCart}`, {
      activityId: session.activityId,
      activityTimeId: session.id,
    }),
  );
  trips['add line'] = line.trips;
  for (const name of ['add ticket', 'add ticket again']) {
    trips[name] = (
      await countTrips(() =>
        api('POST', `/ticketing/line_items/${line.body.data.id}/line_item_tickets?${inCart}`, {
          ticketId,
          quantity: 1,
        }),
      )
    ).trips;
  }
  trips.verify = (
    await countTrips(() =>
      api('POST', `/verify?${inCart}`, { captchaResponse: '', cartId: cart.body.data.id }),
    )
  ).trips;
  const card = await call('POST', '/sandbox-vault/v1/payment_methods.json', {
    payment_method: {
      credit_card: {
        full_name: 'Ada Skier',
        number: '4111111111111111',
        verification_value: '123',
        month: '12',
        year: '2030',
      },
      email: 'ada@example.org',
    },
  });
  const order = await countTrips(() =>
    api(
      'POST',
      `/ticketing/orders?${inCart}`,
      {
        order: {
          customerInfo: {
            ...orderTestCustomer,
            cardToken: card.body.transaction.payment_method.token,
          },
        },
      },
      { 'idempotency-key': crypto.randomUUID() },
    ),
  );
  trips['submit order'] = order.trips;
  trips.confirmation = (
    await countTrips(() => api('GET', `/ticketing/orders/${order.body.data.attributes.token}`))
  ).trips;

  return trips;
}

it('a purchase asks the database a bounded number of round trips at each step', async () => {
  await purchase();
  // The second visitor finds the catalogue's and the calendar's answers cached, as on a sale.
  const trips = await purchase();
  // Each bound is what the step costs now (decision 053): a new round trip is a choice to make
  // here, with its reason, not a side effect. Submit order counts three of the sandbox gateway:
  // its call's record before and after the charge, and the sandbox vault's own row.
  expect(trips).toEqual({
    activities: 0,
    calendar: 0,
    cart: 1,
    'add line': 4,
    'add ticket': 2,
    'add ticket again': 2,
    verify: 1,
    'submit order': 10,
    confirmation: 2,
  });
});
