/**
 * Shared setup of the staff tests: a browser-like client of /api/v1/admin that keeps its cookies
 * and sends the CSRF token, staff accounts of each role, and TOTP codes for the test clock.
 */
import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { expect } from 'vitest';
import type { StaffRole } from '@shop/core/staff-api';
import { queryRows } from '../../db/database.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createStaffAccount } from './create-staff-account.ts';

export const STAFF_PASSWORD = 'Backcountry-2026';

/** A test app whose login limits the rate-limit tests reach in a few requests. */
export function createStaffTestApp(
  settings: Record<string, string> = {},
  options: Pick<Parameters<typeof createTestApp>[0] & object, 'failpoint'> = {},
): Promise<TestApp> {
  return createTestApp({
    ...options,
    settings: {
      MEMBER_RATE_LIMIT_PER_ADDRESS: '8',
      MEMBER_LOGIN_FREE_FAILURES: '3',
      MEMBER_LOGIN_MAX_DELAY_SECONDS: '8',
      ...settings,
    },
  });
}

let count = 0;
/** Each client calls from its own address, so the per-address limit is its own. */
function nextAddress(): string {
  count += 1;
  return `10.9.${Math.floor(count / 250)}.${(count % 250) + 1}`;
}
export function newStaffEmail(role = 'staff'): string {
  count += 1;
  return `${role}${count}@wasatchlegacy.org`;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export interface Answer {
  status: number;
  headers: Record<string, unknown>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** A browser of the back office: its cookie jar, and the CSRF token it fetched. */
export function adminClient(t: TestApp, address = nextAddress()) {
  const jar = new Map<string, string>();
  let csrfToken: string | undefined;

  async function call(
    method: Method,
    path: string,
    options: { body?: object | string; headers?: Record<string, string>; csrf?: boolean } = {},
  ): Promise<Answer> {
    const unsafe = method !== 'GET';
    if (unsafe && options.csrf !== false && csrfToken === undefined) {
      csrfToken = (await call('GET', '/csrf-token')).body.data.csrfToken;
    }
    const response = await t.app.inject({
      method,
      url: `/api/v1/admin${path}`,
      remoteAddress: address,
      cookies: Object.fromEntries(jar),
      headers: {
        ...(unsafe && options.csrf !== false ? { 'x-csrf-token': csrfToken! } : {}),
        ...options.headers,
      },
      ...(options.body === undefined ? {} : { payload: options.body }),
    });
    for (const cookie of response.cookies as { name: string; value: string; expires?: Date }[]) {
      // The browser lives at the test's time: by the real clock, a session cookie set at TEST_NOW
      // expired once its hours had passed, and every later run was logged out.
      const expired = cookie.expires !== undefined && cookie.expires <= t.now.value;
      if (cookie.value === '' || expired) jar.delete(cookie.name);
      else jar.set(cookie.name, cookie.value);
    }
    // A 204 has no body.
    const body = response.body === '' ? null : response.json();
    return { status: response.statusCode, headers: response.headers, body };
  }
  return { call, jar, address };
}
export type AdminClient = ReturnType<typeof adminClient>;

/** A staff account made as the command line makes the first admin. */
export async function addStaff(t: TestApp, role: StaffRole, email = newStaffEmail(role)) {
  const member = await createStaffAccount({ db: t.database.db, clock: () => t.now.value }, null, {
    email,
    name: `Test ${role}`,
    role,
    password: STAFF_PASSWORD,
  });
  return { ...member, password: STAFF_PASSWORD };
}

/** The code an authenticator app shows at the test clock's time (or `offsetSeconds` from it). */
export function totpCode(t: TestApp, secret: string, offsetSeconds = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(t.now.value.getTime() / 1000) + offsetSeconds });
}

/** Sets two-factor up for a logged-in client; answers its secret and recovery codes. */
export async function enrolTwoFactor(t: TestApp, client: AdminClient) {
  const started = await client.call('POST', '/two-factor');
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const { secret } = started.body.data as { secret: string };
  const confirmed = await client.call('POST', '/two-factor/confirm', {
    body: { code: await totpCode(t, secret) },
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return { secret, recoveryCodes: confirmed.body.data.recoveryCodes as string[] };
}

/** A new account of the role, logged in (an admin or a manager with two-factor set up). */
export async function logInAs(t: TestApp, role: StaffRole) {
  const account = await addStaff(t, role);
  const client = adminClient(t);
  const login = await client.call('POST', '/login', {
    body: { email: account.email, password: STAFF_PASSWORD },
  });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  const twoFactor = role === 'admin' || role === 'manager' ? await enrolTwoFactor(t, client) : null;
  return { account, client, twoFactor };
}

export async function countRows(t: TestApp, table: string, where = sql`true`): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`,
  );
  return Number(row!.n);
}

/** The newest message of a kind to an address in the outbox: its payload. */
export async function staffMailTo(t: TestApp, email: string, kind: string) {
  const rows = await queryRows<{ payload: { secrets?: { linkUrl: string }; expiresAt?: string } }>(
    t.database.db,
    sql`select payload from outbox where kind = ${kind} and payload->>'email' = ${email} order by id desc limit 1`,
  );
  return rows[0]?.payload;
}

/** The token of the set-your-password link in the newest e-mail of a kind to an address. */
export async function passwordLinkTokenOf(t: TestApp, email: string, kind = 'staff-invitation') {
  const url = new URL((await staffMailTo(t, email, kind))!.secrets!.linkUrl);
  expect(url.pathname).toBe('/admin/set-password');
  return url.searchParams.get('token')!;
}
