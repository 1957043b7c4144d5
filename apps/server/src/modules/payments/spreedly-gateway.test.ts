/** Purchases, credits and voids through the Spreedly adapter, against a stand-in. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { expectedAuthorization } from './spreedly-stand-in.ts';
import { newKey, purchaseOf, useSpreedlyStandIn } from './spreedly-test-setup.ts';

const { context, gatewayAt } = useSpreedlyStandIn();
const { seen, warnings } = context;

describe('purchases through Spreedly', () => {
  it('post the token and amount in cents to the gateway with basic auth, and read the success and the card it charged', async () => {
    const result = await gatewayAt().purchase(purchaseOf('pm-approved'));
    expect(result).toEqual({
      succeeded: true,
      transactionToken: expect.stringMatching(/^tx-/),
      message: 'Succeeded!',
      card: { cardType: 'master', lastFourDigits: '4444', label: 'Mastercard ending in 4444' },
    });
    expect(seen).toEqual([
      {
        method: 'POST',
        url: '/v1/gateways/GW-TOKEN/purchase.json',
        authorization: expectedAuthorization,
        contentType: 'application/json',
        body: {
          transaction: {
            payment_method_token: 'pm-approved',
            amount: 8_345,
            currency_code: 'USD',
            order_id: expect.any(String),
            description: 'Order 100001',
          },
        },
      },
    ]);
  });

  it("read a declined card from Spreedly's failed transaction", async () => {
    expect(await gatewayAt().purchase(purchaseOf('pm-declined'))).toEqual({
      succeeded: false,
      reason: 'declined',
      transactionToken: expect.stringMatching(/^tx-/),
      message: 'Unable to process the purchase transaction.',
    });
  });

  it("read why Spreedly's gateway declined: its error code, or a failed security code check", async () => {
    expect(await gatewayAt().purchase(purchaseOf('pm-expired'))).toMatchObject({
      succeeded: false,
      reason: 'declined',
      message: 'Unable to process the purchase transaction.',
      declineCode: 'expired_card',
    });
    expect(await gatewayAt().purchase(purchaseOf('pm-wrong-cvv'))).toMatchObject({
      reason: 'declined',
      declineCode: 'incorrect_cvc',
    });
  });

  it("read Spreedly's errors for an unknown payment method as an invalid request", async () => {
    expect(await gatewayAt().purchase(purchaseOf('pm-unknown'))).toEqual({
      succeeded: false,
      reason: 'invalid',
      transactionToken: null,
      message: 'There is no payment method corresponding to the specified payment method token.',
      fieldErrors: [
        {
          key: 'errors.payment_method_not_found',
          message:
            'There is no payment method corresponding to the specified payment method token.',
        },
      ],
    });
  });

  it('reach Spreedly once for a repeated idempotency key, answering the first result', async () => {
    const gateway = gatewayAt();
    const request = purchaseOf('pm-approved');
    const first = await gateway.purchase(request);
    const results = await Promise.all([gateway.purchase(request), gateway.purchase(request)]);
    expect(results).toEqual([first, first]);
    expect(seen).toHaveLength(1);
  });

  it('answer unavailable when Spreedly fails, and never retry that key', async () => {
    const gateway = gatewayAt();
    const request = purchaseOf('pm-broken');
    const unavailable = {
      succeeded: false,
      reason: 'unavailable',
      transactionToken: null,
      message: 'The payment service did not answer. Please try again in a few minutes.',
    };
    expect(await gateway.purchase(request)).toEqual(unavailable);
    expect(await gateway.purchase(request)).toEqual(unavailable);
    expect(seen).toHaveLength(1);
    expect(warnings).toEqual(['payment gateway gave no usable answer']);
  });

  it('answer unavailable when Spreedly does not answer in time', async () => {
    const result = await gatewayAt(context.baseUrl, { timeoutMs: 150 }).purchase(
      purchaseOf('pm-hangs'),
    );
    expect(result).toMatchObject({ succeeded: false, reason: 'unavailable' });
  });

  it('answer unavailable when Spreedly cannot be reached or refuses the credentials', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    expect(await gatewayAt(closedUrl).purchase(purchaseOf('pm-approved'))).toMatchObject({
      reason: 'unavailable',
    });
    expect(
      await gatewayAt(context.baseUrl, { accessSecret: 'wrong' }).purchase(
        purchaseOf('pm-approved'),
      ),
    ).toMatchObject({ reason: 'unavailable' });
  });
});

describe('credits and voids through Spreedly', () => {
  it('post a credit of an amount in cents against the purchase', async () => {
    const result = await gatewayAt().credit({
      transactionToken: 'tx-purchase',
      amountCents: 1_250,
      idempotencyKey: newKey(),
    });
    expect(result).toMatchObject({ succeeded: true, message: 'Succeeded!' });
    expect(seen).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/v1/transactions/tx-purchase/credit.json',
        authorization: expectedAuthorization,
        body: {
          transaction: { amount: 1_250, currency_code: 'USD', order_id: expect.any(String) },
        },
      }),
    ]);
  });

  it('post a void of the purchase with only its key as order_id, once per key', async () => {
    const gateway = gatewayAt();
    const request = { transactionToken: 'tx-purchase', idempotencyKey: newKey() };
    const first = await gateway.void(request);
    expect(first).toMatchObject({ succeeded: true });
    expect(await gateway.void(request)).toEqual(first);
    expect(seen).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/v1/transactions/tx-purchase/void.json',
        body: { transaction: { order_id: request.idempotencyKey } },
      }),
    ]);
  });
});
