/** Credits and voids on the sandbox gateway: what may follow a purchase, and once per key. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxTransactions } from '../../db/schema.ts';
import type { TestApp } from '../../test/test-app.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { sandboxMessages } from './sandbox-gateway.ts';
import { bindSandboxCalls, newKey, startSandboxGateway } from './sandbox-gateway-test-setup.ts';

let t: TestApp;
let gateway: PaymentGateway;
beforeAll(async () => {
  ({ t, gateway } = await startSandboxGateway());
});
afterAll(() => t.close());
const { tokenize, purchase, succeededPurchase } = bindSandboxCalls(() => ({ t, gateway }));

describe('credits on the sandbox gateway', () => {
  it('refunds part of a purchase, then the rest, and no more', async () => {
    const purchaseToken = await succeededPurchase(5_000);
    const part = await gateway.credit({
      transactionToken: purchaseToken,
      amountCents: 2_000,
      idempotencyKey: newKey(),
    });
    expect(part).toMatchObject({ succeeded: true, message: 'Succeeded!' });
    const rest = await gateway.credit({
      transactionToken: purchaseToken,
      amountCents: 3_000,
      idempotencyKey: newKey(),
    });
    expect(rest.succeeded).toBe(true);
    expect(
      await gateway.credit({
        transactionToken: purchaseToken,
        amountCents: 1,
        idempotencyKey: newKey(),
      }),
    ).toMatchObject({
      succeeded: false,
      reason: 'declined',
      message: sandboxMessages.creditTooLarge,
    });
  });

  it('refunds once for a repeated key', async () => {
    const purchaseToken = await succeededPurchase(5_000);
    const request = {
      transactionToken: purchaseToken,
      amountCents: 5_000,
      idempotencyKey: newKey(),
    };
    const first = await gateway.credit(request);
    expect(await gateway.credit(request)).toEqual(first);
    const credits = await t.database.db
      .select()
      .from(sandboxTransactions)
      .where(eq(sandboxTransactions.referenceToken, purchaseToken));
    expect(credits).toHaveLength(1);
  });

  it('refuses to refund a declined purchase or an unknown transaction', async () => {
    const declined = await purchase(await tokenize('4012888888881881'));
    expect(
      await gateway.credit({
        transactionToken: declined.transactionToken!,
        amountCents: 100,
        idempotencyKey: newKey(),
      }),
    ).toMatchObject({
      succeeded: false,
      reason: 'declined',
      message: sandboxMessages.notCreditable,
    });
    expect(
      await gateway.credit({
        transactionToken: 'nope',
        amountCents: 100,
        idempotencyKey: newKey(),
      }),
    ).toEqual({
      succeeded: false,
      reason: 'invalid',
      transactionToken: null,
      message: sandboxMessages.unknownTransaction,
    });
  });
});

describe('voids on the sandbox gateway', () => {
  it('voids a purchase once; a second void and a later credit are refused', async () => {
    const purchaseToken = await succeededPurchase();
    const voided = await gateway.void({
      transactionToken: purchaseToken,
      idempotencyKey: newKey(),
    });
    expect(voided).toMatchObject({ succeeded: true, message: 'Succeeded!' });
    expect(
      await gateway.void({ transactionToken: purchaseToken, idempotencyKey: newKey() }),
    ).toMatchObject({
      succeeded: false,
      message: sandboxMessages.alreadyVoided,
    });
    expect(
      await gateway.credit({
        transactionToken: purchaseToken,
        amountCents: 100,
        idempotencyKey: newKey(),
      }),
    ).toMatchObject({ succeeded: false, message: sandboxMessages.alreadyVoided });
  });

  it('answers a repeated void key with the first answer', async () => {
    const purchaseToken = await succeededPurchase();
    const request = { transactionToken: purchaseToken, idempotencyKey: newKey() };
    const first = await gateway.void(request);
    expect(first.succeeded).toBe(true);
    expect(await gateway.void(request)).toEqual(first);
  });

  it('refuses to void a purchase already partly refunded', async () => {
    const purchaseToken = await succeededPurchase(5_000);
    await gateway.credit({
      transactionToken: purchaseToken,
      amountCents: 1_000,
      idempotencyKey: newKey(),
    });
    expect(
      await gateway.void({ transactionToken: purchaseToken, idempotencyKey: newKey() }),
    ).toMatchObject({
      succeeded: false,
      message: sandboxMessages.voidAfterCredit,
    });
  });
});
