/**
 * A cancelled session's cash orders (decision 073): nobody counts cash out when a session is
 * cancelled, so their refunds are owed at the window, listed for the box office, and refunded
 * only when a clerk records the hand-over (audited, once). Cards are credited once, as before.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashOwedListResponseSchema, cashOwedTexts } from '@shop/core/cash-owed-api';
import { adminOrderResponseSchema } from '@shop/core/order-admin-api';
import { sessionCancellationResponseSchema } from '@shop/core/session-cancellation-api';
import { walkUpCartResponseSchema, walkUpSaleResponseSchema } from '@shop/core/walk-up-api';
import { findDemoIds } from '../../seed/demo-data.ts';
import { captureMail, testMailSettings } from '../../test/captured-mail.ts';
import { ticketIdByCode } from '../../test/shop-client.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createOutboxHandlers } from '../../worker/outbox-handlers.ts';
import { createStaffTestApp, logInAs, type AdminClient } from '../staff/staff-test-kit.ts';
import { createOrdersAdminTestKit } from './orders-admin-test-kit.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof findDemoIds>>;
beforeAll(async () => {
  t = await createStaffTestApp();
  ids = await findDemoIds(t.database.db);
});
afterAll(() => t.close());

const { paidOrder, rows, sandboxRefunds, soldOf } = createOrdersAdminTestKit(
  () => t,
  () => ids,
);

/** Today's noon zipline: the test clock is 08:00 in Denver on 2026-12-01. */
const TODAY_NOON = 'zipline-tour-2026-12-01-12:00';

