/**
 * A membership refund stopped by a crash (decision 092): after the gateway answered, or inside
 * the write. Payment recovery carries it through as a ticket refund is: the card is credited
 * exactly once, the order's passes are revoked, and a retry of the request answers it.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { buyDualPass } from '../passes/pass-places-test-kit.ts';
import { createCrashPoints, recoveryWithGrace } from '../sales/payment-recovery-test-kit.ts';
import { logInAs } from '../staff/staff-test-kit.ts';

const { failpoint, crashNextSaleAt, reset } = createCrashPoints();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ failpoint });
});
afterAll(() => t.close());
beforeEach(() => reset());

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);

/** A Dual Pass bought by card by a new member: the membership order's id. */
async function paidDualPass(): Promise<number> {
  const { receipt } = await buyDualPass(t, `crash.${randomUUID().slice(0, 8)}@example.org`);
  const [row] = await rows<{ id: number }>(
    sql`select id from membership_orders where receipt = ${receipt}`,
  );
  return row!.id;
}

const creditsOf = (orderId: number) =>
  rows<{ amount_cents: number }>(
    sql`select c.amount_cents from sandbox_transactions c
      join membership_orders o on o.charge_transaction_token = c.reference_token
      where o.id = ${orderId} and c.transaction_type = 'Credit' and c.succeeded`,
  );

const refundsOf = (orderId: number) =>
  rows<{ status: string }>(
    sql`select status from membership_order_refunds where membership_order_id = ${orderId}`,
  );

const revokedOf = async (orderId: number) =>
  Number(
    (
      await rows<{ n: number }>(
        sql`select count(*)::int as n from member_memberships
          where membership_order_id = ${orderId} and revoked_at is not null`,
      )
    )[0]!.n,
  );

describe('a membership refund stopped by a crash', () => {
  it.each([['paid'], ['writing']] as const)(
    'stopped at %s: recovery credits the card once and revokes the passes, and a retry answers it',
    async (step) => {
      const { client } = await logInAs(t, 'manager');
      const orderId = await paidDualPass();
      const key = randomUUID();
      const refund = () =>
        client.call('POST', `/membership-orders/${orderId}/refunds`, {
          body: {},
          headers: { 'idempotency-key': key },
        });

      const stopped = crashNextSaleAt(step);
      void refund().catch(() => {});
      await stopped;
      expect(await refundsOf(orderId)).toEqual([{ status: 'pending' }]);
      expect(await revokedOf(orderId)).toBe(0);

      const recovery = recoveryWithGrace(t, 0);
      await recovery.recoverPayments();
      await recovery.recoverPayments();

      expect(await creditsOf(orderId)).toEqual([expect.objectContaining({ amount_cents: 14900 })]);
      expect(await refundsOf(orderId)).toEqual([{ status: 'succeeded' }]);
      expect(await revokedOf(orderId)).toBe(2);

      const answered = await refund();
      expect(answered.status).toBe(201);
      expect(answered.body.data).toMatchObject({ status: 'succeeded', revokedPasses: 2 });
      expect(await creditsOf(orderId)).toHaveLength(1);
    },
  );
});
