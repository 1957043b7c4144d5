/**
 * Payment recovery (decision 020): a sale stopped at each of its steps, as a crash of the server
 * would stop it, then the recovery job run. After it: every successful charge has exactly one
 * order or one void, no submission is left pending, and no cart is charged twice.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@shop/core/api-error';
import { orderResponseSchema } from '@shop/core/order-api';
import { orderTexts } from '@shop/core/order-texts';
import { findDemoIds } from '../../seed/demo-data.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { createPaymentRecovery } from '../../worker/recover-payments.ts';
import {
  createCrashPoints,
  createRecoveryTestKit,
  recoveryWithGrace,
} from './payment-recovery-test-kit.ts';

const { failpoint, crashNextSaleAt, reset } = createCrashPoints();
const metricsToken = 'metrics-token-for-recovery-tests-0123';

let t: TestApp;
let ids: Awaited<ReturnType<typeof findDemoIds>>;
let recovery: ReturnType<typeof createPaymentRecovery>;

beforeAll(async () => {
  t = await createTestApp({ failpoint, settings: { METRICS_TOKEN: metricsToken } });
  ids = await findDemoIds(t.database.db);
  // The crashed sales below are recovered at once.
  recovery = recoveryWithGrace(t, 0);
});
afterAll(() => t.close());
beforeEach(() => reset());

const { rows, submit, crashedTicketOrder, expectMoneySettled, sandboxCharges } =
  createRecoveryTestKit(
    () => t,
    () => ids,
    crashNextSaleAt,
  );

describe('a ticket order stopped by a crash', () => {
  it.each([['charged'], ['paid'], ['writing']] as const)(
    'stopped at %s: recovery voids the charge, answers the key with a clear failure, and the cart can order again',
    async (step) => {
      const { cart, card, key } = await crashedTicketOrder(step);

      // While it is unsettled, the same key and any other key for the cart wait.
      const again = await submit(cart, card, key);
      expect(again.status).toBe(409);
      const other = await submit(cart, card);
      expect(other.status).toBe(409);
      expect(apiErrorBodySchema.parse(other.body).errors.message).toBe(
        orderTexts.paymentBeingConfirmed,
      );

      expect((await recovery.recoverPayments()).submissions).toBe(1);
      expect(await sandboxCharges(card)).toEqual([
        { transaction_type: 'Purchase', succeeded: true },
        { transaction_type: 'Void', succeeded: true },
      ]);
      // A final answer (decision 070): a client retrying server errors with this key stops.
      const retried = await submit(cart, card, key);
      expect(retried.status).toBe(409);
      expect(apiErrorBodySchema.parse(retried.body).errors.message).toBe(orderTexts.notCompleted);
      expect((await submit(cart, card, key)).status).toBe(409);

      // Settled: a new key orders the cart, charged once more and kept.
      const placed = await submit(cart, card);
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      await expectMoneySettled();
    },
  );

  it('stopped after the write: recovery leaves the order and its charge, and a retry answers the order', async () => {
    const { cart, card, key } = await crashedTicketOrder('written');

    expect((await recovery.recoverPayments()).submissions).toBe(0);
    expect(await sandboxCharges(card)).toEqual([{ transaction_type: 'Purchase', succeeded: true }]);
    const retried = await submit(cart, card, key);
    expect(retried.status).toBe(201);
    expect(orderResponseSchema.parse(retried.body).data.attributes.cart.token).toBe(cart.token);
    await expectMoneySettled();
  });

  it('a charge the gateway did not answer is looked up and voided, and the key answered', async () => {
    // The answer is lost: the key's call is recorded as unavailable, the charge went through.
    const { card, key } = await crashedTicketOrder('charged');
    await t.database.db.execute(
      sql`update payment_gateway_calls set result = ${JSON.stringify({
        succeeded: false,
        reason: 'unavailable',
        transactionToken: null,
        message: 'The payment service did not answer.',
      })}::jsonb where idempotency_key = ${key}`,
    );
    await recovery.recoverPayments();
    expect(await sandboxCharges(card)).toEqual([
      { transaction_type: 'Purchase', succeeded: true },
      { transaction_type: 'Void', succeeded: true },
    ]);
    await expectMoneySettled();
  });

  it('a live submission younger than the grace period is left alone', async () => {
    const { card } = await crashedTicketOrder('paid');
    expect(await recoveryWithGrace(t, 60).recoverPayments()).toEqual({
      submissions: 0,
      calls: 0,
      cancellations: 0,
    });
    expect(await sandboxCharges(card)).toEqual([{ transaction_type: 'Purchase', succeeded: true }]);
    await recovery.recoverPayments();
    await expectMoneySettled();
  });

  it('a charge begun within the grace period is not looked up yet, though its submission is older', async () => {
    const { card, key } = await crashedTicketOrder('charged');
    // The submission was claimed long ago (a slow card lookup, say); its charge began just now.
    const ageSubmission = () =>
      t.database.db.execute(
        sql`update order_submissions set updated_at = now() - interval '2 minutes'
          where idempotency_key = ${key}`,
      );
    await ageSubmission();
    const patient = recoveryWithGrace(t, 60);
    expect((await patient.recoverPayments()).submissions).toBe(0);
    expect(await sandboxCharges(card)).toEqual([{ transaction_type: 'Purchase', succeeded: true }]);
    const [waiting] = await rows<{ status: string }>(
      sql`select status from order_submissions where idempotency_key = ${key}`,
    );
    expect(waiting!.status).toBe('recovering');

    const started = t.now.value;
    try {
      t.now.value = new Date(started.getTime() + 61_000);
      await ageSubmission();
      expect((await patient.recoverPayments()).submissions).toBe(1);
    } finally {
      t.now.value = started;
    }
    expect(await sandboxCharges(card)).toEqual([
      { transaction_type: 'Purchase', succeeded: true },
      { transaction_type: 'Void', succeeded: true },
    ]);
    await expectMoneySettled();
  });

  it('counts what it did in /metrics, by action', async () => {
    const voided = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${metricsToken}` },
      });
      const line = response.body
        .split('\n')
        .find((candidate) =>
          candidate.startsWith('shop_payment_recovery_actions_total{action="voided"} '),
        );
      return line === undefined ? 0 : Number(line.split(' ').at(-1));
    };
    const before = await voided();
    await crashedTicketOrder('paid');
    expect((await recovery.recoverPayments()).submissions).toBe(1);
    expect(await voided()).toBe(before + 1);
    await expectMoneySettled();
  });
});
