/**
 * What the membership order tests share: requests to the test app, a card, a member's session,
 * an order body and its submission, and counts read from the database. Used by tests only.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { memberSessionResponseSchema, type MemberSession } from '@shop/core/member-api';
import { queryRows } from '../../db/database.ts';
import { testPrimaryMember } from '../../test/shop-client.ts';
import type { TestApp } from '../../test/test-app.ts';

type Method = 'GET' | 'POST';

export async function call(
  app: TestApp,
  method: Method,
  url: string,
  body?: object,
  headers: Record<string, string> = {},
) {
  const response = await app.app.inject({
    method,
    url,
    headers,
    ...(body ? { payload: body } : {}),
  });
  return { status: response.statusCode, body: response.json() };
}

const primaryMember = testPrimaryMember;
export const customerInfo = (email: string) => ({
  firstName: 'Ada',
  lastName: 'Skier',
  email,
  phone: '801-555-0100',
});

export function createMembershipOrderTestKit(app: () => TestApp, dualId: () => number) {
  const api = (method: Method, url: string, body?: object, headers?: Record<string, string>) =>
    call(app(), method, `/api/v1${url}`, body, headers);

  async function tokenize(number: string, on?: TestApp): Promise<string> {
    const response = await call(on ?? app(), 'POST', '/sandbox-vault/v1/payment_methods.json', {
      payment_method: {
        credit_card: {
          first_name: 'Ada',
          last_name: 'Skier',
          number,
          verification_value: '123',
          month: '12',
          year: '2030',
        },
      },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.transaction.payment_method.token;
  }

  async function login(email: string, password: string): Promise<MemberSession> {
    const response = await api('POST', '/login', { email, password });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return memberSessionResponseSchema.parse(response.body).data.attributes;
  }

  async function count(table: string, where = sql`true`, on?: TestApp) {
    const [row] = await queryRows<{ n: number }>(
      (on ?? app()).database.db,
      sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`,
    );
    return Number(row!.n);
  }

  function orderBody(options: {
    email: string;
    cardToken: string;
    orderInfo?: object;
    membershipId?: number;
  }) {
    return {
      order: {
        orderInfo: {
          membershipId: options.membershipId ?? dualId(),
          primaryMember,
          secondaryMembers: [{ firstName: 'Bo', lastName: 'Skier', dateOfBirth: '1990-01-01' }],
          ...options.orderInfo,
        },
        customerInfo: customerInfo(options.email),
        cardToken: options.cardToken,
      },
    };
  }

  function placeOrder(body: object, options: { key?: string; token?: string; app?: TestApp } = {}) {
    return call(options.app ?? app(), 'POST', '/api/v1/memberships/orders.json', body, {
      'idempotency-key': options.key ?? randomUUID(),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    });
  }

  return { api, tokenize, login, count, orderBody, placeOrder, primaryMember };
}
