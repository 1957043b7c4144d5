/**
 * Two-factor enrolment restarted with a fresh secret, managers held to two-factor like admins,
 * and a staff member's name changed by an admin (decision 080).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffTexts } from '@shop/core/staff-api';
import { queryRows } from '../../db/database.ts';
import type { TestApp } from '../../test/test-app.ts';
import {
  addStaff,
  adminClient,
  createStaffTestApp,
  logInAs,
  STAFF_PASSWORD,
  totpCode,
  type AdminClient,
} from './staff-test-kit.ts';

let t: TestApp;
let admin: AdminClient;
beforeAll(async () => {
  t = await createStaffTestApp();
  admin = (await logInAs(t, 'admin')).client;
});
afterAll(() => t.close());

describe('two-factor enrolment', () => {
  it('can be restarted: a fresh secret, and the first one no longer confirms', async () => {
    const member = await addStaff(t, 'check-in');
    const client = adminClient(t);
    await client.call('POST', '/login', {
      body: { email: member.email, password: STAFF_PASSWORD },
    });
    const first = (await client.call('POST', '/two-factor')).body.data.secret as string;
    const second = (await client.call('POST', '/two-factor')).body.data.secret as string;
    expect(second).not.toBe(first);
    const stale = await client.call('POST', '/two-factor/confirm', {
      body: { code: await totpCode(t, first) },
    });
    expect(stale.status).toBe(422);
    const fresh = await client.call('POST', '/two-factor/confirm', {
      body: { code: await totpCode(t, second) },
    });
    expect(fresh.status, JSON.stringify(fresh.body)).toBe(200);
  });

  it('is a must for managers, as for admins', async () => {
    const manager = await addStaff(t, 'manager');
    const client = adminClient(t);
    const login = await client.call('POST', '/login', {
      body: { email: manager.email, password: STAFF_PASSWORD },
    });
    expect(login.body.data.mustEnrolTwoFactor).toBe(true);
    const refused = await client.call('GET', '/activities');
    expect(refused.status).toBe(403);
    expect(refused.body.errors.message).toBe(staffTexts.enrolmentRequired);
  });
});

describe('a name change', () => {
  it('is taken by PATCH /staff/:id and audited', async () => {
    const member = await addStaff(t, 'check-in');
    const changed = await admin.call('PATCH', `/staff/${member.id}`, {
      body: { name: 'Cass Renamed' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({ name: 'Cass Renamed', role: 'check-in' });
    const [entry] = await queryRows<{ before: { name: string }; after: { name: string } }>(
      t.database.db,
      sql`select before, after from audit_log where action = 'staff.change' and entity_id = ${String(member.id)}`,
    );
    expect(entry).toMatchObject({
      before: { name: 'Test check-in' },
      after: { name: 'Cass Renamed' },
    });
  });
});
