/**
 * A membership order refunded from the back office (issue 31, decision 092): the card credited
 * once, the order's passes revoked in the refund's transaction and audited, so the gate answers
 * "Revoked" and the account page shows them revoked; a retry answers the same refund, a second
 * refund and a role without the right are refused, changing nothing.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passCheckInTexts } from '@shop/core/check-in-api';
import {
  membershipRefundResponseSchema,
  membershipRefundTexts,
} from '@shop/core/membership-refund-api';
import { memberPassesResponseSchema } from '@shop/core/pass-card-api';
import { shopWallTimeToInstant } from '@shop/core/shop-time';
import { queryRows } from '../../db/database.ts';
import { findDemoMembershipId } from '../../seed/demo-memberships.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertGateActivity, insertGateSession } from '../check-in/pass-gate-test-kit.ts';
import { createMembershipOrderTestKit } from '../memberships/membership-order-test-kit.ts';
import { replaceEntitlements } from '../passes/index.ts';
import { buyDualPass as buyDualPassOf } from '../passes/pass-places-test-kit.ts';
import { logInAs, type AdminClient } from '../staff/staff-test-kit.ts';

let t: TestApp;
let dualId: number;
let manager: AdminClient;
let gate: AdminClient;
let skateId: number;
beforeAll(async () => {
  t = await createTestApp();
  dualId = await findDemoMembershipId(t.database.db, 'dual-pass');
  manager = (await logInAs(t, 'manager')).client;
  gate = (await logInAs(t, 'check-in')).client;
  // The Dual Pass includes a skate of its own here, so the gate's answer is about the pass only.
  skateId = await insertGateActivity(t.database.db, { name: 'Refund Skate', timed: true });
  await t.database.db.transaction((tx) =>
    replaceEntitlements(tx, dualId, {
      includedActivityIds: [skateId],
      memberPrices: [],
      guestPassesPerTerm: 0,
    }),
  );
});
afterAll(() => t.close());

const { api } = createMembershipOrderTestKit(
  () => t,
  () => dualId,
);

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);

/** A member who bought a Dual Pass (two pass holders) by card: their token and the order. */
async function buyDualPass() {
  const { token, order } = await buyDualPassOf(t, `refund.${randomUUID().slice(0, 8)}@example.org`);
  const [row] = await rows<{ id: number }>(
    sql`select id from membership_orders where receipt = ${order.receipt}`,
  );
  return { token, order, id: row!.id };
}

const refund = (client: AdminClient, orderId: number, key = randomUUID()) =>
  client.call('POST', `/membership-orders/${orderId}/refunds`, {
    body: { reason: 'Moved away' },
    headers: { 'idempotency-key': key },
  });

async function cardsOf(token: string) {
  const response = await api('GET', '/account/passes', undefined, {
    authorization: `Bearer ${token}`,
  });
  return memberPassesResponseSchema.parse(response.body).data.attributes.holders;
}

async function sandboxCreditsOf(orderId: number) {
  return rows<{ amount_cents: number }>(
    sql`select c.amount_cents from sandbox_transactions c
      join membership_orders o on o.charge_transaction_token = c.reference_token
      where o.id = ${orderId} and c.transaction_type = 'Credit' and c.succeeded`,
  );
}

describe('refunding a membership order', () => {
  it('credits the card once, revokes its passes (audited), and the gate and the account say so', async () => {
    const bought = await buyDualPass();
    const key = randomUUID();
    const answer = await refund(manager, bought.id, key);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const refunded = membershipRefundResponseSchema.parse(answer.body).data;
    expect(refunded).toMatchObject({
      membershipOrderId: bought.id,
      receipt: bought.order.receipt,
      status: 'succeeded',
      amountCents: Math.round(bought.order.totalPaid * 100),
      revokedPasses: 2,
    });
    expect(await sandboxCreditsOf(bought.id)).toEqual([{ amount_cents: refunded.amountCents }]);

    const [audit] = await rows<{ action: string; after: { revokedPasses: number } }>(
      sql`select action, after from audit_log where action = 'membership-order.refund'
        and after->>'receipt' = ${bought.order.receipt}`,
    );
    expect(audit).toMatchObject({ action: 'membership-order.refund', after: { revokedPasses: 2 } });

    const holders = await cardsOf(bought.token);
    expect(holders.flatMap((holder) => holder.passes.map((pass) => pass.status))).toEqual([
      'revoked',
      'revoked',
    ]);
    const session = await insertGateSession(t.database.db, {
      activityId: skateId,
      startsAt: shopWallTimeToInstant('2026-12-01', '09:00'),
      endsAt: shopWallTimeToInstant('2026-12-01', '10:00'),
      capacity: 20,
    });
    const scanned = await gate.call('POST', `/check-in/sessions/${session}/admissions`, {
      body: { code: holders[0]!.cardCode },
    });
    expect(scanned.status, JSON.stringify(scanned.body)).toBe(409);
    expect(scanned.body.errors).toMatchObject({
      title: passCheckInTexts.passRevokedTitle,
      message: passCheckInTexts.passRevoked('Dual Pass'),
    });

    // The same request again answers the same refund; a new one is refused; nothing moves.
    const retried = await refund(manager, bought.id, key);
    expect(retried.status).toBe(201);
    expect(retried.body.data.id).toBe(refunded.id);
    const again = await refund(manager, bought.id);
    expect(again.status).toBe(409);
    expect(again.body.errors.message).toBe(membershipRefundTexts.alreadyRefunded);
    expect(await sandboxCreditsOf(bought.id)).toHaveLength(1);
  });

  it('is refused to check-in staff (403) and for an order that does not exist (404)', async () => {
    const bought = await buyDualPass();
    const refused = await refund(gate, bought.id);
    expect(refused.status).toBe(403);
    expect((await refund(manager, 999_999)).status).toBe(404);
    const [row] = await rows<{ n: number }>(
      sql`select count(*)::int as n from member_memberships
        where membership_order_id = ${bought.id} and revoked_at is not null`,
    );
    expect(row!.n).toBe(0);
    expect(await sandboxCreditsOf(bought.id)).toEqual([]);
    const holders = await cardsOf(bought.token);
    expect(holders.flatMap((holder) => holder.passes.map((pass) => pass.status))).toEqual([
      'valid',
      'valid',
    ]);
  });
});
