import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadSettings, SettingsError } from '../../config/settings.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { createPaymentGateway } from './create-payment-gateway.ts';
import type { IdempotentGateway } from './idempotent-gateway.ts';
import { createSpreedlyGateway } from './spreedly-gateway.ts';

/**
 * A stand-in for core.spreedly.com on loopback, answering in Spreedly's published shapes
 * (https://docs.spreedly.com/reference/api/v1/): purchase, credit, void and show payment method.
 */
interface SeenRequest {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

const credentials = {
  environmentKey: 'env-key',
  accessSecret: 'access-secret',
  gatewayToken: 'GW-TOKEN',
};
const expectedAuthorization = `Basic ${Buffer.from('env-key:access-secret').toString('base64')}`;

let server: Server;
let baseUrl: string;
let seen: SeenRequest[] = [];
let transactions = 0;
let database: DatabaseHandle;
let warnings: string[] = [];

function transaction(type: string, succeeded: boolean, message: string, extra: object = {}) {
  transactions += 1;
  const at = '2026-12-01T15:00:00Z';
  return {
    transaction: {
      on_test_gateway: true,
      created_at: at,
      updated_at: at,
      succeeded,
      state: succeeded ? 'succeeded' : 'gateway_processing_failed',
      token: `tx-${transactions}`,
      transaction_type: type,
      order_id: null,
      ip: null,
      description: null,
      message_key: succeeded ? 'messages.transaction_succeeded' : 'messages.transaction_failed',
      message,
      gateway_token: 'GW-TOKEN',
      gateway_type: 'test',
      response: { success: succeeded, message, error_code: '', avs_code: null, cvv_code: null },
      ...extra,
    },
  };
}

/** Every transaction the stand-in made, as Spreedly keeps them for its lookups. */
const made: ReturnType<typeof transaction>['transaction'][] = [];

function keep(created: ReturnType<typeof transaction>, paymentMethodToken: string | null) {
  made.push({
    ...created.transaction,
    payment_method: paymentMethodToken ? { token: paymentMethodToken } : null,
  } as never);
  return created;
}

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

function standIn(request: IncomingMessage, response: ServerResponse, body: unknown) {
  if (request.headers.authorization !== expectedAuthorization) {
    return answer(response, 401, {
      errors: [{ key: 'errors.invalid_credentials', message: 'Unable to authenticate.' }],
    });
  }
  const url = request.url ?? '';
  const input = (body as { transaction?: Record<string, unknown> } | null)?.transaction ?? {};
  if (request.method === 'POST' && url === '/v1/gateways/GW-TOKEN/purchase.json') {
    const extra = {
      amount: input.amount,
      currency_code: input.currency_code,
      order_id: input.order_id,
    };
    switch (input.payment_method_token) {
      case 'pm-approved':
        return answer(
          response,
          200,
          keep(transaction('Purchase', true, 'Succeeded!', extra), 'pm-approved'),
        );
      case 'pm-charged-then-lost':
        // Spreedly charged the card, and its answer never arrives.
        keep(transaction('Purchase', true, 'Succeeded!', extra), 'pm-charged-then-lost');
        response.destroy();
        return undefined;
      case 'pm-declined':
        return answer(
          response,
          422,
          transaction('Purchase', false, 'Unable to process the purchase transaction.', extra),
        );
      case 'pm-broken':
        response.writeHead(500, { 'content-type': 'text/html' });
        return response.end('<h1>We are sorry</h1>');
      case 'pm-hangs':
        return undefined;
      default:
        return answer(response, 422, {
          errors: [
            {
              key: 'errors.payment_method_not_found',
              message:
                'There is no payment method corresponding to the specified payment method token.',
            },
          ],
        });
    }
  }
  const followUp = /^\/v1\/transactions\/([^/]+)\/(credit|void)\.json$/.exec(url);
  if (request.method === 'POST' && followUp) {
    const type = followUp[2] === 'credit' ? 'Credit' : 'Void';
    const reference = made.find((known) => known.token === followUp[1]);
    const card = (reference as { payment_method?: { token: string } | null } | undefined)
      ?.payment_method?.token;
    return answer(
      response,
      200,
      keep(
        transaction(type, true, 'Succeeded!', {
          reference_token: followUp[1],
          order_id: input.order_id,
        }),
        card ?? null,
      ),
    );
  }
  const shown = /^\/v1\/transactions\/([^/]+)\.json$/.exec(url);
  if (request.method === 'GET' && shown) {
    const found = made.find((known) => known.token === shown[1]);
    if (found) return answer(response, 200, { transaction: found });
  }
  const listed = /^\/v1\/payment_methods\/([^/]+)\/transactions\.json\?(.*)$/.exec(url);
  if (request.method === 'GET' && listed) {
    const query = new URLSearchParams(listed[2]);
    const ofCard = made
      .filter(
        (known) =>
          (known as { payment_method?: { token: string } | null }).payment_method?.token ===
          listed[1],
      )
      .reverse();
    // Pages of two, newest first, so a lookup has to page.
    const since = query.get('since_token');
    const start = since ? ofCard.findIndex((known) => known.token === since) + 1 : 0;
    return answer(response, 200, { transactions: ofCard.slice(start, start + 2) });
  }
  if (request.method === 'GET' && url === '/v1/payment_methods/pm-approved.json') {
    return answer(response, 200, {
      payment_method: {
        token: 'pm-approved',
        storage_state: 'retained',
        test: true,
        payment_method_type: 'credit_card',
        last_four_digits: '4444',
        first_six_digits: '555555',
        card_type: 'master',
        full_name: 'Ada Lovelace',
        email: 'ada@example.com',
        number: 'XXXX-XXXX-XXXX-4444',
      },
    });
  }
  return answer(response, 404, {
    errors: [{ key: 'errors.not_found', message: 'Unable to find the specified resource.' }],
  });
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const body: unknown = text ? JSON.parse(text) : null;
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body,
      });
      standIn(request, response, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  database = await createTestDatabase();
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await database.close();
});

