/**
 * Refunds from the back office (issue 15, decision 055): chosen places or the whole order, once
 * at the gateway however often the request is repeated; places, coupon uses, e-mail and audit
 * follow in one transaction, and what cannot be refunded is refused with nothing changed.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminOrderResponseSchema,
  orderAdminTexts,
  refundResponseSchema,
} from '@shop/core/order-admin-api';
import { checkInTexts } from '@shop/core/check-in-api';
import { findDemoIds } from '../../seed/demo-data.ts';
import { TEST_NOW, type TestApp } from '../../test/test-app.ts';
import {
  countRows,
  createStaffTestApp,
  logInAs,
  type AdminClient,
} from '../staff/staff-test-kit.ts';
import { createOrdersAdminTestKit } from './orders-admin-test-kit.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof findDemoIds>>;
beforeAll(async () => {
  t = await createStaffTestApp();
  ids = await findDemoIds(t.database.db);
});
afterAll(() => t.close());

const { paidOrder, sandboxRefunds, soldOf, rows } = createOrdersAdminTestKit(
  () => t,
  () => ids,
);

function refund(client: AdminClient, orderId: number, body: object, key = randomUUID()) {
  return client.call('POST', `/orders/${orderId}/refunds`, {
    body,
    headers: { 'idempotency-key': key },
  });
}

async function orderPage(client: AdminClient, orderId: number) {
  return adminOrderResponseSchema.parse((await client.call('GET', `/orders/${orderId}`)).body).data;
}

describe('refunding chosen tickets', () => {
  it('refunds one place once: the ledger, the vacancy, the e-mail, the audit and the order page', async () => {
    const { client, account } = await logInAs(t, 'box-office');
    const order = await paidOrder({ quantity: 2 });
    const ticket = (await orderPage(client, order.id)).lines[0]!.tickets[0]!;
    const soldBefore = await soldOf();
    const key = randomUUID();

    const answer = await refund(
      client,
      order.id,
      { tickets: [{ lineItemTicketId: ticket.id, quantity: 1 }], reason: 'Could not come' },
      key,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const made = refundResponseSchema.parse(answer.body).data;
    // $96.53 for two places: the first place refunded is half, rounded half-up.
    expect(made).toMatchObject({
      status: 'succeeded',
      amountCents: 4827,
      wholeOrder: false,
      tickets: [{ lineItemTicketId: ticket.id, quantity: 1, amountCents: 4827 }],
      reason: 'Could not come',
      staffEmail: account.email,
    });
    expect(await sandboxRefunds(order.id)).toEqual([
      { amount_cents: 4827, order_id: `order-refund:${made.id}` },
    ]);
    expect(await soldOf()).toBe(soldBefore - 1);

    // The same request again answers the same refund, and nothing moves a second time.
    const again = await refund(
      client,
      order.id,
      { tickets: [{ lineItemTicketId: ticket.id, quantity: 1 }], reason: 'Could not come' },
      key,
    );
    expect(again.status).toBe(201);
    expect(again.body.data.id).toBe(made.id);
    expect(await sandboxRefunds(order.id)).toHaveLength(1);
    expect(await soldOf()).toBe(soldBefore - 1);
    // The same key with another body is refused (decision 071), never answered with this refund.
    const reused = await refund(
      client,
      order.id,
      { tickets: [{ lineItemTicketId: ticket.id, quantity: 1 }], reason: 'Another reason' },
      key,
    );
    expect(reused.status).toBe(409);
    expect(reused.body.errors.message).toBe(orderAdminTexts.keyReused);
    expect(await sandboxRefunds(order.id)).toHaveLength(1);

    const page = await orderPage(client, order.id);
    expect(page).toMatchObject({
      status: 'partly-refunded',
      refundedCents: 4827,
      refundableCents: 9653 - 4827,
    });
    expect(page.lines[0]!.tickets[0]!.refundedQuantity).toBe(1);
    expect(page.refunds.map((entry) => entry.id)).toEqual([made.id]);
    expect(page.payments.map((payment) => [payment.kind, payment.amountCents])).toEqual([
      ['purchase', 9653],
      ['credit', 4827],
    ]);
    const emails = await rows<{ kind: string; payload: object }>(
      sql`select kind, payload from outbox where (payload->>'orderId')::int = ${order.id}
        order by id`,
    );
    expect(emails).toEqual([
      { kind: 'order-confirmation', payload: { orderId: order.id } },
      { kind: 'order-refund', payload: { orderId: order.id, refundId: made.id } },
    ]);
    const [audit] = await rows<{ staff_id: number; before: unknown; after: unknown }>(
      sql`select staff_id, before, after from audit_log
        where action = 'order.refund' and entity_id = ${String(order.id)}`,
    );
    expect(audit).toMatchObject({
      staff_id: account.id,
      before: { refundedCents: 0, refundedPlaces: { [ticket.id]: 0 } },
      after: { refundedCents: 4827, refundedPlaces: { [ticket.id]: 1 } },
    });

    // The last place refunded takes the rounding: the two add up to the line's total.
    const last = await refund(client, order.id, {
      tickets: [{ lineItemTicketId: ticket.id, quantity: 1 }],
    });
    expect(last.body.data.amountCents).toBe(4826);
    expect((await orderPage(client, order.id)).status).toBe('refunded');
  });

  it('refuses a ticket already refunded, one of another order, and an unknown order', async () => {
    const { client } = await logInAs(t, 'manager');
    const order = await paidOrder({ quantity: 1 });
    const other = await paidOrder({ quantity: 1 });
    const ticketOf = async (id: number) => (await orderPage(client, id)).lines[0]!.tickets[0]!.id;
    const ticket = await ticketOf(order.id);
    expect(
      (await refund(client, order.id, { tickets: [{ lineItemTicketId: ticket, quantity: 1 }] }))
        .status,
    ).toBe(201);

    const twice = await refund(client, order.id, {
      tickets: [{ lineItemTicketId: ticket, quantity: 1 }],
    });
    expect(twice.status).toBe(409);
    expect(twice.body.errors.message).toBe(orderAdminTexts.alreadyRefunded);
    const elsewhere = await refund(client, order.id, {
      tickets: [{ lineItemTicketId: await ticketOf(other.id), quantity: 1 }],
    });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.errors.message).toBe(orderAdminTexts.ticketNotInOrder);
    expect((await refund(client, 999999, { wholeOrder: true })).status).toBe(404);
    expect((await refund(client, order.id, {})).status).toBe(400);
    expect(
      (await client.call('POST', `/orders/${order.id}/refunds`, { body: { wholeOrder: true } }))
        .status,
    ).toBe(400); // no Idempotency-Key
    expect(await sandboxRefunds(order.id)).toHaveLength(1);
    expect(await sandboxRefunds(other.id)).toHaveLength(0);
  });

  it('refuses a refund larger than what is left, and changes nothing', async () => {
    const { client } = await logInAs(t, 'box-office');
    const order = await paidOrder({ quantity: 2 });
    const ticket = (await orderPage(client, order.id)).lines[0]!.tickets[0]!;
    const soldBefore = await soldOf();
    const tooLarge = await refund(client, order.id, {
      tickets: [{ lineItemTicketId: ticket.id, quantity: 1 }],
      amountCents: 9654,
    });
    expect(tooLarge.status).toBe(422);
    expect(tooLarge.body.errors.message).toBe(orderAdminTexts.tooLarge(9653));
    expect(await sandboxRefunds(order.id)).toEqual([]);
    expect(await soldOf()).toBe(soldBefore);
    expect(await countRows(t, 'order_refunds', sql`order_id = ${order.id}`)).toBe(0);

    // A smaller amount than the places' price (a goodwill refund) is allowed.
    const partial = await refund(client, order.id, {
      tickets: [{ lineItemTicketId: ticket.id, quantity: 1 }],
      amountCents: 1000,
    });
    expect(partial.status).toBe(201);
    expect(await sandboxRefunds(order.id)).toEqual([
      expect.objectContaining({ amount_cents: 1000 }),
    ]);
  });

  it('refuses check-in staff, and changes nothing', async () => {
    const { client } = await logInAs(t, 'check-in');
    const order = await paidOrder({ quantity: 1 });
    expect((await refund(client, order.id, { wholeOrder: true })).status).toBe(403);
    expect(await countRows(t, 'order_refunds', sql`order_id = ${order.id}`)).toBe(0);
  });
});

describe('refunding the whole order', () => {
  it('gives back all that was paid, the donation too, and returns the coupon use', async () => {
    const { client } = await logInAs(t, 'admin');
    const order = await paidOrder({ quantity: 3, coupon: 'WINTER10', donation: 5 });
    const usedCount = async () =>
      (
        await rows<{ used_count: number }>(
          sql`select used_count from coupons where code = 'WINTER10'`,
        )
      )[0]!.used_count;
    const usedBefore = await usedCount();
    const soldBefore = await soldOf();

    const answer = await refund(client, order.id, { wholeOrder: true });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const paidCents = Math.round(order.totalPaid * 100);
    expect(answer.body.data).toMatchObject({ wholeOrder: true, amountCents: paidCents });
    expect(await sandboxRefunds(order.id)).toEqual([
      expect.objectContaining({ amount_cents: paidCents }),
    ]);
    expect(await soldOf()).toBe(soldBefore - 3);
    expect(await usedCount()).toBe(usedBefore - 1);
    expect(await orderPage(client, order.id)).toMatchObject({
      status: 'refunded',
      refundedCents: paidCents,
      refundableCents: 0,
    });

    const again = await refund(client, order.id, { wholeOrder: true });
    expect(again.status).toBe(409);
    expect(await sandboxRefunds(order.id)).toHaveLength(1);
  });
});

describe('a refunded place at the gate', () => {
  it('is refused as refunded, while the place kept still admits', async () => {
    const { client } = await logInAs(t, 'box-office');
    const order = await paidOrder({ quantity: 2 });
    const ticket = (await orderPage(client, order.id)).lines[0]!.tickets[0]!;
    const refunded = await refund(client, order.id, {
      tickets: [{ lineItemTicketId: ticket.id, quantity: 1 }],
    });
    expect(refunded.status).toBe(201);

    const codes = await rows<{ code: string; n: number; session_id: number; starts_at: Date }>(sql`
      select c.code, c.n, l.activity_time_id as session_id, s.starts_at
        from ticket_codes c
        join line_item_tickets lt on lt.id = c.line_item_ticket_id
        join line_items l on l.id = lt.line_item_id
        join activity_times s on s.id = l.activity_time_id
       where c.line_item_ticket_id = ${ticket.id} order by c.n`);
    expect(codes.map((code) => code.n)).toEqual([1, 2]);
    // The gate admits on the session's day (decision 072): scanned as it starts.
    t.now.value = new Date(codes[0]!.starts_at);
    const gate = (await logInAs(t, 'check-in')).client;
    const admit = (code: { code: string; session_id: number }) =>
      gate.call('POST', `/check-in/sessions/${code.session_id}/admissions`, {
        body: { code: code.code },
      });

    // The last place of a ticket is the one a refund takes back (decision 055).
    const refusedAnswer = await admit(codes[1]!);
    expect(refusedAnswer.status).toBe(409);
    expect(refusedAnswer.body.errors.title).toBe(checkInTexts.refundedTitle);
    expect((await admit(codes[0]!)).status).toBe(201);
    t.now.value = TEST_NOW;
  });
});
