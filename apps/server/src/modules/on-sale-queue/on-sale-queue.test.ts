/**
 * The on-sale queue (issue 34, decision 104), on a real database: early arrivals drawn at random
 * at the opening, later ones behind them, let through at the set rate, each with a pass that the
 * cart and order calls require, that opens one cart only and that ends with its turn.
 */
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
import { findDemoIds } from '../../seed/demo-data.ts';
import { shopClient, ticketIdByCode } from '../../test/shop-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { logInAs } from '../staff/staff-test-kit.ts';
import { advanceQueues } from './queue-store.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof findDemoIds>>;
beforeAll(async () => {
  t = await createTestApp();
  ids = await findDemoIds(t.database.db);
});
afterAll(() => t.close());

const MINUTE = 60_000;
const client = () => shopClient(t);
const passHeader = (pass: string) => ({ 'x-queue-pass': pass });
const later = (ms: number) => (t.now.value = new Date(t.now.value.getTime() + ms));

async function schedule(activityId: number, opensAt: Date, admitPerMinute: number) {
  const { client: admin } = await logInAs(t, 'manager');
  const wall = instantToShopWallTime(opensAt);
  const answer = await admin.call('PUT', `/activities/${activityId}/on-sale-queue`, {
    body: { opensOn: wall.date, opensAtTime: wall.time, admitPerMinute, passMinutes: 20 },
  });
  return { admin, answer };
}

