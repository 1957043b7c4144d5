/** Staff management by admins, and the audit log of every change, written in its transaction. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogResponseSchema, staffListResponseSchema, staffTexts } from '@shop/core/staff-api';
import type { TestApp } from '../../test/test-app.ts';
import {
  addStaff,
  adminClient,
  countRows,
  createStaffTestApp,
  logInAs,
  newStaffEmail,
  passwordLinkTokenOf,
  STAFF_PASSWORD,
  type AdminClient,
} from './staff-test-kit.ts';

let t: TestApp;
let admin: AdminClient;
let adminId: number;
beforeAll(async () => {
  t = await createStaffTestApp();
  const loggedIn = await logInAs(t, 'admin');
  admin = loggedIn.client;
  adminId = loggedIn.account.id;
});
afterAll(() => t.close());

const newHire = (role = 'check-in') => ({
  email: newStaffEmail('hire'),
  name: 'Avery Lift',
  role,
  password: 'Lift-Ticket-2026',
});

async function auditOf(query: string) {
  const answer = await admin.call('GET', `/audit-log${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return auditLogResponseSchema.parse(answer.body);
}

describe('staff management', () => {
  it('creates an account with a role, audited with who did it and what it is after', async () => {
    const body = newHire('box-office');
    const created = await admin.call('POST', '/staff', { body });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      email: body.email,
      name: 'Avery Lift',
      role: 'box-office',
      active: true,
      twoFactorEnabled: false,
    });
    const { data } = await auditOf(`?action=staff.create&entity=staff`);
    const entry = data.find((item) => item.entityId === String(created.body.data.id))!;
    expect(entry).toMatchObject({ staffId: adminId, before: null });
    expect(entry.after).toMatchObject({ email: body.email, role: 'box-office', active: true });
    expect(JSON.stringify(entry)).not.toMatch(/password|argon2|secret/i);

    const login = await adminClient(t).call('POST', '/login', {
      body: { email: body.email, password: body.password },
    });
    expect(login.status).toBe(200);
    const list = staffListResponseSchema.parse((await admin.call('GET', '/staff')).body).data;
    expect(list.map((member) => member.email)).toContain(body.email);
  });

  it('refuses a taken e-mail, a weak password and an unknown role, and writes nothing', async () => {
    const existing = await addStaff(t, 'manager');
    const before = { staff: await countRows(t, 'staff'), audit: await countRows(t, 'audit_log') };
    const taken = await admin.call('POST', '/staff', {
      body: { ...newHire(), email: existing.email.toUpperCase() },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errors.message).toBe(staffTexts.emailTaken);
    const weak = await admin.call('POST', '/staff', {
      body: { ...newHire(), password: 'password' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.errors.fields.password).toEqual([
      staffTexts.passwordTooShort,
      staffTexts.passwordTooPlain,
    ]);
    const role = await admin.call('POST', '/staff', { body: { ...newHire(), role: 'owner' } });
    expect(role.status).toBe(400);
    expect(role.body.errors.fields.role).toBeDefined();
    expect(await countRows(t, 'staff')).toBe(before.staff);
    expect(await countRows(t, 'audit_log')).toBe(before.audit);
  });

  it('changes a role at once, audited before and after', async () => {
    const member = await addStaff(t, 'check-in');
    const client = adminClient(t);
    await client.call('POST', '/login', {
      body: { email: member.email, password: STAFF_PASSWORD },
    });
    expect((await client.call('GET', '/session')).body.data.staff.role).toBe('check-in');

    const changed = await admin.call('PATCH', `/staff/${member.id}`, { body: { role: 'manager' } });
    expect(changed.status).toBe(200);
    expect(changed.body.data.role).toBe('manager');
    expect((await client.call('GET', '/session')).body.data.staff.role).toBe('manager');
    const { data } = await auditOf(`?action=staff.change&staffId=${adminId}`);
    expect(data[0]).toMatchObject({
      entityId: String(member.id),
      staffEmail: expect.stringContaining('admin'),
      before: { role: 'check-in' },
      after: { role: 'manager' },
    });
  });

  it('deactivates an account, ending its sessions, and reactivates it', async () => {
    const member = await addStaff(t, 'box-office');
    const client = adminClient(t);
    await client.call('POST', '/login', {
      body: { email: member.email, password: STAFF_PASSWORD },
    });
    const off = await admin.call('PATCH', `/staff/${member.id}`, { body: { active: false } });
    expect(off.body.data.active).toBe(false);
    expect((await client.call('GET', '/session')).status).toBe(401);
    expect(
      await countRows(t, 'staff_sessions', sql`staff_id = ${member.id} and revoked_at is null`),
    ).toBe(0);
    const on = await admin.call('PATCH', `/staff/${member.id}`, { body: { active: true } });
    expect(on.body.data.active).toBe(true);
    const again = await client.call('POST', '/login', {
      body: { email: member.email, password: STAFF_PASSWORD },
    });
    expect(again.status).toBe(200);
  });

  it('never leaves the shop without an active admin, and writes no audit entry for a refusal', async () => {
    const others = await countRows(
      t,
      'staff',
      sql`role = 'admin' and deactivated_at is null and id <> ${adminId}`,
    );
    expect(others).toBe(0);
    const before = await countRows(t, 'audit_log');
    for (const body of [{ role: 'manager' }, { active: false }]) {
      const refused = await admin.call('PATCH', `/staff/${adminId}`, { body });
      expect(refused.status).toBe(409);
      expect(refused.body.errors.message).toBe(staffTexts.lastAdmin);
    }
    expect(await countRows(t, 'audit_log')).toBe(before);
    expect((await admin.call('GET', '/session')).body.data.staff.role).toBe('admin');
  });

  it('answers 404 for an unknown account and 400 for a change of nothing', async () => {
    expect((await admin.call('PATCH', '/staff/999999', { body: { role: 'manager' } })).status).toBe(
      404,
    );
    const nothing = await admin.call('PATCH', `/staff/${adminId}`, { body: {} });
    expect(nothing.status).toBe(400);
    expect(nothing.body.errors.message).toContain(staffTexts.nothingToChange);
    expect((await admin.call('PATCH', '/staff/abc', { body: { role: 'manager' } })).status).toBe(
      400,
    );
  });

  it('pages the audit log newest first, with its total', async () => {
    for (let index = 0; index < 3; index += 1)
      await admin.call('POST', '/staff', { body: newHire() });
    const first = await auditOf('?entity=staff&pageSize=2');
    expect(first.data).toHaveLength(2);
    expect(first.meta).toMatchObject({ page: 1, pageSize: 2 });
    expect(first.meta.total).toBeGreaterThanOrEqual(3);
    const second = await auditOf('?entity=staff&pageSize=2&page=2');
    expect(second.data[0]!.id).toBeLessThan(first.data[1]!.id);
    expect(first.data[0]!.id).toBeGreaterThan(first.data[1]!.id);
    expect((await auditOf('?entity=coupon')).data).toEqual([]);
    expect((await admin.call('GET', '/audit-log?pageSize=1000')).status).toBe(400);
  });
});

describe('the staff list', () => {
  /** What the list says of one account: active, and whether its member chose a password. */
  async function listed(id: number) {
    const answer = await admin.call('GET', '/staff');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const member = staffListResponseSchema.parse(answer.body).data.find((item) => item.id === id);
    return { active: member?.active, hasSetPassword: member?.hasSetPassword };
  }
  async function invite() {
    const email = newStaffEmail('invited');
    const answer = await admin.call('POST', '/staff', {
      body: { name: 'Ivy Invited', email, role: 'box-office' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return { id: answer.body.data.id as number, email };
  }
  async function setPassword(token: string) {
    const set = await adminClient(t).call('POST', '/password', {
      body: { token, password: 'Switchback-Trail-77' },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
  }

  it('lists an invited member as invited until the link sets a password, then as active', async () => {
    const { id, email } = await invite();
    expect(await listed(id)).toEqual({ active: true, hasSetPassword: false });
    await setPassword(await passwordLinkTokenOf(t, email));
    expect(await listed(id)).toEqual({ active: true, hasSetPassword: true });
  });

  it('lists an account made with a password as having one', async () => {
    const member = await addStaff(t, 'check-in');
    expect(await listed(member.id)).toEqual({ active: true, hasSetPassword: true });
  });

  it('keeps a member sent a new link with "Reset password" invited until one is used', async () => {
    const { id, email } = await invite();
    const reset = await admin.call('POST', `/staff/${id}/password-reset`);
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(await listed(id)).toEqual({ active: true, hasSetPassword: false });
    await setPassword(await passwordLinkTokenOf(t, email, 'staff-password-reset'));
    expect(await listed(id)).toEqual({ active: true, hasSetPassword: true });
  });

  it('keeps a member who set a password listed as having one after a later reset', async () => {
    const { id, email } = await invite();
    await setPassword(await passwordLinkTokenOf(t, email));
    const before = t.now.value;
    t.now.value = new Date(before.getTime() + 60_000);
    try {
      expect((await admin.call('POST', `/staff/${id}/password-reset`)).status).toBe(200);
      expect(await listed(id)).toEqual({ active: true, hasSetPassword: true });
    } finally {
      t.now.value = before;
    }
  });

  it('lists a deactivated invited member as inactive, still without a password', async () => {
    const { id } = await invite();
    const off = await admin.call('PATCH', `/staff/${id}`, { body: { active: false } });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(await listed(id)).toEqual({ active: false, hasSetPassword: false });
  });
});
