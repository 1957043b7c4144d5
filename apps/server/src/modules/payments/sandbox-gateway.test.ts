/** Purchases on the sandbox gateway, its record of keys, card descriptions and its delay. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentGatewayCalls } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { TestApp } from '../../test/test-app.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { createSandboxGateway, sandboxMessages } from './sandbox-gateway.ts';
import { bindSandboxCalls, newKey, startSandboxGateway } from './sandbox-gateway-test-setup.ts';

let t: TestApp;
let gateway: PaymentGateway;
beforeAll(async () => {
  ({ t, gateway } = await startSandboxGateway());
});
afterAll(() => t.close());
const { tokenize, transactionsOf, purchase } = bindSandboxCalls(() => ({ t, gateway }));

describe('purchases on the sandbox gateway', () => {
  it('charges the approved Test-gateway cards, names the card charged and records the transaction', async () => {
    for (const [number, label] of [
      ['4111111111111111', 'Visa ending in 1111'],
      ['5555555555554444', 'Mastercard ending in 4444'],
    ] as const) {
      const token = await tokenize(number);
      const result = await purchase(token, 4_500);
      expect(result).toEqual({
        succeeded: true,
        transactionToken: expect.stringMatching(/^[A-Za-z0-9]{29}$/),
        message: 'Succeeded!',
        card: { cardType: expect.any(String), lastFourDigits: number.slice(-4), label },
      });
      expect(await transactionsOf(token)).toEqual([
        expect.objectContaining({
          token: result.transactionToken,
          transactionType: 'Purchase',
          amountCents: 4_500,
          currencyCode: 'USD',
          succeeded: true,
          description: 'Order 100001',
        }),
      ]);
    }
  });

  it('declines the declining Test-gateway cards with a recorded, failed transaction', async () => {
    for (const number of ['4012888888881881', '5105105105105100']) {
      const token = await tokenize(number);
      const result = await purchase(token);
      expect(result).toEqual({
        succeeded: false,
        reason: 'declined',
        transactionToken: expect.any(String),
        message: 'Unable to process the purchase transaction.',
      });
      const [row] = await transactionsOf(token);
      expect(row).toMatchObject({ succeeded: false, transactionType: 'Purchase' });
    }
  });

  it('says why a card that gives its reason was declined', async () => {
    for (const [number, declineCode] of [
      ['4000000000000002', 'card_declined'],
      ['4000000000000069', 'expired_card'],
      ['4000000000000127', 'incorrect_cvc'],
    ] as const) {
      expect(await purchase(await tokenize(number))).toEqual({
        succeeded: false,
        reason: 'declined',
        transactionToken: expect.any(String),
        message: 'Unable to process the purchase transaction.',
        declineCode,
      });
    }
  });

  it('refuses an unknown payment method token without a transaction', async () => {
    expect(await purchase('no-such-card')).toEqual({
      succeeded: false,
      reason: 'invalid',
      transactionToken: null,
      message: sandboxMessages.unknownPaymentMethod,
    });
  });

  it('refuses amounts that are not a positive whole number of cents, recording nothing', async () => {
    const token = await tokenize('4111111111111111');
    for (const amountCents of [0, -100, 10.5]) {
      await expect(
        gateway.purchase({
          paymentMethodToken: token,
          amountCents,
          currency: 'USD',
          idempotencyKey: newKey(),
        }),
      ).rejects.toThrow();
    }
    expect(await transactionsOf(token)).toEqual([]);
  });

  it('answers a repeated idempotency key with the first result and charges once', async () => {
    const token = await tokenize('4111111111111111');
    const request = {
      paymentMethodToken: token,
      amountCents: 2_000,
      currency: 'USD' as const,
      idempotencyKey: newKey(),
    };
    const first = await gateway.purchase(request);
    const again = await gateway.purchase(request);
    expect(again).toEqual(first);
    expect(await transactionsOf(token)).toHaveLength(1);
  });

  it('charges once when the same key arrives several times at once', async () => {
    const token = await tokenize('5555555555554444');
    const request = {
      paymentMethodToken: token,
      amountCents: 3_000,
      currency: 'USD' as const,
      idempotencyKey: newKey(),
    };
    const results = await Promise.all([1, 2, 3, 4].map(() => gateway.purchase(request)));
    expect(new Set(results.map((result) => JSON.stringify(result))).size).toBe(1);
    expect(await transactionsOf(token)).toHaveLength(1);
  });

  it('refuses a key already used for a different payment, charging nothing more', async () => {
    const token = await tokenize('4111111111111111');
    const idempotencyKey = newKey();
    await gateway.purchase({
      paymentMethodToken: token,
      amountCents: 1_000,
      currency: 'USD',
      idempotencyKey,
    });
    const reused = gateway.purchase({
      paymentMethodToken: token,
      amountCents: 9_999,
      currency: 'USD',
      idempotencyKey,
    });
    await expect(reused).rejects.toBeInstanceOf(AppError);
    await expect(reused).rejects.toMatchObject({ code: 'conflict' });
    expect(await transactionsOf(token)).toHaveLength(1);
  });

  it('keeps a record of each key and its answer', async () => {
    const token = await tokenize('4111111111111111');
    const idempotencyKey = newKey();
    const result = await gateway.purchase({
      paymentMethodToken: token,
      amountCents: 700,
      currency: 'USD',
      idempotencyKey,
    });
    const [call] = await t.database.db
      .select()
      .from(paymentGatewayCalls)
      .where(eq(paymentGatewayCalls.idempotencyKey, idempotencyKey));
    expect(call).toMatchObject({ gateway: 'sandbox', operation: 'purchase', result });
  });
});

describe('describing a stored card', () => {
  it("reads as the order's Payment Method, and is null for an unknown token", async () => {
    const token = await tokenize('4111111111111111');
    expect(await gateway.describePaymentMethod(token)).toEqual({
      token,
      cardType: 'visa',
      lastFourDigits: '1111',
      label: 'Visa ending in 1111',
      email: 'ada@example.com',
    });
    expect(await gateway.describePaymentMethod('unknown')).toBeNull();
  });
});

describe('the sandbox gateway delay', () => {
  it('answers after the configured delay', async () => {
    const slow = createSandboxGateway(t.database.db, { delayMs: 100 });
    const token = await tokenize('4111111111111111');
    const started = performance.now();
    const result = await slow.purchase({
      paymentMethodToken: token,
      amountCents: 100,
      currency: 'USD',
      idempotencyKey: newKey(),
    });
    expect(result.succeeded).toBe(true);
    expect(performance.now() - started).toBeGreaterThanOrEqual(95);
  });
});
