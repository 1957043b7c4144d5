/**
 * Codes are issued by the database when an order is written through the real order flow, and an
 * order edit keeps the codes of the places it keeps and gives new places new ones (decision 049).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInTexts } from '@shop/core/check-in-api';
import { queryRows } from '../../db/database.ts';
import { findDemoIds } from '../../seed/demo-data.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app.ts';
import { createOrderEditTestKit } from '../orders/order-edit-test-kit.ts';
import { logInAs, type AdminClient } from '../staff/staff-test-kit.ts';
import { refusalOf } from './admit-ticket.ts';
import { codesOf } from './check-in-test-kit.ts';
import type { TicketState } from './read-ticket-state.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof findDemoIds>>;
let gate: AdminClient;
beforeAll(async () => {
  t = await createTestApp();
  ids = await findDemoIds(t.database.db);
  gate = (await logInAs(t, 'check-in')).client;
});
afterAll(() => t.close());

/**
 * A scan at the start of the session, on its day as the gate admits (decision 072), by a check-in
 * account logged in then; the clock is the test's again after it.
 */
async function scanAtStart(sessionId: number, code: string) {
  const [session] = await queryRows<{ starts_at: Date }>(
    t.database.db,
    sql`select starts_at from activity_times where id = ${sessionId}`,
  );
  t.now.value = new Date(session!.starts_at);
  try {
    const { client } = await logInAs(t, 'check-in');
    return await client.call('POST', `/check-in/sessions/${sessionId}/admissions`, {
      body: { code },
    });
  } finally {
    t.now.value = TEST_NOW;
  }
}

const { api, ticketId, tokenize, skateSessions, placeSkateOrder, openEdit, commit } =
  createOrderEditTestKit(
    () => t,
    () => ids,
  );

describe('ticket codes', () => {
  it('are issued for every place of a placed order: 26 base32 characters, all different', async () => {
    const [session] = await skateSessions();
    const order = await placeSkateOrder(session!.id, 3);
    const codes = await codesOf(t, order.id);
    expect(codes).toHaveLength(3);
    for (const place of codes) expect(place.code).toMatch(/^[A-Z2-7]{26}$/);
    expect(new Set(codes.map((place) => place.code)).size).toBe(3);
  });

  it('survive an edit that adds a ticket, which gets a code of its own (an add-on none)', async () => {
    const [session] = await skateSessions();
    const order = await placeSkateOrder(session!.id, 2);
    const before = await codesOf(t, order.id);
    const edit = await openEdit(order);
    for (const ticket of ['skate-admission', 'skate-rental']) {
      const added = await api(
        'POST',
        `/ticketing/line_items/${edit.cart.lineItems[0]!.id}/line_item_tickets?cart_token=${edit.cart.token}`,
        { ticketId: await ticketId(ticket) },
      );
      expect(added.status, JSON.stringify(added.body)).toBe(201);
    }
    const committed = await commit(order, edit.cart, randomUUID(), await tokenize());
    expect(committed.status, JSON.stringify(committed.body)).toBe(201);

    const after = await codesOf(t, order.id);
    expect(after.every((place) => place.inOrder)).toBe(true);
    expect(after.map((place) => place.code)).toEqual(
      expect.arrayContaining(before.map((place) => place.code)),
    );
    expect(after).toHaveLength(3);
    // The printed tickets of before the edit still admit.
    const admitted = await scanAtStart(session!.id, before[0]!.code);
    expect(admitted.status, JSON.stringify(admitted.body)).toBe(201);
  });

  it('move with their places when an edit changes the session', async () => {
    const sessions = await skateSessions();
    const [from, to] = sessions;
    const order = await placeSkateOrder(from!.id, 1);
    const [place] = await codesOf(t, order.id);
    const edit = await openEdit(order);
    const moved = await api(
      'PATCH',
      `/ticketing/line_items/${edit.cart.lineItems[0]!.id}?cart_token=${edit.cart.token}`,
      { activityTimeId: to!.id },
    );
    expect(moved.status).toBe(200);
    const committed = await commit(order, edit.cart, randomUUID(), await tokenize());
    expect(committed.status, JSON.stringify(committed.body)).toBe(201);

    expect(await codesOf(t, order.id)).toEqual([{ ...place, sessionId: to!.id }]);
    const atOld = await gate.call('POST', `/check-in/sessions/${from!.id}/admissions`, {
      body: { code: place!.code },
    });
    expect(atOld.status).toBe(409);
    expect(atOld.body.errors.title).toBe(checkInTexts.otherSessionTitle);
    const atNew = await scanAtStart(to!.id, place!.code);
    expect(atNew.status).toBe(201);
  });
});

describe('the refusals of a ticket no longer good', () => {
  const ticket: TicketState = {
    code: 'A'.repeat(26),
    orderId: 1,
    receipt: '100001',
    lineItemTicketId: 1,
    n: 1,
    inOrder: true,
    refunded: false,
    sessionId: 7,
    activity: 'Public Skate',
    sessionName: 'Evening',
    startsAt: TEST_NOW,
    timed: true,
    ticketType: 'Skate Admission',
    attendeeName: null,
    buyerName: 'Ada Skier',
    admissionId: null,
    admittedAt: null,
    admittedSessionId: null,
    admittedBy: null,
  };

  it('says an edit removed it, or that it was refunded, before anything else', () => {
    expect(refusalOf(ticket, 7, TEST_NOW)).toBeNull();
    expect(refusalOf({ ...ticket, inOrder: false }, 7, TEST_NOW)?.title).toBe(
      checkInTexts.cancelledTitle,
    );
    expect(refusalOf({ ...ticket, refunded: true }, 8, TEST_NOW)).toMatchObject({
      code: 'conflict',
      title: checkInTexts.refundedTitle,
      message: checkInTexts.refunded,
    });
  });
});
