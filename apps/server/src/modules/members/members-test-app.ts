/** Shared setup of the member account route tests: the app, its calls, fresh e-mails and addresses. */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { memberSessionResponseSchema } from '@shop/core/member-api';
import { queryRows } from '../../db/database.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** A test app whose limits the rate-limit tests reach in a few requests. */
export function createMembersTestApp(): Promise<TestApp> {
  return createTestApp({
    settings: {
      MEMBER_RATE_LIMIT_PER_ACCOUNT: '5',
      MEMBER_RATE_LIMIT_PER_ADDRESS: '8',
      MEMBER_LOGIN_FREE_FAILURES: '3',
      MEMBER_LOGIN_MAX_DELAY_SECONDS: '8',
    },
  });
}

let addressCount = 0;
/** Each test calls from its own address, so the per-address limit is its own. */
export function newAddress(): string {
  addressCount += 1;
  return `10.0.${Math.floor(addressCount / 250)}.${(addressCount % 250) + 1}`;
}

let emailCount = 0;
export function newEmail(): string {
  emailCount += 1;
  return `skier${emailCount}@example.org`;
}

/** The JSON structure of a body: every value replaced by its type. */
export function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shapeOf(item)]));
  return value === null ? 'null' : typeof value;
}

type Method = 'GET' | 'POST' | 'DELETE';

/** Calls of the API and reads of the database of the app `getApp` answers, once it is made. */
export function bindMembersApi(getApp: () => TestApp) {
  async function api(
    method: Method,
    url: string,
    options: { body?: object; token?: string; address?: string } = {},
  ) {
    const response = await getApp().app.inject({
      method,
      url: `/api/v1${url}`,
      remoteAddress: options.address ?? '127.0.0.1',
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
      ...(options.body ? { payload: options.body } : {}),
    });
    return { status: response.statusCode, headers: response.headers, body: response.json() };
  }

  async function count(table: string, where = sql`true`) {
    const [row] = await queryRows<{ n: number }>(
      getApp().database.db,
      sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`,
    );
    return Number(row!.n);
  }

  async function register(email: string, address = newAddress(), password = 'Powder2026!') {
    const response = await api('POST', '/memberships/register', {
      body: {
        firstName: 'Ada',
        lastName: 'Skier',
        email,
        password,
        passwordConfirmation: password,
      },
      address,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return memberSessionResponseSchema.parse(response.body).data.attributes;
  }

  /** The reset link of the newest 'password-reset' e-mail queued for an address. */
  async function latestResetToken(email: string): Promise<string> {
    const [row] = await queryRows<{ payload: { secrets: { resetUrl: string } } }>(
      getApp().database.db,
      sql`select payload from outbox where kind = 'password-reset' and payload->>'email' = ${email} order by id desc limit 1`,
    );
    return new URL(row!.payload.secrets.resetUrl).searchParams.get('token')!;
  }

  return { api, count, register, latestResetToken };
}