async function join(activityId: number, ticket?: string) {
  const answer = await client().api(
    'POST',
    `/queue/activities/${activityId}/visitors`,
    ticket ? { ticket } : {},
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return queueTicketResponseSchema.parse(answer.body).data;
}

async function state(activityId: number) {
  const answer = await client().api('GET', `/queue/activities/${activityId}`);
  expect(answer.status).toBe(200);
  return queueStateResponseSchema.parse(answer.body).data;
}

/** A new cart and a line of the session, sent with the pass given (if any). */
async function addLine(session: { id: number; activityId: number }, pass?: string) {
  const cart = (await client().api('GET', '/ticketing/cart')).body.data.attributes as {
    token: string;
  };
  const line = await client().api(
    'POST',
    `/ticketing/line_items?cart_token=${cart.token}`,
    { activityId: session.activityId, activityTimeId: session.id },
    pass ? passHeader(pass) : {},
  );
  return { cart, line };
}

describe('an on-sale queue', () => {
  it('draws early arrivals at random, lets them through at the rate, and gates the cart with one pass per cart', async () => {
    const session = await ids.session('zipline-tour-2026-12-14-14:00');
    const activityId = session.activityId;
    const opensAt = new Date(t.now.value.getTime() + 30 * MINUTE);
    const { answer } = await schedule(activityId, opensAt, 2);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);

    // Before the early window nobody joins, and nobody buys.
    const tooEarly = await client().api('POST', `/queue/activities/${activityId}/visitors`, {});
    expect(tooEarly.status).toBe(409);
    expect(tooEarly.body.errors.message).toMatch(
      /^The queue opens at 8:15 AM on December 1, 2026\./,
    );
    const blocked = await addLine(session);
    expect(blocked.line.status).toBe(403);
    expect(blocked.line.body.errors.message).toBe(queueTexts.passRequired);

    later(20 * MINUTE);
    const early = [];
    for (let i = 0; i < 8; i += 1) early.push(await join(activityId));
    expect(early.every((ticket) => ticket.position === null)).toBe(true);
    // A reload keeps the place: the same visitor, not a new one.
    const again = await join(activityId, early[0]!.ticket);
    expect(again.ticket).toBe(early[0]!.ticket);

    later(10 * MINUTE);
    await advanceQueues(t.database.db, t.now.value);
    const drawn = await Promise.all(early.map((ticket) => join(activityId, ticket.ticket)));
    const positions = drawn.map((ticket) => ticket.position);
    expect([...positions].sort((a, b) => a! - b!)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    // The order is the draw keys', drawn at random on arrival: never the arrival order by rule.
    const byKey = await queryRows<{ position: number }>(
      t.database.db,
      sql`select v.position from queue_visitors v join on_sale_queues q on q.id = v.queue_id
          where q.activity_id = ${activityId} order by v.draw_key`,
    );
    expect(byKey.map((row) => row.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);

    const late = await join(activityId);
    expect(late.position).toBe(9);

    // Two a minute: after 30 s the first place is through, and only it.
    const first = drawn[positions.indexOf(1)]!;
    const second = drawn[positions.indexOf(2)]!;
    later(30_000);
    await advanceQueues(t.database.db, t.now.value);
    expect((await state(activityId))?.admittedThrough).toBe(1);
    const notYet = await client().api('POST', `/queue/activities/${activityId}/pass`, {
      ticket: second.ticket,
    });
    expect(notYet.status).toBe(409);
    expect(notYet.body.errors.message).toBe(queueTexts.notYourTurn);
    const passAnswer = await client().api('POST', `/queue/activities/${activityId}/pass`, {
      ticket: first.ticket,
    });
    expect(passAnswer.status, JSON.stringify(passAnswer.body)).toBe(200);
    const { pass, expiresAt } = queuePassResponseSchema.parse(passAnswer.body).data;
    expect(new Date(expiresAt).getTime()).toBe(t.now.value.getTime() + 20 * MINUTE);

    // The pass opens one cart; a copy in another browser opens nothing; a forged one nothing.
    const bought = await addLine(session, pass);
    expect(bought.line.status, JSON.stringify(bought.line.body)).toBe(201);
    const copied = await addLine(session, pass);
    expect(copied.line.status).toBe(409);
    expect(copied.line.body.errors.message).toBe(queueTexts.passInUse);
    const [body, signature] = pass.split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString());
    const forgedBody = Buffer.from(JSON.stringify({ ...claims, p: 1, v: 'someone-else' })).toString(
      'base64url',
    );
    const forged = await addLine(session, `${forgedBody}.${signature}`);
    expect(forged.line.status).toBe(403);

    // The purchase lets the next visitor through at once.
    const ticketId = await ticketIdByCode(t.database.db, 'zipline-adult');
    const lineId = bought.line.body.data.id as number;
    const added = await client().api(
      'POST',
      `/ticketing/line_items/${lineId}/line_item_tickets?cart_token=${bought.cart.token}`,
      { ticketId, quantity: 1 },
      passHeader(pass),
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const cardToken = await client().tokenize();
    const order = await client().api(
      'POST',
      `/ticketing/orders?cart_token=${bought.cart.token}`,
      {
        order: {
          customerInfo: {
            firstName: 'Ada',
            lastName: 'Skier',
            email: 'ada@example.org',
            cardToken,
          },
        },
      },
      { 'idempotency-key': crypto.randomUUID(), ...passHeader(pass) },
    );
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    // The clock moved past the first staff session's idle time: a manager logs in again.
    const { client: admin } = await logInAs(t, 'manager');
    const counts = adminOnSaleQueueResponseSchema.parse(
      (await admin.call('GET', `/activities/${activityId}/on-sale-queue`)).body,
    ).data;
    expect(counts).toMatchObject({ joined: 9, admitted: 2, passes: 1 });

    // A turn ends: its pass opens nothing more, and asking for it again does not renew it.
    later(21 * MINUTE);
    const expired = await addLine(session, pass);
    expect(expired.line.status).toBe(403);
    expect(expired.line.body.errors.message).toBe(queueTexts.passExpired);
    const renewed = await client().api('POST', `/queue/activities/${activityId}/pass`, {
      ticket: first.ticket,
    });
    expect(renewed.status).toBe(403);

    // Ended, the activity sells to everyone again.
    const { client: closer } = await logInAs(t, 'manager');
    expect((await closer.call('DELETE', `/activities/${activityId}/on-sale-queue`)).status).toBe(
      204,
    );
    expect(await state(activityId)).toBeNull();
    expect((await addLine(session)).line.status).toBe(201);
  });

  it('refuses bad settings and a new opening once the queue has opened', async () => {
    const activityId = ids.activity('zipline-tour');
    const past = await schedule(activityId, new Date(t.now.value.getTime() - MINUTE), 10);
    expect(past.answer.status).toBe(400);
    expect(past.answer.body.errors.message).toBe(queueTexts.opensInPast);
    const { client: admin } = await logInAs(t, 'manager');
    const zero = await admin.call('PUT', `/activities/${activityId}/on-sale-queue`, {
      body: { opensOn: '2027-01-01', opensAtTime: '09:00', admitPerMinute: 0, passMinutes: 20 },
    });
    expect(zero.status).toBe(400);
    const opensAt = new Date(t.now.value.getTime() + MINUTE);
    expect((await schedule(activityId, opensAt, 10)).answer.status).toBe(200);
    later(2 * MINUTE);
    await advanceQueues(t.database.db, t.now.value);
    const moved = await schedule(activityId, new Date(t.now.value.getTime() + 60 * MINUTE), 10);
    expect(moved.answer.status).toBe(409);
    expect(moved.answer.body.errors.message).toBe(queueTexts.openedAlready);
    const bad = await client().api('POST', `/queue/activities/${activityId}/pass`, {
      ticket: 'not.a-ticket',
    });
    expect(bad.status).toBe(400);
    await admin.call('DELETE', `/activities/${activityId}/on-sale-queue`);
  });
});
