/**
 * The proof: no card number or security code ever reaches our API, its logs or its
 * database. A visitor's card goes over real HTTP to the sandbox vault, with every log line kept
 * at trace level; then every row of every table and every log line is searched for it.
 */
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartResponseSchema, type Cart } from '@shop/core/cart';
import { addPaymentMethodResponseSchema } from '@shop/core/payment';
import { buildApp } from '../../app.ts';
import { queryRows, type DatabaseHandle } from '../../db/database.ts';
import { TEST_NOW, testSettings } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { createSandboxGateway } from './sandbox-gateway.ts';

const cardNumbers = ['4111111111111111', '5555555555554444', '4111111111111112'];
const securityCode = '7391';
/** The security code standing alone, not inside a longer run of digits, letters or a decimal. */
const securityCodeAlone = new RegExp(`(?<![\\w.-])${securityCode}(?![\\w.-])`);
const cardFieldNames =
  /^(number|card_?number|credit_?card|creditCard|verification_?value|verificationValue|cvv2?|cvc|security_?code|securityCode)$/i;

let database: DatabaseHandle;
let app: FastifyInstance;
let origin: string;
const logLines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    settings: testSettings({ LOG_LEVEL: 'trace' }),
    db: database.db,
    clock: () => TEST_NOW,
    logStream: { write: (line) => void logLines.push(line) },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await app.close();
  await database.close();
});

async function send(method: string, path: string, body?: unknown, raw?: string) {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: body === undefined && raw === undefined ? {} : { 'content-type': 'application/json' },
    ...(raw !== undefined
      ? { body: raw }
      : body !== undefined
        ? { body: JSON.stringify(body) }
        : {}),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** Every row of every table, as JSON. */
async function dumpDatabase(): Promise<string> {
  const tables = await queryRows<{ table_schema: string; table_name: string }>(
    database.db,
    sql`SELECT table_schema, table_name FROM information_schema.tables
        WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
        ORDER BY table_schema, table_name`,
  );
  const dump: Record<string, unknown[]> = {};
  for (const { table_schema: schema, table_name: table } of tables) {
    dump[`${schema}.${table}`] = await queryRows(
      database.db,
      sql.raw(`SELECT * FROM "${schema}"."${table}"`),
    );
  }
  return JSON.stringify(dump);
}

/** Names of every property and parameter an operation accepts, at any depth. */
function acceptedNames(operation: Record<string, unknown>): string[] {
  const names: string[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (record.properties && typeof record.properties === 'object')
      names.push(...Object.keys(record.properties));
    if (typeof record.name === 'string' && 'in' in record) names.push(record.name);
    Object.values(record).forEach(walk);
  };
  walk({ requestBody: operation.requestBody, parameters: operation.parameters });
  return names;
}

describe('card data and the shop API', () => {
  it('never reaches the API, its logs or its database on the way to a paid charge', async () => {
    const cart = cartResponseSchema.parse((await send('GET', '/api/v1/ticketing/cart')).body).data
      .attributes as Cart;

    // The browser posts cards straight to the vault, in both accepted shapes.
    const visa = await send('POST', '/sandbox-vault/v1/payment_methods.json?environment_key=env', {
      payment_method: {
        credit_card: {
          full_name: 'Ada Lovelace',
          number: cardNumbers[0],
          verification_value: securityCode,
          month: '1',
          year: '2030',
        },
        email: 'ada@example.com',
      },
    });
    expect(visa.status).toBe(201);
    const mastercard = await send('POST', '/sandbox-vault/v1/payment_methods.json', {
      creditCard: {
        kind: 'credit_card',
        fullName: 'Ada Lovelace',
        number: cardNumbers[1],
        verificationValue: securityCode,
        month: '02',
        year: '2031',
        retained: true,
      },
      email: 'ada@example.com',
      phoneNumber: '801-555-0100',
    });
    expect(mastercard.status).toBe(201);
    // Refused cards and broken bodies must not leak either.
    const refused = await send('POST', '/sandbox-vault/v1/payment_methods.json', {
      payment_method: {
        credit_card: {
          full_name: 'Ada Lovelace',
          number: cardNumbers[2],
          verification_value: securityCode,
          month: '1',
          year: '2030',
        },
      },
    });
    expect(refused.status).toBe(422);
    const broken = await send(
      'POST',
      '/sandbox-vault/v1/payment_methods.json',
      undefined,
      `{"payment_method":{"credit_card":{"number":"${cardNumbers[0]}","verification_value":"${securityCode}"`,
    );
    expect(broken.status).toBe(400);

    // Card fields smuggled into an API call are dropped by its schema, never stored.
    const verified = await send('POST', `/api/v1/verify?cart_token=${cart.token}`, {
      captchaResponse: '',
      cartId: cart.id,
      number: cardNumbers[0],
      creditCard: { number: cardNumbers[0], verificationValue: securityCode },
    });
    expect(verified.status).toBe(200);

    // The order takes only the token; the server charges it through the gateway.
    const token = addPaymentMethodResponseSchema.parse(visa.body).transaction.payment_method.token;
    const charge = await createSandboxGateway(database.db, { clock: () => TEST_NOW }).purchase({
      paymentMethodToken: token,
      amountCents: 4_500,
      currency: 'USD',
      idempotencyKey: 'proof-order-1',
    });
    expect(charge.succeeded).toBe(true);

    const dump = await dumpDatabase();
    const logs = logLines.join('');
    // The search would find the card if it were there: the dump holds its token and last four.
    expect(dump).toContain(token);
    expect(dump).toContain('"411111"');
    expect(logs).toContain('/sandbox-vault/v1/payment_methods.json');
    expect(logLines.length).toBeGreaterThan(10);

    for (const number of cardNumbers) {
      expect(dump).not.toContain(number);
      expect(logs).not.toContain(number);
    }
    expect(dump).not.toMatch(securityCodeAlone);
    expect(logs).not.toMatch(securityCodeAlone);
  });

  it('offers no card field in any API operation, while the vault documents them', () => {
    const document = app.swagger() as unknown as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    const apiPaths = Object.keys(document.paths).filter((path) => path.startsWith('/api/v1'));
    expect(apiPaths).toContain('/api/v1/verify');
    for (const path of apiPaths) {
      for (const operation of Object.values(document.paths[path]!)) {
        const cardFields = acceptedNames(operation).filter((name) => cardFieldNames.test(name));
        expect(cardFields, path).toEqual([]);
      }
    }
    const vault = document.paths['/sandbox-vault/v1/payment_methods.json']!.post!;
    expect(acceptedNames(vault)).toEqual(
      expect.arrayContaining(['number', 'verification_value', 'verificationValue']),
    );
  });
});