async function cashSale(client: AdminClient, quantity: number) {
  const created = await client.call('POST', '/walk-up/carts', {
    headers: { 'idempotency-key': randomUUID() },
    body: {
      activityTimeId: (await ids.session(TODAY_NOON)).id,
      tickets: [{ ticketId: await ticketIdByCode(t.database.db, 'zipline-adult'), quantity }],
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const sold = await client.call('POST', '/walk-up/sales', {
    body: {
      cartToken: walkUpCartResponseSchema.parse(created.body).data.token,
      buyer: { firstName: 'Walt', lastName: 'Window', email: 'walt@example.org' },
      payment: { method: 'cash', tenderedCents: 50_000 },
    },
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(sold.status, JSON.stringify(sold.body)).toBe(201);
  return walkUpSaleResponseSchema.parse(sold.body).data;
}

const refundsOf = (orderId: number) =>
  rows<{ id: number; status: string; amount_cents: number }>(
    sql`select id, status, amount_cents from order_refunds where order_id = ${orderId}`,
  );

/** The refund e-mail the outbox would send for the order's latest refund. */
async function refundMail(orderId: number) {
  const [row] = await rows<{ payload: Record<string, unknown> }>(
    sql`select payload from outbox where kind = 'order-refund'
      and (payload->>'orderId')::int = ${orderId} order by id desc limit 1`,
  );
  const { sent, mailer } = captureMail();
  const handlers = createOutboxHandlers({ db: t.database.db, settings: testMailSettings, mailer });
  await handlers['order-refund']!(row!.payload);
  return sent[0]!;
}

describe("a cancelled session's cash order", () => {
  it('is owed at the window until a clerk records the hand-over; the card is credited once', async () => {
    const boxOffice = await logInAs(t, 'box-office');
    const cash = await cashSale(boxOffice.client, 2);
    const card = await paidOrder({ session: TODAY_NOON, quantity: 1 });
    const session = await ids.session(TODAY_NOON);
    const soldBefore = await soldOf(TODAY_NOON);
    const manager = (await logInAs(t, 'manager')).client;

    const cancelled = await manager.call('POST', `/activity-times/${session.id}/cancellation`, {
      body: { reason: 'High winds' },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const cardCents = Math.round(card.totalPaid * 100);
    expect(sessionCancellationResponseSchema.parse(cancelled.body).data).toMatchObject({
      status: 'done',
      orders: 2,
      refundedOrders: 2,
      cardRefundedOrders: 1,
      cashOwedOrders: 1,
      cashOwedCents: cash.totalPaidCents,
      refundedCents: cardCents,
    });
    // The card: one credit in the sandbox's own ledger. The cash: owed, nothing "succeeded".
    expect(await sandboxRefunds(card.id)).toEqual([
      { amount_cents: cardCents, order_id: expect.stringMatching(/^order-refund:/) },
    ]);
    const [owed] = await refundsOf(cash.orderId);
    expect(await refundsOf(cash.orderId)).toEqual([
      { id: owed!.id, status: 'owed', amount_cents: cash.totalPaidCents },
    ]);
    const page = adminOrderResponseSchema.parse(
      (await boxOffice.client.call('GET', `/orders/${cash.orderId}`)).body,
    ).data;
    expect(page.refunds.map((refund) => [refund.status, refund.method])).toEqual([
      ['owed', 'cash'],
    ]);
    // The places stay counted until the cash is handed over; the session sells nothing anyway.
    expect(await soldOf(TODAY_NOON)).toBe(soldBefore - 1);

    // The buyer is told where to collect it.
    const mail = await refundMail(cash.orderId);
    expect(mail.to).toBe('walt@example.org');
    const amount = `$${(cash.totalPaidCents / 100).toFixed(2)}`;
    expect(mail.text).toContain('your order has been cancelled, and we owe you');
    expect(mail.text).toContain(`Cash To Collect: ${amount}`);
    expect(mail.text).toContain(
      `${amount} in cash is waiting for you at the ticket window. Give the clerk your order number, ${cash.receipt}.`,
    );
    expect(mail.text).not.toContain('Refunded $');
    expect(mail.text).toContain('No tickets of this order remain valid.');
    expect(mail.html).toContain('ticket window');

    // Listed for the box office; not for the gate.
    const gate = (await logInAs(t, 'check-in')).client;
    expect((await gate.call('GET', '/cash-owed')).status).toBe(403);
    const listed = cashOwedListResponseSchema.parse(
      (await boxOffice.client.call('GET', '/cash-owed')).body,
    ).data;
    expect(listed).toEqual([
      expect.objectContaining({
        refundId: owed!.id,
        orderId: cash.orderId,
        receipt: cash.receipt,
        customerName: 'Walt Window',
        amountCents: cash.totalPaidCents,
      }),
    ]);

    // The clerk hands it over and records it: refunded, places released, audited, listed no more.
    const handed = await boxOffice.client.call('POST', `/cash-owed/${owed!.id}/handed-over`);
    expect(handed.status, JSON.stringify(handed.body)).toBe(200);
    expect(handed.body.data).toMatchObject({ status: 'succeeded', method: 'cash' });
    expect(await refundsOf(cash.orderId)).toEqual([
      { id: owed!.id, status: 'succeeded', amount_cents: cash.totalPaidCents },
    ]);
    expect(await soldOf(TODAY_NOON)).toBe(soldBefore - 3);
    const audit = await rows<{ staff_id: number }>(
      sql`select staff_id from audit_log where action = 'order.refund.cash-handed-over'
        and entity_id = ${String(cash.orderId)}`,
    );
    expect(audit).toEqual([{ staff_id: boxOffice.account.id }]);
    expect((await boxOffice.client.call('GET', '/cash-owed')).body.data).toEqual([]);
    expect((await refundMail(cash.orderId)).text).toContain(`Refunded ${amount} in cash`);

    // Recorded once: a second click is refused and changes nothing; no gateway call for cash.
    const again = await boxOffice.client.call('POST', `/cash-owed/${owed!.id}/handed-over`);
    expect(again.status).toBe(409);
    expect(again.body.errors.message).toBe(cashOwedTexts.notOwed);
    expect(
      await rows(
        sql`select id from payment_transactions where order_id = ${cash.orderId} and kind = 'credit'`,
      ),
    ).toEqual([]);
    expect(await sandboxRefunds(card.id)).toHaveLength(1);
    expect((await boxOffice.client.call('POST', '/cash-owed/999999/handed-over')).status).toBe(404);
  });
});
