/**
 * The hostile requests that once answered 500 (a NUL in any string, an id beyond 32 bits), and
 * the router's own refusals: each is a 400 in the spec's error shape naming what is wrong, and
 * nothing is charged.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@shop/core/api-error';
import { cartResponseSchema } from '@shop/core/cart';
import { queryRows } from '../db/database.ts';
import { findDemoIds } from '../seed/demo-data.ts';
import { shopClient, ticketIdByCode } from '../test/shop-client.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const client = () => shopClient(t);

async function count(table: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from ${sql.raw(table)}`,
  );
  return Number(row!.n);
}

async function cartWithTicket() {
  const session = await (await findDemoIds(t.database.db)).session('zipline-tour-2026-12-09-10:00');
  const ticketId = await ticketIdByCode(t.database.db, 'zipline-adult');
  return (await client().cartWithTicket(session, ticketId)).cart;
}

function refusal(response: { status: number; body: unknown }) {
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  return apiErrorBodySchema.parse(response.body).errors;
}

describe('hostile input', () => {
  it('refuses a NUL in the cart token as a bad query parameter', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/ticketing/cart?cart_token=a%00b',
    });
    const errors = refusal({ status: response.statusCode, body: response.json() });
    expect(errors.message).toBe(
      'Invalid query parameter cart_token: Must not contain control characters',
    );
    expect(errors.fields).toEqual({ cart_token: ['Must not contain control characters'] });
  });

  it('refuses a NUL in the login e-mail as a bad field', async () => {
    const errors = refusal(
      await client().api('POST', '/login', { email: 'a\u0000b', password: 'Powder2026!' }),
    );
    expect(errors.title).toBe('Invalid Form Fields');
    expect(errors.fields).toEqual({ email: ['Must not contain control characters'] });
  });

  it('refuses an activityId beyond 32 bits as too large, like an id in a path', async () => {
    const cart = cartResponseSchema.parse((await client().api('GET', '/ticketing/cart')).body).data
      .attributes;
    const errors = refusal(
      await client().api('POST', `/ticketing/line_items?cart_token=${cart.token}`, {
        activityId: 2_147_483_648,
        activityTimeId: 1,
      }),
    );
    expect(errors.message).toBe('Invalid field activityId: Is too large');
  });

  it('refuses a NUL in the order’s first name before the card is charged', async () => {
    const cart = await cartWithTicket();
    const cardToken = await client().tokenize();
    const order = (firstName: string) =>
      client().api(
        'POST',
        `/ticketing/orders?cart_token=${cart.token}`,
        {
          order: {
            customerInfo: {
              firstName,
              lastName: 'Skier',
              email: 'ada@example.org',
              phone: '801-555-0100',
              cardToken,
            },
          },
        },
        { 'idempotency-key': randomUUID() },
      );

    const errors = refusal(await order('A\u0000da'));
    expect(errors.fields).toEqual({
      'order.customerInfo.firstName': ['Must not contain control characters'],
    });
    expect(await count('sandbox_transactions')).toBe(0);
    expect(await count('payment_transactions')).toBe(0);
    expect(await count('orders')).toBe(0);

    // Nothing of the cart was spent: the same order with a clean name goes through, charged once.
    expect((await order('Ada')).status).toBe(201);
    expect(await count('sandbox_transactions')).toBe(1);
  });

  it('refuses a NUL in the Idempotency-Key header, and says when a key is too long', async () => {
    const order = (key: string) =>
      client().api(
        'POST',
        '/ticketing/orders?cart_token=unknown',
        { order: { customerInfo: { firstName: 'Ada', lastName: 'Skier', email: 'a@b.org' } } },
        { 'idempotency-key': key },
      );
    expect(refusal(await order('key\u0000with-nul')).message).toBe(
      'Invalid header idempotency-key: Must not contain control characters',
    );
    expect(refusal(await order('k'.repeat(256))).message).toBe(
      'Invalid header idempotency-key: Must be at most 255 characters',
    );
  });

  it('answers a path that is not valid percent-encoding, or an overlong path part, in the error shape', async () => {
    for (const url of [
      '/api/v1/ticketing/orders/%E0%A4%A',
      `/api/v1/ticketing/orders/${'a'.repeat(101)}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      const errors = refusal({ status: response.statusCode, body: response.json() });
      expect(errors.code).toBe('bad_request');
      expect(errors.message, 'the path may hold a token: it is not echoed').not.toContain(
        '/api/v1',
      );
    }
  });
});
