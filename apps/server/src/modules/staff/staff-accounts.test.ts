/**
 * Staff accounts that look after themselves (decision 080): invitations by e-mail with a
 * set-your-password link (single use, expiring), a change of one's own password, an admin's
 * password and two-factor resets (audited, e-mailed), a restartable enrolment, and managers held
 * to two-factor.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_INVITATION_HOURS, staffTexts } from '@shop/core/staff-api';
import { queryRows } from '../../db/database.ts';
import type { TestApp } from '../../test/test-app.ts';
import { buildStaffInvitation } from './staff-emails.ts';
import {
  addStaff,
  adminClient,
  countRows,
  createStaffTestApp,
  enrolTwoFactor,
  logInAs,
  newStaffEmail,
  passwordLinkTokenOf,
  STAFF_PASSWORD,
  staffMailTo,
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

const NEW_PASSWORD = 'Switchback-Trail-77';

const mailTo = (email: string, kind: string) => staffMailTo(t, email, kind);
const linkTokenOf = (email: string, kind?: string) => passwordLinkTokenOf(t, email, kind);

const logIn = (email: string, password: string, code?: string) =>
  adminClient(t).call('POST', '/login', { body: { email, password, code } });

async function invite(role = 'box-office') {
  const email = newStaffEmail('invited');
  const answer = await admin.call('POST', '/staff', { body: { name: 'Ivy Invited', email, role } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { id: answer.body.data.id as number, email };
}

async function laterHours(hours: number, work: () => Promise<void>) {
  const before = t.now.value;
  t.now.value = new Date(before.getTime() + hours * 3_600_000);
  try {
    await work();
  } finally {
    t.now.value = before;
  }
}

describe('an invitation', () => {
  it('e-mails a link that sets the password once; until then nobody can log in', async () => {
    const { id, email } = await invite();
    const payload = (await mailTo(email, 'staff-invitation'))!;
    expect(Date.parse(payload.expiresAt!) - t.now.value.getTime()).toBe(
      STAFF_INVITATION_HOURS * 3_600_000,
    );
    const message = buildStaffInvitation(
      payload,
      { foundationName: 'Wasatch Legacy', supportEmail: 'help@example.org', publicUrl: '' },
      () => t.now.value,
    );
    expect(message.text).toContain(payload.secrets!.linkUrl);
    expect(message.text).toContain(`within the next ${STAFF_INVITATION_HOURS} hours`);
    // Only the token's hash is kept.
    const token = await linkTokenOf(email);
    expect(await countRows(t, 'staff_password_links', sql`token_hash = ${token}`)).toBe(0);
    expect(await countRows(t, 'staff_password_links', sql`staff_id = ${id}`)).toBe(1);

    const link = await adminClient(t).call('POST', '/password-link', { body: { token } });
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    expect(link.body.data).toMatchObject({ name: 'Ivy Invited', email, purpose: 'invitation' });

    // A password the rules refuse leaves the link working.
    const weak = await adminClient(t).call('POST', '/password', {
      body: { token, password: 'short' },
    });
    expect(weak.status).toBe(422);
    expect(weak.body.errors.fields.password).toContain(staffTexts.passwordTooShort);
    const set = await adminClient(t).call('POST', '/password', {
      body: { token, password: NEW_PASSWORD },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data.message).toBe(staffTexts.passwordSet);
    expect((await logIn(email, NEW_PASSWORD)).status).toBe(200);

    // Used: the same link again is refused in words, and the password stays.
    const again = await adminClient(t).call('POST', '/password', {
      body: { token, password: 'Another-Pass-2026' },
    });
    expect(again.status).toBe(422);
    expect(again.body.errors.message).toBe(staffTexts.linkInvalid);
    expect((await adminClient(t).call('POST', '/password-link', { body: { token } })).status).toBe(
      422,
    );
    expect((await logIn(email, 'Another-Pass-2026')).status).toBe(401);
    const audit = await queryRows<{ action: string; staff_id: number }>(
      t.database.db,
      // The log-ins the link's password made are recorded too (decision 085); the account's changes:
      sql`select action, staff_id from audit_log where entity_id = ${String(id)} and action not like 'staff.log-%' order by id`,
    );
    expect(audit).toEqual([
      { action: 'staff.invite', staff_id: adminId },
      { action: 'staff.set-password', staff_id: id },
    ]);
  });

  it('expires after its lifetime', async () => {
    const { email } = await invite();
    const token = await linkTokenOf(email);
    await laterHours(STAFF_INVITATION_HOURS + 0.1, async () => {
      const lookup = await adminClient(t).call('POST', '/password-link', { body: { token } });
      expect(lookup.status).toBe(422);
      expect(lookup.body.errors.message).toBe(staffTexts.linkInvalid);
      const set = await adminClient(t).call('POST', '/password', {
        body: { token, password: NEW_PASSWORD },
      });
      expect(set.status).toBe(422);
    });
    expect((await logIn(email, NEW_PASSWORD)).status).toBe(401);
  });

  it('refuses a taken e-mail and a bad token in the spec error shape', async () => {
    const { email } = await invite();
    const taken = await admin.call('POST', '/staff', {
      body: { name: 'Ivy Again', email, role: 'check-in' },
    });
    expect(taken.status).toBe(409);
    const bad = await adminClient(t).call('POST', '/password', {
      body: { token: 'not a token', password: NEW_PASSWORD },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.fields.token).toEqual([staffTexts.linkInvalid]);
  });
});

describe('changing one’s own password', () => {
  it('needs the current password, ends the other sessions, and is audited', async () => {
    const member = await addStaff(t, 'check-in');
    const here = adminClient(t);
    const elsewhere = adminClient(t);
    for (const client of [here, elsewhere])
      await client.call('POST', '/login', {
        body: { email: member.email, password: STAFF_PASSWORD },
      });
    const wrong = await here.call('POST', '/account/password', {
      body: { currentPassword: 'Not-The-Password-1', newPassword: NEW_PASSWORD },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.fields.currentPassword).toEqual([staffTexts.currentPasswordIncorrect]);
    const weak = await here.call('POST', '/account/password', {
      body: { currentPassword: STAFF_PASSWORD, newPassword: 'alllowercaseletters' },
    });
    expect(weak.status).toBe(422);
    expect(weak.body.errors.fields.newPassword).toContain(staffTexts.passwordTooPlain);
    expect((await elsewhere.call('GET', '/session')).status).toBe(200);

    const changed = await here.call('POST', '/account/password', {
      body: { currentPassword: STAFF_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data.message).toBe(staffTexts.passwordChanged);
    expect((await here.call('GET', '/session')).status).toBe(200);
    expect((await elsewhere.call('GET', '/session')).status).toBe(401);
    expect((await logIn(member.email, STAFF_PASSWORD)).status).toBe(401);
    expect((await logIn(member.email, NEW_PASSWORD)).status).toBe(200);
    expect(
      await countRows(
        t,
        'audit_log',
        sql`action = 'staff.change-password' and staff_id = ${member.id}`,
      ),
    ).toBe(1);
  });
});

describe('an admin’s resets', () => {
  it('reset a password: the old one stops working, the sessions end, a link is e-mailed', async () => {
    const member = await addStaff(t, 'box-office');
    const client = adminClient(t);
    await client.call('POST', '/login', {
      body: { email: member.email, password: STAFF_PASSWORD },
    });
    const reset = await admin.call('POST', `/staff/${member.id}/password-reset`);
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect((await client.call('GET', '/session')).status).toBe(401);
    expect((await logIn(member.email, STAFF_PASSWORD)).status).toBe(401);
    const token = await linkTokenOf(member.email, 'staff-password-reset');
    const lookup = await adminClient(t).call('POST', '/password-link', { body: { token } });
    expect(lookup.body.data.purpose).toBe('reset');
    await adminClient(t).call('POST', '/password', { body: { token, password: NEW_PASSWORD } });
    expect((await logIn(member.email, NEW_PASSWORD)).status).toBe(200);
    expect(
      await countRows(
        t,
        'audit_log',
        sql`action = 'staff.reset-password' and staff_id = ${adminId} and entity_id = ${String(member.id)}`,
      ),
    ).toBe(1);
    expect((await admin.call('POST', '/staff/999999/password-reset')).status).toBe(404);
  });

  it('reset two-factor: codes gone, the member e-mailed and made to enrol again', async () => {
    const member = await addStaff(t, 'box-office');
    const client = adminClient(t);
    await client.call('POST', '/login', {
      body: { email: member.email, password: STAFF_PASSWORD },
    });
    const { secret, recoveryCodes } = await enrolTwoFactor(t, client);

    const reset = await admin.call('DELETE', `/staff/${member.id}/two-factor`);
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(reset.body.data.twoFactorEnabled).toBe(false);
    expect(await countRows(t, 'staff_recovery_codes', sql`staff_id = ${member.id}`)).toBe(0);
    expect(await mailTo(member.email, 'staff-two-factor-reset')).toMatchObject({
      email: member.email,
    });
    expect(
      await countRows(
        t,
        'audit_log',
        sql`action = 'staff.reset-two-factor' and staff_id = ${adminId} and entity_id = ${String(member.id)}`,
      ),
    ).toBe(1);
    expect((await client.call('GET', '/session')).status).toBe(401);
    expect((await logIn(member.email, STAFF_PASSWORD, recoveryCodes[0])).status).toBe(200);

    // A box-office member, yet held to enrol again before anything else.
    const again = adminClient(t);
    const login = await again.call('POST', '/login', {
      body: { email: member.email, password: STAFF_PASSWORD },
    });
    expect(login.body.data.mustEnrolTwoFactor).toBe(true);
    expect((await again.call('GET', '/orders')).body.errors.message).toBe(
      staffTexts.enrolmentRequired,
    );
    const enrolled = await enrolTwoFactor(t, again);
    expect(enrolled.secret).not.toBe(secret);
    expect((await again.call('GET', '/orders')).status).toBe(200);
  });

  it('are for admins only', async () => {
    const member = await addStaff(t, 'check-in');
    const { client: manager } = await logInAs(t, 'manager');
    expect((await manager.call('POST', `/staff/${member.id}/password-reset`)).status).toBe(403);
    expect((await manager.call('DELETE', `/staff/${member.id}/two-factor`)).status).toBe(403);
  });
});