beforeEach(() => {
  seen = [];
  warnings = [];
});

let keys = 0;
const newKey = () => `spreedly-key-${(keys += 1)}`;

function gatewayAt(
  url = baseUrl,
  options: { accessSecret?: string; timeoutMs?: number } = {},
): IdempotentGateway {
  return createSpreedlyGateway({
    ...credentials,
    ...options,
    baseUrl: url,
    db: database.db,
    log: { warn: (_details, message) => warnings.push(message) },
  });
}

const purchaseOf = (paymentMethodToken: string, idempotencyKey = newKey()) => ({
  paymentMethodToken,
  amountCents: 8_345,
  currency: 'USD' as const,
  idempotencyKey,
  description: 'Order 100001',
});

describe('purchases through Spreedly', () => {
  it('post the token and amount in cents to the gateway with basic auth, and read the success', async () => {
    const result = await gatewayAt().purchase(purchaseOf('pm-approved'));
    expect(result).toEqual({
      succeeded: true,
      transactionToken: expect.stringMatching(/^tx-/),
      message: 'Succeeded!',
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
    const result = await gatewayAt(baseUrl, { timeoutMs: 150 }).purchase(purchaseOf('pm-hangs'));
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
      await gatewayAt(baseUrl, { accessSecret: 'wrong' }).purchase(purchaseOf('pm-approved')),
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

describe('finding a call whose answer was lost (decision 020)', () => {
  it("finds a purchase among its card's transactions by its key, and stores the answer", async () => {
    const gateway = gatewayAt(baseUrl, { timeoutMs: 2_000 });
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
      baseUrl,
      db: database.db,
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
      SPREEDLY_BASE_URL: baseUrl,
    });
    const gateway = createPaymentGateway({
      settings,
      db: database.db,
      clock: () => new Date(),
      log: { warn: () => {} },
    });
    expect(await gateway.purchase(purchaseOf('pm-approved'))).toMatchObject({ succeeded: true });
    expect(seen[0]!.url).toBe('/v1/gateways/GW-TOKEN/purchase.json');
  });
});
