/**
 * A session's cancellation stopped by a crash between two orders' refunds (decision 057): the
 * next call, and the recovery job, carry it on, and each order is credited exactly once in the
 * sandbox gateway's ledger.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionCancellationResponseSchema } from '@shop/core/session-cancellation-api';
import { findDemoIds } from '../../seed/demo-data.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createCrashPoints, recoveryWithGrace } from '../sales/payment-recovery-test-kit.ts';
import { logInAs } from '../staff/staff-test-kit.ts';
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

const { paidOrder, sandboxRefunds, soldOf, rows } = createOrdersAdminTestKit(
  () => t,
  () => ids,
);

describe('a cancellation stopped by a crash', () => {
  it.each([
    ['zipline-tour-2026-12-16-12:00', 'paid'],
    ['zipline-tour-2026-12-16-14:00', 'writing'],
  ] as const)(
    'at %s, stopped at %s after the first order: resumed, each order is refunded once',
    async (name, step) => {
      const { client } = await logInAs(t, 'manager');
      const session = await ids.session(name);
      const soldBefore = await soldOf(name);
      const orders = [
        await paidOrder({ session: name, quantity: 1 }),
        await paidOrder({ session: name, quantity: 2 }),
        await paidOrder({ session: name, quantity: 1 }),
      ];
      const cancel = () =>
        client.call('POST', `/activity-times/${session.id}/cancellation`, { body: {} });

      const stopped = crashNextSaleAt(step);
      // The request never answers, as the process died inside the first order's refund.
      void cancel().catch(() => {});
      await stopped;
      // The first order was credited at the gateway; the second not yet asked.
      expect(await sandboxRefunds(orders[0]!.id)).toHaveLength(1);
      expect(await sandboxRefunds(orders[1]!.id)).toEqual([]);
      const [record] = await rows<{ status: string }>(
        sql`select status from session_cancellations where activity_time_id = ${session.id}`,
      );
      expect(record!.status).toBe('running');

      // The next call carries on with the other orders; the first one's refund waits for recovery.
      const resumed = await cancel();
      expect(resumed.status, JSON.stringify(resumed.body)).toBe(200);
      expect(sessionCancellationResponseSchema.parse(resumed.body).data).toMatchObject({
        status: 'running',
        orders: 3,
        refundedOrders: 2,
      });

      const recovery = recoveryWithGrace(t, 0);
      expect(await recovery.recoverPayments()).toMatchObject({ calls: 1, cancellations: 1 });
      expect(await recovery.recoverPayments()).toMatchObject({ calls: 0, cancellations: 0 });

      const done = await client.call('GET', `/activity-times/${session.id}/cancellation`);
      expect(done.body.data).toMatchObject({ status: 'done', orders: 3, refundedOrders: 3 });
      for (const order of orders)
        expect(await sandboxRefunds(order.id)).toEqual([
          expect.objectContaining({ amount_cents: Math.round(order.totalPaid * 100) }),
        ]);
      expect(await soldOf(name)).toBe(soldBefore);
      expect((await cancel()).body.data).toMatchObject({ status: 'done', refundedOrders: 3 });
      for (const order of orders) expect(await sandboxRefunds(order.id)).toHaveLength(1);
    },
  );
});
