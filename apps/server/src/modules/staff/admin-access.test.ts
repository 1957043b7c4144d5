/**
 * Every registered /api/v1/admin route, called with no session and with a session of every role
 * (and of an admin who has not set two-factor up), is open to exactly the callers its line of
 * the access table names: a route added later is walked here without a line of this test.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  defaultRolePermissions,
  rolePermissionsTexts,
  type PermissionName,
} from '@shop/core/role-permissions-api';
import { staffRoles, staffTexts, type StaffRole } from '@shop/core/staff-api';
import { staff } from '../../db/schema.ts';
import type { TestApp } from '../../test/test-app.ts';
import { generateSecretToken, hashSecretToken } from '../members/index.ts';
import { adminAccess, type AdminAccess } from './admin-access.ts';
import { STAFF_SESSION_COOKIE } from './staff-sessions.ts';
import { insertStaffSession } from './staff-sessions-repository.ts';
import { addStaff, adminClient, createStaffTestApp, type Method } from './staff-test-kit.ts';
import { createTotpSecret } from './totp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createStaffTestApp();
});
afterAll(() => t.close());

interface Caller {
  name: string;
  role: StaffRole | null;
  pendingTwoFactor: boolean;
  staffId: number | null;
}

/** What the table answers a caller: let in, or refused and why. */
function expectedOutcome(access: AdminAccess, caller: Caller): string {
  if (access.roles === 'public') return 'allowed';
  if (caller.role === null) return 'needs a session';
  if (caller.pendingTwoFactor && access.beforeTwoFactor !== true) return 'must set up two-factor';
  return access.roles.includes(caller.role) ? 'allowed' : 'forbidden';
}

/** What a route answered, in the words of expectedOutcome; any other refusal is named as is. */
function outcomeOf(answer: { status: number; body: { errors?: { message?: string } } }): string {
  const message = answer.body.errors?.message;
  if (answer.status === 401 && message === staffTexts.loginRequired) return 'needs a session';
  if (answer.status !== 403) return 'allowed';
  if (message === staffTexts.enrolmentRequired) return 'must set up two-factor';
  return message === staffTexts.forbidden ? 'forbidden' : `403 ${message}`;
}

async function makeCallers(): Promise<Caller[]> {
  const callers: Caller[] = [
    { name: 'no session', role: null, pendingTwoFactor: false, staffId: null },
  ];
  for (const role of staffRoles) {
    const account = await addStaff(t, role);
    await t.database.db
      .update(staff)
      .set({ totpSecret: createTotpSecret() })
      .where(eq(staff.id, account.id));
    callers.push({ name: role, role, pendingTwoFactor: false, staffId: account.id });
  }
  const pending = await addStaff(t, 'admin');
  callers.push({
    name: 'admin before two-factor',
    role: 'admin',
    pendingTwoFactor: true,
    staffId: pending.id,
  });
  return callers;
}

/** A fresh session of the caller's account (a call may log it out), as a login makes. */
async function sessionCookie(caller: Caller): Promise<Record<string, string>> {
  if (caller.staffId === null) return {};
  const token = generateSecretToken();
  await insertStaffSession(t.database.db, {
    staffId: caller.staffId,
    tokenHash: hashSecretToken(token),
    expiresAt: new Date(t.now.value.getTime() + 3_600_000),
    now: t.now.value,
  });
  return { [STAFF_SESSION_COOKIE]: token };
}

/** The routes with a fine permission check under the table's roles (decision 081). */
const finePermissions: Record<string, PermissionName> = {
  'GET /api/v1/admin/walk-up/sessions': 'sell',
  'POST /api/v1/admin/walk-up/carts': 'sell',
  'POST /api/v1/admin/walk-up/carts/release': 'sell',
  'GET /api/v1/admin/walk-up/pass-places': 'sell',
  'POST /api/v1/admin/walk-up/sales': 'sell',
  'POST /api/v1/admin/orders/:id/refunds': 'refund',
  'POST /api/v1/admin/membership-orders/:id/refunds': 'refund',
  'POST /api/v1/admin/activity-times/:id/cancellation': 'cancelSessions',
};
const refusals: Record<PermissionName, string> = {
  sell: rolePermissionsTexts.sellRefused,
  refund: rolePermissionsTexts.refundRefused,
  cancelSessions: rolePermissionsTexts.cancelRefused,
};

