/**
 * The refund e-mail (decision 057): its own words, not the confirmation's: what was refunded, the
 * amount, the card's last digits, the reason, and the tickets still valid, in HTML and text.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOrderResponseSchema } from '@shop/core/order-admin-api';
import { findDemoIds } from '../../seed/demo-data.ts';
import { captureMail, testMailSettings } from '../../test/captured-mail.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createOutboxHandlers } from '../../worker/outbox-handlers.ts';
import { createStaffTestApp, logInAs } from '../staff/staff-test-kit.ts';
import { createOrdersAdminTestKit } from './orders-admin-test-kit.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof findDemoIds>>;
beforeAll(async () => {
  t = await createStaffTestApp();
  ids = await findDemoIds(t.database.db);
});
afterAll(() => t.close());

const { paidOrder, rows } = createOrdersAdminTestKit(
  () => t,
  () => ids,
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

describe('the refund e-mail', () => {
  it('says what was refunded, how much, to which card, why, and the tickets left', async () => {
    const { client } = await logInAs(t, 'box-office');
    const order = await paidOrder({ quantity: 2, customer: { firstName: 'Grace' } });
    const page = adminOrderResponseSchema.parse(
      (await client.call('GET', `/orders/${order.id}`)).body,
    ).data;
    const answer = await client.call('POST', `/orders/${order.id}/refunds`, {
      body: {
        tickets: [{ lineItemTicketId: page.lines[0]!.tickets[0]!.id, quantity: 1 }],
        reason: 'Could not come',
      },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(answer.status).toBe(201);

    const mail = await refundMail(order.id);
    expect(mail.to).toBe('ada@example.org');
    expect(mail.subject).toBe(`Your refund: order #${order.receipt}`);
    expect(mail.attachments).toEqual([]);
    expect(mail.text).toContain('Hello Grace, part of your order has been refunded.');
    expect(mail.text).toContain('Could not come');
    expect(mail.text).toContain('Amount Refunded: $48.27');
    expect(mail.text).toContain('Refunded To: Visa ending in 1111');
    expect(mail.text).toMatch(
      /Refunded:\n {2}1 × Adult: Extreme Zipline Tour, Thursday, December 10, 2026 at 12:00 PM\n/,
    );
    expect(mail.text).toMatch(/Your tickets still valid:\n {2}1 × Adult: Extreme Zipline Tour,/);
    expect(mail.text).not.toContain('Thank You');
    expect(mail.html).toContain('Your Refund');
    expect(mail.html).toContain('$48.27');
    expect(mail.html).toContain('Visa ending in 1111');
    expect(mail.html).toContain('Your tickets still valid');
    expect(mail.html).toContain('Wasatch Legacy Foundation');
    expect(mail.html).not.toContain('Your order has been received.');
  });

  it('says no tickets remain once the whole order is refunded', async () => {
    const { client } = await logInAs(t, 'admin');
    const order = await paidOrder({ quantity: 1, donation: 5 });
    const answer = await client.call('POST', `/orders/${order.id}/refunds`, {
      body: { wholeOrder: true },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(answer.status).toBe(201);
    const mail = await refundMail(order.id);
    expect(mail.text).toContain('your order has been refunded.');
    expect(mail.text).toContain(`Amount Refunded: $${order.totalPaid.toFixed(2)}`);
    expect(mail.text).toContain('No tickets of this order remain valid.');
    expect(mail.text).not.toContain('Your tickets still valid');
  });
});
