/**
 * The memberships' on-sale queue (issue 34, decision 104), on a real database: a manager puts
 * the memberships on sale through a queue; until a visitor's turn no checkout or order is taken;
 * with its pass one order at a time goes through (a copy of the pass in another browser is
 * refused while the first order holds it), a declined card gives the pass back, and the
 * purchase lets the next visitor through.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminOnSaleQueueResponseSchema,
  queuePassResponseSchema,
  queueStateResponseSchema,
  queueTexts,
  queueTicketResponseSchema,
} from '@shop/core/queue-api';
import { instantToShopWallTime } from '@shop/core/shop-time';
import { queryRows } from '../../db/database.ts';
import { findDemoMembershipId } from '../../seed/demo-memberships.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createMembershipOrderTestKit } from '../memberships/membership-order-test-kit.ts';
import { logInAs } from '../staff/staff-test-kit.ts';
import { advanceQueues } from './queue-store.ts';

let t: TestApp;
let dualId: number;
beforeAll(async () => {
  t = await createTestApp();
  dualId = await findDemoMembershipId(t.database.db, 'dual-pass');
});
afterAll(() => t.close());

const MINUTE = 60_000;
const { api, tokenize, orderBody, placeOrder } = createMembershipOrderTestKit(
  () => t,
  () => dualId,
);
const later = (ms: number) => (t.now.value = new Date(t.now.value.getTime() + ms));

async function joinAndPlace() {
  const joined = await api('POST', '/queue/memberships/visitors', {});
  expect(joined.status, JSON.stringify(joined.body)).toBe(200);
  return queueTicketResponseSchema.parse(joined.body).data;
}

describe("the memberships' on-sale queue", () => {
  it('takes no checkout or order without a turn, one order per pass at a time, and admits the next on a purchase', async () => {
    const { client: manager } = await logInAs(t, 'manager');
    const wall = instantToShopWallTime(new Date(t.now.value.getTime() + 10 * MINUTE));
    const set = await manager.call('PUT', '/memberships/on-sale-queue', {
      body: { opensOn: wall.date, opensAtTime: wall.time, admitPerMinute: 1, passMinutes: 20 },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);

    const first = await joinAndPlace();
    const second = await joinAndPlace();
    expect([first.position, second.position]).toEqual([null, null]);
    // Nothing is sold before a turn, with or without a pass.
    const card = await tokenize('4111111111111111');
    const early = await placeOrder(
      orderBody({ email: `early.${randomUUID()}@example.org`, cardToken: card }),
    );
    expect(early.status).toBe(403);
    expect(early.body.errors.message).toBe(queueTexts.passRequired);
    const checkout = await api('POST', '/memberships/checkouts', {
      orderInfo: orderBody({ email: 'x@example.org', cardToken: card }).order.orderInfo,
    });
    expect(checkout.status).toBe(403);

    later(11 * MINUTE);
    await advanceQueues(t.database.db, t.now.value);
    later(MINUTE);
    await advanceQueues(t.database.db, t.now.value);
    const state = queueStateResponseSchema.parse(
      (await api('GET', '/queue/memberships')).body,
    ).data;
    expect(state).toMatchObject({ drawn: true, admittedThrough: 1, lastPosition: 2 });
    const placed = await Promise.all(
      [first, second].map(async (ticket) => {
        const again = await api('POST', '/queue/memberships/visitors', { ticket: ticket.ticket });
        return queueTicketResponseSchema.parse(again.body).data;
      }),
    );
    const turn = placed.find((ticket) => ticket.position === 1)!;
    const passAnswer = await api('POST', '/queue/memberships/pass', { ticket: turn.ticket });
    expect(passAnswer.status, JSON.stringify(passAnswer.body)).toBe(200);
    const { pass } = queuePassResponseSchema.parse(passAnswer.body).data;
    const withPass = { 'x-queue-pass': pass };

    // A declined card gives the pass back; the next try goes through.
    const declinedKey = randomUUID();
    const declined = await api(
      'POST',
      '/memberships/orders.json',
      orderBody({
        email: `d.${randomUUID()}@example.org`,
        cardToken: await tokenize('4012888888881881'),
      }),
      { 'idempotency-key': declinedKey, ...withPass },
    );
    expect(declined.status).toBe(402);
    const claims = await queryRows<{ order_key: string | null }>(
      t.database.db,
      sql`select order_key from queue_visitors where position = 1`,
    );
    expect(claims).toEqual([{ order_key: null }]);

    const email = `queued.${randomUUID()}@example.org`;
    const key = randomUUID();
    const bought = await api(
      'POST',
      '/memberships/orders.json',
      orderBody({ email, cardToken: card }),
      {
        'idempotency-key': key,
        ...withPass,
      },
    );
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    // The same pass in another browser places no second order; the first order's retry is answered.
    const copied = await api(
      'POST',
      '/memberships/orders.json',
      orderBody({ email: `copy.${randomUUID()}@example.org`, cardToken: card }),
      { 'idempotency-key': randomUUID(), ...withPass },
    );
    expect(copied.status).toBe(409);
    expect(copied.body.errors.message).toBe(queueTexts.passInUse);
    later(30 * MINUTE);
    const retried = await api(
      'POST',
      '/memberships/orders.json',
      orderBody({ email, cardToken: card }),
      {
        'idempotency-key': key,
        ...withPass,
      },
    );
    expect(retried.status).toBe(201);
    expect(retried.body.data.id).toBe(bought.body.data.id);

    // The purchase let the second visitor through at once, beside the rate.
    const { client: office } = await logInAs(t, 'manager');
    const counts = adminOnSaleQueueResponseSchema.parse(
      (await office.call('GET', '/memberships/on-sale-queue')).body,
    ).data;
    expect(counts).toMatchObject({ joined: 2, admitted: 2, passes: 1 });
    expect((await office.call('DELETE', '/memberships/on-sale-queue')).status).toBe(204);
    expect((await api('GET', '/queue/memberships')).body.data).toBeNull();
  });
});
