import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addPaymentMethodResponseSchema,
  vaultErrorsResponseSchema,
  type VaultFieldError,
} from '@shop/core/payment';
import { sandboxPaymentMethods } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  // TEST_NOW is December 2026: cards expiring 12/2026 are still good, 11/2026 expired.
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const vaultUrl = '/sandbox-vault/v1/payment_methods.json?environment_key=sandbox';

function spreedlyCard(overrides: Record<string, unknown> = {}) {
  return {
    payment_method: {
      credit_card: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        number: '4111111111111111',
        verification_value: '123',
        month: '12',
        year: '2026',
        ...overrides,
      },
      email: 'ada@example.com',
    },
  };
}

async function post(payload: unknown, url = vaultUrl) {
  const response = await t.app.inject({
    method: 'POST',
    url,
    ...(typeof payload === 'string'
      ? { payload, headers: { 'content-type': 'application/json' } }
      : { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.json() as unknown };
}

async function countStoredCards() {
  return (await t.database.db.select().from(sandboxPaymentMethods)).length;
}

async function expectFieldErrors(payload: unknown, errors: VaultFieldError[]) {
  const before = await countStoredCards();
  const response = await post(payload);
  expect(response.status).toBe(422);
  expect(vaultErrorsResponseSchema.parse(response.body).errors).toEqual(errors);
  expect(await countStoredCards()).toBe(before);
}

describe('tokenizing a card in the sandbox vault', () => {
  it("stores a Visa from Spreedly's body and answers its token in Spreedly's shape", async () => {
    const response = await post({
      ...spreedlyCard(),
      payment_method: { ...spreedlyCard().payment_method, retained: true },
    });
    expect(response.status).toBe(201);
    const { transaction } = addPaymentMethodResponseSchema.parse(response.body);
    expect(transaction).toMatchObject({
      succeeded: true,
      transaction_type: 'AddPaymentMethod',
      state: 'succeeded',
      message: 'Succeeded!',
      retained: true,
    });
    expect(transaction.payment_method).toMatchObject({
      card_type: 'visa',
      first_six_digits: '411111',
      last_four_digits: '1111',
      first_name: 'Ada',
      last_name: 'Lovelace',
      full_name: 'Ada Lovelace',
      month: 12,
      year: 2026,
      email: 'ada@example.com',
      storage_state: 'retained',
      number: 'XXXX-XXXX-XXXX-1111',
      verification_value: 'XXX',
      errors: [],
    });
    expect(transaction.payment_method.token).toMatch(/^[A-Za-z0-9]{29}$/);
    expect(transaction.token).not.toBe(transaction.payment_method.token);

    const [stored] = await t.database.db
      .select()
      .from(sandboxPaymentMethods)
      .where(eq(sandboxPaymentMethods.token, transaction.payment_method.token));
    expect(stored).toMatchObject({ cardType: 'visa', lastFourDigits: '1111', outcome: 'approve' });
    expect(JSON.stringify(stored)).not.toContain('4111111111111111');
  });

  it("stores a Mastercard from the shop's creditCard body with its phone number", async () => {
    const response = await post({
      creditCard: {
        kind: 'credit_card',
        fullName: 'Mary Ann Smith',
        number: '5555 5555 5555 4444',
        verificationValue: '4321',
        month: '03',
        year: '2030',
        retained: false,
      },
      email: 'mary@example.com',
      phoneNumber: '801-555-0100',
    });
    expect(response.status).toBe(201);
    const method = addPaymentMethodResponseSchema.parse(response.body).transaction.payment_method;
    expect(method).toMatchObject({
      card_type: 'master',
      last_four_digits: '4444',
      first_name: 'Mary Ann',
      last_name: 'Smith',
      month: 3,
      year: 2030,
      email: 'mary@example.com',
      phone_number: '801-555-0100',
      storage_state: 'cached',
    });
  });

  it('stores the Test-gateway cards that are declined later, at purchase', async () => {
    for (const number of ['4012888888881881', '5105105105105100']) {
      const response = await post(spreedlyCard({ number }));
      expect(response.status).toBe(201);
      const { token } = addPaymentMethodResponseSchema.parse(response.body).transaction
        .payment_method;
      const [stored] = await t.database.db
        .select()
        .from(sandboxPaymentMethods)
        .where(eq(sandboxPaymentMethods.token, token));
      expect(stored!.outcome).toBe('decline');
    }
  });

  it('accepts a card through the last day of its expiry month, with numbers for month and year', async () => {
    const response = await post(spreedlyCard({ month: 12, year: 2026, number: 4111111111111111 }));
    expect(response.status).toBe(201);
  });
});

describe('cards the sandbox vault refuses with field errors', () => {
  it('refuses a number that fails the Luhn check', async () => {
    await expectFieldErrors(spreedlyCard({ number: '4111111111111112' }), [
      { attribute: 'number', key: 'errors.invalid', message: 'Number is invalid' },
    ]);
  });

  it('refuses a missing number and a missing security code as blank', async () => {
    await expectFieldErrors(spreedlyCard({ number: '', verification_value: undefined }), [
      { attribute: 'number', key: 'errors.blank', message: "Number can't be blank" },
      {
        attribute: 'verification_value',
        key: 'errors.blank',
        message: "Verification value can't be blank",
      },
    ]);
  });

  it('refuses a security code shorter than three digits', async () => {
    await expectFieldErrors(spreedlyCard({ verification_value: '12' }), [
      {
        attribute: 'verification_value',
        key: 'errors.invalid',
        message: 'Verification value is invalid',
      },
    ]);
  });

  it('refuses a month outside 1 to 12 and a year that is not four digits', async () => {
    await expectFieldErrors(spreedlyCard({ month: '13', year: '26' }), [
      { attribute: 'month', key: 'errors.invalid', message: 'Month is invalid' },
      { attribute: 'year', key: 'errors.invalid', message: 'Year is invalid' },
    ]);
  });

  it('refuses a card that expired last month', async () => {
    await expectFieldErrors(spreedlyCard({ month: '11', year: '2026' }), [
      { attribute: 'year', key: 'errors.expired', message: 'Year is expired' },
    ]);
  });

  it('refuses a card without a name, naming both name fields', async () => {
    await expectFieldErrors(
      {
        creditCard: {
          fullName: ' ',
          number: '4111111111111111',
          verificationValue: '123',
          month: '1',
          year: '2030',
        },
      },
      [
        { attribute: 'first_name', key: 'errors.blank', message: "First name can't be blank" },
        { attribute: 'last_name', key: 'errors.blank', message: "Last name can't be blank" },
      ],
    );
  });
});

describe('bad requests to the sandbox vault', () => {
  it('answers a body without a card in its error shape and stores nothing', async () => {
    const before = await countStoredCards();
    const response = await post({ card: { number: '4111111111111111' } });
    expect(response.status).toBe(422);
    expect(vaultErrorsResponseSchema.parse(response.body).errors).toEqual([
      {
        attribute: 'payment_method',
        key: 'errors.invalid_payment_method',
        message: 'Send payment_method.credit_card (or creditCard) with the card fields.',
      },
    ]);
    expect(await countStoredCards()).toBe(before);
  });

  it('answers an environment key longer than any real one with a field error', async () => {
    const before = await countStoredCards();
    const response = await post(
      spreedlyCard(),
      `/sandbox-vault/v1/payment_methods.json?environment_key=${'k'.repeat(201)}`,
    );
    expect(response.status).toBe(422);
    expect(vaultErrorsResponseSchema.parse(response.body).errors).toEqual([
      {
        attribute: 'environment_key',
        key: 'errors.invalid',
        message: 'Environment key is invalid',
      },
    ]);
    expect(await countStoredCards()).toBe(before);
  });

  it('answers a body that is not JSON with a 400 that does not echo it', async () => {
    const response = await post('{"payment_method": {"credit_card": {"number": "4111111111111111"');
    expect(response.status).toBe(400);
    expect(vaultErrorsResponseSchema.parse(response.body).errors).toEqual([
      { key: 'errors.bad_request', message: 'The request body is not valid JSON.' },
    ]);
    expect(JSON.stringify(response.body)).not.toContain('4111');
  });

  it('answers an unknown vault path with a 404 in its error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sandbox-vault/v1/gateways.json' });
    expect(response.statusCode).toBe(404);
    expect(vaultErrorsResponseSchema.parse(response.json()).errors[0]!.key).toBe(
      'errors.not_found',
    );
  });
});

describe('the sandbox vault settings', () => {
  it('answers after SANDBOX_VAULT_DELAY_MS, as a vault across the internet would', async () => {
    const slow = await createTestApp({ seed: false, settings: { SANDBOX_VAULT_DELAY_MS: '120' } });
    try {
      const started = performance.now();
      const response = await slow.app.inject({
        method: 'POST',
        url: vaultUrl,
        payload: spreedlyCard(),
      });
      expect(response.statusCode).toBe(201);
      expect(performance.now() - started).toBeGreaterThanOrEqual(115);
    } finally {
      await slow.close();
    }
  });

  it('is not served when Spreedly is the gateway', async () => {
    const live = await createTestApp({
      seed: false,
      settings: {
        PAYMENT_GATEWAY: 'spreedly',
        SPREEDLY_ENVIRONMENT_KEY: 'env-key',
        SPREEDLY_ACCESS_SECRET: 'secret',
        SPREEDLY_GATEWAY_TOKEN: 'gateway',
      },
    });
    try {
      const response = await live.app.inject({
        method: 'POST',
        url: vaultUrl,
        payload: spreedlyCard(),
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await live.close();
    }
  });
});
