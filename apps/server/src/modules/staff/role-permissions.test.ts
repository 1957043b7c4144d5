/**
 * Role permissions (issue 30, decision 081): a shop starts with what each role could do before
 * them; an admin limits a role's refunds, selling and session cancellation, and each is then
 * refused in the spec's error shape with nothing changed. Only admins change them, audited.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOrderResponseSchema, refundShareCents } from '@shop/core/order-admin-api';
import {
  defaultRolePermissions,
  rolePermissionReach,
  rolePermissionsTexts,
  type RolePermissionsEntry,
} from '@shop/core/role-permissions-api';
import { staffRoles, staffTexts } from '@shop/core/staff-api';
import { everyPermission } from '@shop/core/staff-permissions';
import { findDemoIds } from '../../seed/demo-data.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createOrdersAdminTestKit, SESSION } from '../orders-admin/orders-admin-test-kit.ts';
import { adminAccess, type AdminAccess } from './admin-access.ts';
import { countRows, createStaffTestApp, logInAs, type AdminClient } from './staff-test-kit.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof findDemoIds>>;
let admin: AdminClient;
beforeAll(async () => {
  t = await createStaffTestApp();
  ids = await findDemoIds(t.database.db);
  admin = (await logInAs(t, 'admin')).client;
});
afterAll(() => t.close());

const { paidOrder, rows } = createOrdersAdminTestKit(
  () => t,
  () => ids,
);

const boxOffice = (changes: Partial<RolePermissionsEntry> = {}) => ({
  ...defaultRolePermissions['box-office'],
  role: 'box-office',
  ...changes,
});
const manager = (changes: Partial<RolePermissionsEntry> = {}) => ({
  ...defaultRolePermissions.manager,
  role: 'manager',
  ...changes,
});

async function setPermissions(client: AdminClient, roles: object[]) {
  return client.call('PUT', '/role-permissions', { body: { roles } });
}

async function restoreDefaults() {
  const answer = await setPermissions(admin, [boxOffice(), manager()]);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

function refund(client: AdminClient, orderId: number, body: object) {
  return client.call('POST', `/orders/${orderId}/refunds`, {
    body,
    headers: { 'idempotency-key': randomUUID() },
  });
}

const refundsOf = async (orderId: number) =>
  countRows(t, 'order_refunds', sql`order_id = ${orderId}`);

describe('the defaults', () => {
  it('are what each role could do before role permissions, by the route table', async () => {
    const answer = await admin.call('GET', '/role-permissions');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual(
      staffRoles.map((role) => ({ role, ...defaultRolePermissions[role] })),
    );
    // The seeded rows, not only the fallback: every role but admin has its row.
    expect(await countRows(t, 'role_permissions')).toBe(3);
    const reaches = (key: keyof typeof adminAccess, role: (typeof staffRoles)[number]) =>
      ((adminAccess[key] as AdminAccess).roles as readonly string[]).includes(role);
    for (const role of staffRoles) {
      const today = {
        sell: reaches('POST /api/v1/admin/walk-up/sales', role),
        refund: reaches('POST /api/v1/admin/orders/:id/refunds', role),
        cancelSessions: reaches('POST /api/v1/admin/activity-times/:id/cancellation', role),
      };
      expect(rolePermissionReach[role], role).toEqual(today);
      const defaults = defaultRolePermissions[role];
      expect(
        {
          sell: defaults.sell,
          refund: defaults.refund !== 'none',
          cancelSessions: defaults.cancelSessions,
        },
        role,
      ).toEqual(today);
      // Refunds had no limit.
      expect(defaults.refund === 'none' || defaults.refund === 'any', role).toBe(true);
    }
  });

  it("are in each staff member's session, and an admin has everything", async () => {
    const { client } = await logInAs(t, 'box-office');
    const session = await client.call('GET', '/session');
    expect(session.body.data.permissions).toEqual(defaultRolePermissions['box-office']);
    expect((await admin.call('GET', '/session')).body.data.permissions).toEqual(everyPermission);
  });
});

describe('a box office with a refund limit', () => {
  it('is refused a refund over the limit with nothing changed, and makes one under it', async () => {
    const { client } = await logInAs(t, 'box-office');
    const order = await paidOrder({ quantity: 2 });
    const page = adminOrderResponseSchema.parse(
      (await client.call('GET', `/orders/${order.id}`)).body,
    ).data;
    const ticket = page.lines[0]!.tickets[0]!;
    const onePlace = refundShareCents(ticket, 1);
    expect(page.refundableCents).toBeGreaterThan(onePlace);
    const set = await setPermissions(admin, [
      boxOffice({ refund: 'up-to', refundLimitCents: onePlace }),
    ]);
    expect(set.status, JSON.stringify(set.body)).toBe(200);

    // Already logged in: the limit holds from the next request.
    expect((await client.call('GET', '/session')).body.data.permissions).toMatchObject({
      refund: 'up-to',
      refundLimitCents: onePlace,
    });
    const over = await refund(client, order.id, { wholeOrder: true });
    expect(over.status).toBe(403);
    expect(over.body.errors).toMatchObject({
      status: 403,
      code: 'forbidden',
      message: rolePermissionsTexts.refundOverLimit(onePlace),
    });
    expect(over.body.errors.message).toContain(`$${(onePlace / 100).toFixed(2)}`);
    expect(await refundsOf(order.id)).toBe(0);

    const under = await refund(client, order.id, {
      tickets: [{ lineItemTicketId: ticket.id, quantity: 1 }],
    });
    expect(under.status, JSON.stringify(under.body)).toBe(201);
    expect(under.body.data.amountCents).toBe(onePlace);
    expect(await refundsOf(order.id)).toBe(1);

    // A manager keeps refunding any amount.
    const { client: managerClient } = await logInAs(t, 'manager');
    expect((await refund(managerClient, order.id, { wholeOrder: true })).status).toBe(201);
    await restoreDefaults();
  });

  it('cannot refund at all when the role may not', async () => {
    const { client } = await logInAs(t, 'box-office');
    const order = await paidOrder({ quantity: 1 });
    expect((await setPermissions(admin, [boxOffice({ refund: 'none' })])).status).toBe(200);
    const answer = await refund(client, order.id, { wholeOrder: true });
    expect(answer.status).toBe(403);
    expect(answer.body.errors.message).toBe(rolePermissionsTexts.refundRefused);
    expect(await refundsOf(order.id)).toBe(0);
    await restoreDefaults();
  });
});

describe('selling and cancelling sessions', () => {
  it('refuses the walk-up window without "sell", and opens it again with it', async () => {
    const { client } = await logInAs(t, 'box-office');
    expect((await client.call('GET', '/walk-up/sessions')).status).toBe(200);
    expect((await setPermissions(admin, [boxOffice({ sell: false })])).status).toBe(200);
    const carts = await countRows(t, 'carts');
    for (const [method, path] of [
      ['GET', '/walk-up/sessions'],
      ['POST', '/walk-up/carts'],
      ['POST', '/walk-up/sales'],
    ] as const) {
      const answer = await client.call(method, path, method === 'POST' ? { body: {} } : {});
      expect(answer.status, path).toBe(403);
      expect(answer.body.errors.message, path).toBe(rolePermissionsTexts.sellRefused);
    }
    expect(await countRows(t, 'carts')).toBe(carts);
    await restoreDefaults();
    expect((await client.call('GET', '/walk-up/sessions')).status).toBe(200);
  });

  it('refuses a session cancellation without "cancel sessions", the session left open', async () => {
    const { client } = await logInAs(t, 'manager');
    const session = await ids.session(SESSION);
    expect((await setPermissions(admin, [manager({ cancelSessions: false })])).status).toBe(200);
    const answer = await client.call('POST', `/activity-times/${session.id}/cancellation`, {
      body: { reason: 'Wind' },
    });
    expect(answer.status).toBe(403);
    expect(answer.body.errors.message).toBe(rolePermissionsTexts.cancelRefused);
    const [row] = await rows<{ closed: boolean }>(
      sql`select closed from activity_times where id = ${session.id}`,
    );
    expect(row!.closed).toBe(false);
    await restoreDefaults();
  });
});

describe('changing role permissions', () => {
  it('is for admins only, and audited', async () => {
    for (const role of ['manager', 'box-office', 'check-in'] as const) {
      const { client } = await logInAs(t, role);
      expect((await client.call('GET', '/role-permissions')).status, role).toBe(403);
      const put = await setPermissions(client, [boxOffice({ refund: 'none' })]);
      expect(put.status, role).toBe(403);
      expect(put.body.errors.message).toBe(staffTexts.forbidden);
    }
    expect((await admin.call('GET', '/role-permissions')).body.data[2]).toEqual({
      role: 'box-office',
      ...defaultRolePermissions['box-office'],
    });

    const audits = await countRows(t, 'audit_log', sql`action = 'role-permissions.change'`);
    await setPermissions(admin, [boxOffice({ refund: 'up-to', refundLimitCents: 5000 })]);
    const [entry] = await rows<{ before: unknown; after: unknown }>(
      sql`select before, after from audit_log where action = 'role-permissions.change'
        order by id desc limit 1`,
    );
    expect(await countRows(t, 'audit_log', sql`action = 'role-permissions.change'`)).toBe(
      audits + 1,
    );
    expect(entry!.after).toEqual([boxOffice({ refund: 'up-to', refundLimitCents: 5000 })]);
    expect(entry!.before).toEqual([boxOffice()]);
    await restoreDefaults();
  });

  it('refuses bad input with a 400 naming the field, and changes nothing', async () => {
    const bad: [object, string, string][] = [
      [{ role: 'admin', ...everyPermission }, 'role', rolePermissionsTexts.adminFixed],
      [
        boxOffice({ refund: 'up-to', refundLimitCents: null }),
        'refundLimitCents',
        rolePermissionsTexts.limitRequired,
      ],
      [
        boxOffice({ refund: 'up-to', refundLimitCents: 0 }),
        'refundLimitCents',
        rolePermissionsTexts.limitTooSmall,
      ],
      [
        boxOffice({ refund: 'up-to', refundLimitCents: 12.5 }),
        'refundLimitCents',
        'Must be a whole number of cents',
      ],
      [boxOffice({ cancelSessions: true }), 'cancelSessions', rolePermissionsTexts.outOfReach],
      [
        { role: 'check-in', sell: true, refund: 'none', cancelSessions: false },
        'sell',
        rolePermissionsTexts.outOfReach,
      ],
    ];
    for (const [entry, field, message] of bad) {
      const answer = await setPermissions(admin, [entry]);
      expect(answer.status, JSON.stringify(entry)).toBe(400);
      expect(JSON.stringify(answer.body.errors), JSON.stringify(entry)).toContain(message);
      expect(JSON.stringify(answer.body.errors), field).toContain(field);
    }
    const twice = await setPermissions(admin, [boxOffice(), boxOffice({ sell: false })]);
    expect(twice.status).toBe(400);
    expect(JSON.stringify(twice.body.errors)).toContain(rolePermissionsTexts.roleTwice);
    expect((await admin.call('PUT', '/role-permissions', { body: { roles: [] } })).status).toBe(
      400,
    );
    expect(
      (await admin.call('PUT', '/role-permissions', { body: { roles: 'nonsense' } })).status,
    ).toBe(400);
    expect((await admin.call('GET', '/role-permissions')).body.data).toEqual(
      staffRoles.map((role) => ({ role, ...defaultRolePermissions[role] })),
    );
  });
});
