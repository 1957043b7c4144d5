/**
 * Telling a box-office order's places apart (issue 30, decision 084): the order page names each
 * place by its code's end with its refund and check-in, the history and refunds name the staff
 * member, and a session's guest list shows each expected place with whether it arrived.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestListResponseSchema } from '@shop/core/guest-list-api';
import { adminOrderResponseSchema, refundResponseSchema } from '@shop/core/order-admin-api';
import { walkUpCartResponseSchema, walkUpSaleResponseSchema } from '@shop/core/walk-up-api';
import { queryRows } from '../../db/database.ts';
import { findDemoIds } from '../../seed/demo-data.ts';
import type { TestApp } from '../../test/test-app.ts';
import {
  adminClient,
  createStaffTestApp,
  logInAs,
  type AdminClient,
} from '../staff/staff-test-kit.ts';
import { createWalkUpTestKit, TODAY_NOON } from '../walk-up/walk-up-test-kit.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof findDemoIds>>;
beforeAll(async () => {
  t = await createStaffTestApp();
  ids = await findDemoIds(t.database.db);
});
afterAll(() => t.close());

const { walkUpCart, sell } = createWalkUpTestKit(
  () => t,
  () => ids,
);

/** A cash sale of three identical adult places at today's noon zipline, with no e-mail. */
async function sellThree(client: AdminClient) {
  const created = await walkUpCart(client, TODAY_NOON, 3);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const cart = walkUpCartResponseSchema.parse(created.body).data;
  const sold = await sell(client, {
    cartToken: cart.token,
    buyer: { firstName: 'Pat', lastName: 'Walker' },
    payment: { method: 'cash', tenderedCents: 50_000 },
  });
  expect(sold.status, JSON.stringify(sold.body)).toBe(201);
  return walkUpSaleResponseSchema.parse(sold.body).data;
}

async function orderOf(client: AdminClient, orderId: number) {
  const answer = await client.call('GET', `/orders/${orderId}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return adminOrderResponseSchema.parse(answer.body).data;
}

const codesOf = (orderId: number) =>
  queryRows<{ code: string }>(
    t.database.db,
    sql`select code from ticket_codes where order_id = ${orderId} order by line_item_ticket_id, n`,
  );

describe('the order page tells places apart (issue 30)', () => {
  it('names each place by its code, with its check-in and refund, and the staff by name', async () => {
    const clerk = await logInAs(t, 'box-office');
    const gate = await logInAs(t, 'check-in');
    const sale = await sellThree(clerk.client);
    const codes = (await codesOf(sale.orderId)).map((row) => row.code);
    expect(codes).toHaveLength(3);

    const placed = await orderOf(clerk.client, sale.orderId);
    expect(placed.customer.email).toBe('');
    expect(placed.edits[0]!.actor).toBe(`${clerk.account.name} (box office)`);
    const ticket = placed.lines[0]!.tickets[0]!;
    expect(ticket.places).toEqual(
      codes.map((code, index) => ({
        n: index + 1,
        codeEnd: code.slice(-4),
        refunded: false,
        admittedAt: null,
        admittedBy: null,
      })),
    );

    // The first place is let in at the gate ten minutes before the noon session.
    const noon = await ids.session(TODAY_NOON);
    const before = t.now.value;
    t.now.value = new Date('2026-12-01T18:50:00Z');
    const scanner = await logInAs(t, 'check-in');
    const scanned = await scanner.client.call('POST', `/check-in/sessions/${noon.id}/admissions`, {
      body: { code: codes[0] },
    });
    t.now.value = before;
    expect(scanned.status, JSON.stringify(scanned.body)).toBe(201);

    const refund = await clerk.client.call('POST', `/orders/${sale.orderId}/refunds`, {
      body: { tickets: [{ lineItemTicketId: ticket.id, quantity: 1 }] },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(201);
    const made = refundResponseSchema.parse(refund.body).data;
    expect(made).toMatchObject({ method: 'cash', staffName: `${clerk.account.name} (box office)` });

    const after = (await orderOf(clerk.client, sale.orderId)).lines[0]!.tickets[0]!.places;
    expect(after.map((place) => place.refunded)).toEqual([false, false, true]);
    expect(after[0]!.admittedBy).toBe(scanner.account.name);
    expect(after[0]!.admittedAt).not.toBeNull();
    expect(after[1]!.admittedAt).toBeNull();

    // The guest list: the two places left, named by the buyer, one arrived.
    const list = await gate.client.call('GET', `/check-in/sessions/${noon.id}/guests`);
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const guests = guestListResponseSchema.parse(list.body).data;
    const ours = guests.guests.filter((guest) => guest.orderId === sale.orderId);
    expect(
      ours.map(({ name, isBuyer, ticket: type, receipt, codeEnd }) => ({
        name,
        isBuyer,
        type,
        receipt,
        codeEnd,
      })),
    ).toEqual(
      codes.slice(0, 2).map((code) => ({
        name: 'Pat Walker',
        isBuyer: true,
        type: ticket.name,
        receipt: sale.receipt,
        codeEnd: code.slice(-4),
      })),
    );
    expect(ours.map((guest) => guest.arrivedAt !== null)).toEqual([true, false]);
    // The same places as the gate's counts.
    const counts = await gate.client.call('GET', '/check-in/sessions?date=2026-12-01');
    const session = (
      counts.body.data.sessions as { id: number; counts: { admitted: number; expected: number } }[]
    ).find((entry) => entry.id === noon.id)!;
    expect({ expected: guests.expected, arrived: guests.arrived }).toEqual({
      expected: session.counts.expected,
      arrived: session.counts.admitted,
    });
  });

  it('lets every role read a guest list but only order staff read orders', async () => {
    const noon = await ids.session(TODAY_NOON);
    for (const role of ['admin', 'manager', 'box-office', 'check-in'] as const) {
      const { client } = await logInAs(t, role);
      const list = await client.call('GET', `/check-in/sessions/${noon.id}/guests`);
      expect(list.status, role).toBe(200);
    }
    const gate = await logInAs(t, 'check-in');
    expect((await gate.client.call('GET', '/orders/1')).status).toBe(403);
    const unknown = await gate.client.call('GET', '/check-in/sessions/999999/guests');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ errors: { code: 'not_found' } });
    const anonymous = await adminClient(t).call('GET', `/check-in/sessions/${noon.id}/guests`);
    expect(anonymous.status).toBe(401);
  });
});