/** Calls every admin route as every caller: what each answered, and what `expected` says. */
async function walkRoutes(
  callers: Caller[],
  expectedOf: (access: AdminAccess, caller: Caller, route: string) => string,
) {
  // Not one of the callers: an admin's reset of its two-factor or password must not change them.
  const target = (await addStaff(t, 'check-in')).id;
  const outcomes: string[] = [];
  const expected: string[] = [];
  for (const route of t.app.adminRoutes) {
    const [method, path] = route.split(' ') as [Method, string];
    const access: AdminAccess = adminAccess[route as keyof typeof adminAccess];
    for (const caller of callers) {
      const client = adminClient(t);
      for (const [name, value] of Object.entries(await sessionCookie(caller)))
        client.jar.set(name, value);
      const answer = await client.call(
        method,
        path.replace('/api/v1/admin', '').replace(/:\w+/g, String(target)),
        method === 'GET' || method === 'DELETE' ? {} : { body: {} },
      );
      expect(answer.status, `${route} as ${caller.name}`).toBeLessThan(500);
      outcomes.push(`${route} as ${caller.name}: ${outcomeOf(answer)}`);
      expected.push(`${route} as ${caller.name}: ${expectedOf(access, caller, route)}`);
    }
  }
  return { outcomes, expected };
}

describe('admin route access', () => {
  it('has a line of the table for every route, and a route for every line', () => {
    const registered = new Set(t.app.adminRoutes);
    expect(registered.size).toBeGreaterThanOrEqual(11);
    expect([...registered].sort()).toEqual(Object.keys(adminAccess).sort());
  });

  it('lets exactly the callers of its line through on every admin route', async () => {
    const callers = await makeCallers();
    const { outcomes, expected } = await walkRoutes(callers, expectedOutcome);
    expect(outcomes).toEqual(expected);
    // Every route times every caller: the walk grows with each endpoint added.
  }, 120_000);

  it("refuses, within the table's roles, what a role's permissions take away (decision 081)", async () => {
    const callers = (await makeCallers()).filter(
      (caller) => caller.role !== null && caller.role !== 'check-in' && !caller.pendingTwoFactor,
    );
    const admin = adminClient(t);
    for (const [name, value] of Object.entries(await sessionCookie(callers[0]!)))
      admin.jar.set(name, value);
    const nothing = { sell: false, refund: 'none', cancelSessions: false };
    const changed = await admin.call('PUT', '/role-permissions', {
      body: {
        roles: [
          { role: 'manager', ...nothing },
          { role: 'box-office', ...nothing },
        ],
      },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const { outcomes, expected } = await walkRoutes(callers, (access, caller, route) => {
      const permission = finePermissions[route];
      const outcome = expectedOutcome(access, caller);
      if (!permission || caller.role === 'admin' || outcome !== 'allowed') return outcome;
      return `403 ${refusals[permission]}`;
    });
    expect(outcomes).toEqual(expected);
    // The walk logged the admin out everywhere: a fresh session puts the defaults back.
    for (const [name, value] of Object.entries(await sessionCookie(callers[0]!)))
      admin.jar.set(name, value);
    const restored = await admin.call('PUT', '/role-permissions', {
      body: {
        roles: (['manager', 'box-office'] as const).map((role) => ({
          role,
          ...defaultRolePermissions[role],
        })),
      },
    });
    expect(restored.status).toBe(200);
  }, 120_000);

  it('refuses to register an admin route that is not in the table or not guarded', async () => {
    const { findUnguardedRoute, requireStaff } = await import('./admin-access.ts');
    expect(findUnguardedRoute('GET', '/api/v1/admin/secret-report', undefined)).toMatch(
      /no line in adminAccess/,
    );
    expect(findUnguardedRoute('GET', '/api/v1/admin/staff', undefined)).toMatch(/not guarded/);
    expect(
      findUnguardedRoute('GET', '/api/v1/admin/staff', [
        requireStaff('GET /api/v1/admin/audit-log'),
      ]),
    ).toMatch(/not guarded/);
    expect(
      findUnguardedRoute('GET', '/api/v1/admin/staff', [requireStaff('GET /api/v1/admin/staff')]),
    ).toBeNull();
  });

  it('puts every admin route in the OpenAPI document, with the staff session and its refusals', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(document.components.securitySchemes.staffSession).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'staff_session',
    });
    for (const route of t.app.adminRoutes) {
      const [method, path] = route.split(' ') as [string, string];
      const operation = document.paths[path.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
      expect(operation, route).toBeDefined();
      const access: AdminAccess = adminAccess[route as keyof typeof adminAccess];
      if (access.roles === 'public') continue;
      expect(operation.security, route).toEqual([{ staffSession: [] }]);
      expect(Object.keys(operation.responses), route).toEqual(
        expect.arrayContaining(['401', '403']),
      );
    }
  });
});
