/**
 * A refund stopped by a crash (decisions 020 and 055): after the gateway answered, after the
 * answer was stored, or inside the write. Payment recovery carries it through: the card is
 * credited exactly once, the places are released once, and a retry of the request answers it.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminOrderResponseSchema } from '@shop/core/order-admin-api';
import { findDemoIds } from '../../seed/demo-data.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createCrashPoints, recoveryWithGrace } from '../sales/payment-recovery-test-kit.ts';
import { logInAs, type AdminClient } from '../staff/staff-test-kit.ts';
import { createOrdersAdminTestKit } from './orders-admin-test-kit.ts';

const { failpoint, crashNextSaleAt, reset } = createCrashPoints();

let t: TestApp;
let ids: Awaited<ReturnType<typeof findDemoIds>>;
beforeAll(async () => {
  t = await createTestApp({ failpoint });
  ids = await findDemoIds(t.database.db);
});
afterAll(() => t.close());
beforeEach(() => reset());

const { paidOrder, sandboxRefunds, soldOf } = createOrdersAdminTestKit(
  () => t,
  () => ids,
);

function refund(client: AdminClient, orderId: number, body: object, key: string) {
  return client.call('POST', `/orders/${orderId}/refunds`, {
    body,
    headers: { 'idempotency-key': key },
  });
}

describe('a refund stopped by a crash', () => {
  it.each([['charged'], ['paid'], ['writing']] as const)(
    'stopped at %s: recovery writes it once, and a retry answers it',
    async (step) => {
      const { client } = await logInAs(t, 'box-office');
      const order = await paidOrder({ quantity: 2 });
      const page = async () =>
        adminOrderResponseSchema.parse((await client.call('GET', `/orders/${order.id}`)).body).data;
      const ticket = (await page()).lines[0]!.tickets[0]!;
      const soldBefore = await soldOf();
      const key = randomUUID();
      const body = { tickets: [{ lineItemTicketId: ticket.id, quantity: 1 }] };

      const stopped = crashNextSaleAt(step);
      // The request never answers (or fails inside its write), as the process died there.
      void refund(client, order.id, body, key).catch(() => {});
      await stopped;
      expect((await page()).refunds.map((entry) => entry.status)).toEqual(['pending']);
      expect(await soldOf()).toBe(soldBefore);
      const retried = await refund(client, order.id, body, key);
      expect(retried.status).toBe(409);

      const recovery = recoveryWithGrace(t, 0);
      expect((await recovery.recoverPayments()).calls).toBe(1);
      expect((await recovery.recoverPayments()).calls).toBe(0);

      expect(await sandboxRefunds(order.id)).toEqual([
        expect.objectContaining({ amount_cents: 4827 }),
      ]);
      expect(await soldOf()).toBe(soldBefore - 1);
      const after = await page();
      expect(after.refunds.map((entry) => entry.status)).toEqual(['succeeded']);
      expect(after.lines[0]!.tickets[0]!.refundedQuantity).toBe(1);
      expect(after.emails.map((email) => email.kind)).toEqual([
        'order-confirmation',
        'order-refund',
      ]);

      const answered = await refund(client, order.id, body, key);
      expect(answered.status).toBe(201);
      expect(answered.body.data).toMatchObject({ status: 'succeeded', amountCents: 4827 });
      expect(await sandboxRefunds(order.id)).toHaveLength(1);
    },
  );
});
