/** Spreedly lookups (a lost answer, a stored card) and choosing Spreedly in the settings. */
import { describe, expect, it } from 'vitest';
import { loadSettings, SettingsError } from '../../config/settings.ts';
import { createPaymentGateway } from './create-payment-gateway.ts';
import { createSpreedlyGateway } from './spreedly-gateway.ts';
import { credentials, newKey, purchaseOf, useSpreedlyStandIn } from './spreedly-test-setup.ts';

const { context, gatewayAt } = useSpreedlyStandIn();
const { seen, made } = context;

describe('finding a call whose answer was lost (decision 020)', () => {
  it("finds a purchase among its card's transactions by its key, and stores the answer", async () => {
    const gateway = gatewayAt(context.baseUrl, { timeoutMs: 2_000 });
    const lost = purchaseOf('pm-charged-then-lost');
    expect(await gateway.purchase(lost)).toMatchObject({ reason: 'unavailable' });
    // Later charges of the same card push the lost one to a later page (newest first).
    for (let i = 0; i < 3; i += 1) await gateway.purchase(purchaseOf('pm-charged-then-lost'));

    const settled = await gateway.settleCall(lost.idempotencyKey);
    expect(settled).toEqual({
      operation: 'purchase',
      amountCents: 8_345,
      result: {
        succeeded: true,
        transactionToken: made.find((known) => known.order_id === lost.idempotencyKey)!.token,
        message: 'Succeeded!',
      },
    });
    // Stored: a repeat of the key answers it without reaching Spreedly.
    const before = seen.length;
    expect(await gateway.purchase(lost)).toEqual(settled!.result);
    expect(seen).toHaveLength(before);
  });

  it('finds a void through the card of the purchase it followed', async () => {
    const gateway = gatewayAt();
    const purchase = await gateway.purchase(purchaseOf('pm-approved'));
    const voidKey = newKey();
    await createSpreedlyGateway({
      ...credentials,
      baseUrl: context.baseUrl,
      db: context.database.db,
    }).void({ transactionToken: purchase.transactionToken!, idempotencyKey: voidKey });
    const found = await gateway.findTransaction({
      idempotencyKey: voidKey,
      operation: 'void',
      transactionToken: purchase.transactionToken!,
    });
    expect(found).toMatchObject({ succeeded: true });
    expect(seen.map((request) => `${request.method} ${request.url.split('?')[0]}`)).toEqual(
      expect.arrayContaining([
        `GET /v1/transactions/${purchase.transactionToken}.json`,
        'GET /v1/payment_methods/pm-approved/transactions.json',
      ]),
    );
  });

  it('answers null for a key Spreedly never saw, and releases it so the call may be made', async () => {
    const gateway = gatewayAt();
    const request = purchaseOf('pm-broken');
    expect(await gateway.purchase(request)).toMatchObject({ reason: 'unavailable' });
    expect(
      await gateway.findTransaction({
        idempotencyKey: request.idempotencyKey,
        operation: 'purchase',
        paymentMethodToken: 'pm-broken',
      }),
    ).toBeNull();
    expect(await gateway.settleCall(request.idempotencyKey)).toBeNull();
    // Released: the same key reaches the gateway again.
    const before = seen.length;
    await gateway.purchase(request);
    expect(seen.length).toBeGreaterThan(before);
  });
});

describe('describing a card stored at Spreedly', () => {
  it('reads its brand and last four digits, and is null for a token Spreedly does not know', async () => {
    const gateway = gatewayAt();
    expect(await gateway.describePaymentMethod('pm-approved')).toEqual({
      token: 'pm-approved',
      cardType: 'master',
      lastFourDigits: '4444',
      label: 'Mastercard ending in 4444',
      email: 'ada@example.com',
    });
    expect(await gateway.describePaymentMethod('pm-unknown')).toBeNull();
    expect(seen.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /v1/payment_methods/pm-approved.json',
      'GET /v1/payment_methods/pm-unknown.json',
    ]);
  });
});

describe('choosing Spreedly in the settings', () => {
  it('needs the environment key, access secret and gateway token, naming each one missing', () => {
    let error: unknown;
    try {
      loadSettings({ PAYMENT_GATEWAY: 'spreedly', SPREEDLY_ENVIRONMENT_KEY: 'env-key' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SettingsError);
    expect((error as Error).message).toContain(
      'SPREEDLY_ACCESS_SECRET: is required when PAYMENT_GATEWAY=spreedly',
    );
    expect((error as Error).message).toContain(
      'SPREEDLY_GATEWAY_TOKEN: is required when PAYMENT_GATEWAY=spreedly',
    );
    expect((error as Error).message).not.toContain('SPREEDLY_ENVIRONMENT_KEY');
  });

  it('defaults to the sandbox, and with Spreedly chosen charges through SPREEDLY_BASE_URL', async () => {
    expect(loadSettings({}).PAYMENT_GATEWAY).toBe('sandbox');
    const settings = loadSettings({
      PAYMENT_GATEWAY: 'spreedly',
      SPREEDLY_ENVIRONMENT_KEY: 'env-key',
      SPREEDLY_ACCESS_SECRET: 'access-secret',
      SPREEDLY_GATEWAY_TOKEN: 'GW-TOKEN',
      SPREEDLY_BASE_URL: context.baseUrl,
    });
    const gateway = createPaymentGateway({
      settings,
      db: context.database.db,
      clock: () => new Date(),
      log: { warn: () => {} },
    });
    expect(await gateway.purchase(purchaseOf('pm-approved'))).toMatchObject({ succeeded: true });
    expect(seen[0]!.url).toBe('/v1/gateways/GW-TOKEN/purchase.json');
  });
});
