/**
 * The back office's members (issue 15): search, a member's household and passes, a
 * password-reset e-mail, and deactivation (a deactivated member cannot log in).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminMemberResponseSchema,
  memberAdminTexts,
  memberSearchResponseSchema,
} from '@shop/core/member-admin-api';
import { memberTexts } from '@shop/core/member-api';
import { DEMO_MEMBER_EMAIL } from '../../seed/demo-memberships.ts';
import type { TestApp } from '../../test/test-app.ts';
import { bindMembersApi, newEmail } from '../members/members-test-app.ts';
import { countRows, createStaffTestApp, logInAs } from '../staff/staff-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createStaffTestApp();
});
afterAll(() => t.close());

const { api, register } = bindMembersApi(() => t);

async function findMember(client: Awaited<ReturnType<typeof logInAs>>['client'], q: string) {
  const answer = await client.call('GET', `/members?q=${encodeURIComponent(q)}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return memberSearchResponseSchema.parse(answer.body);
}

describe('finding members', () => {
  it('finds the demo member by e-mail and shows the household and its passes', async () => {
    const { client } = await logInAs(t, 'box-office');
    const found = await findMember(client, DEMO_MEMBER_EMAIL.toUpperCase());
    expect(found.data).toHaveLength(1);
    const member = found.data[0]!;
    expect(member).toMatchObject({ email: DEMO_MEMBER_EMAIL, isPrimary: true, active: true });
    const byCode = await findMember(client, member.memberCode.toLowerCase());
    expect(byCode.data.map((entry) => entry.id)).toEqual([member.id]);

    const page = await client.call('GET', `/members/${member.id}`);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    const shown = adminMemberResponseSchema.parse(page.body).data;
    expect(shown.account).toEqual({ email: DEMO_MEMBER_EMAIL, hasPassword: true, active: true });
    expect(shown.household[0]!.id).toBe(member.id);
    const passes = await countRows(
      t,
      'member_memberships',
      sql`member_id in (select id from members where household_id =
        (select household_id from members where id = ${member.id}))`,
    );
    // The demo household's Family Pass: one for each of its three members.
    expect(passes).toBe(3);
    expect(shown.passes).toHaveLength(passes);
    expect((await client.call('GET', '/members/999999')).status).toBe(404);
  });

  it('refuses check-in staff', async () => {
    const { client } = await logInAs(t, 'check-in');
    expect((await client.call('GET', '/members?q=demo')).status).toBe(403);
  });
});

describe('a password reset and deactivation', () => {
  it('queues the reset e-mail, audited', async () => {
    const email = newEmail();
    await register(email);
    const { client, account } = await logInAs(t, 'manager');
    const id = (await findMember(client, email)).data[0]!.id;
    const resets = () =>
      countRows(t, 'outbox', sql`kind = 'password-reset' and payload->>'email' = ${email}`);
    const sent = await client.call('POST', `/members/${id}/password-reset`);
    expect(sent.status, JSON.stringify(sent.body)).toBe(202);
    expect(await resets()).toBe(1);
    expect(
      await countRows(
        t,
        'audit_log',
        sql`action = 'member.send-password-reset' and entity_id = ${String(id)} and staff_id = ${account.id}`,
      ),
    ).toBe(1);
  });

  it('a deactivated member cannot log in, is logged out, and gets no reset until reactivated', async () => {
    const email = newEmail();
    const session = await register(email);
    const { client } = await logInAs(t, 'box-office');
    const id = (await findMember(client, email)).data[0]!.id;
    const logIn = () =>
      api('POST', '/login', { body: { email, password: 'Powder2026!' }, address: '10.77.0.1' });

    const off = await client.call('PATCH', `/members/${id}`, { body: { active: false } });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.data.account.active).toBe(false);
    const refused = await logIn();
    expect(refused.status).toBe(401);
    expect(refused.body.errors.message).toBe(memberTexts.loginFailed);
    expect((await api('GET', '/session', { token: session.token })).status).toBe(401);
    const reset = await client.call('POST', `/members/${id}/password-reset`);
    expect(reset.status).toBe(409);
    expect(reset.body.errors.message).toBe(memberAdminTexts.deactivated);
    expect(
      await countRows(t, 'audit_log', sql`action = 'member.change' and entity_id = ${String(id)}`),
    ).toBe(1);

    const on = await client.call('PATCH', `/members/${id}`, { body: { active: true } });
    expect(on.status).toBe(200);
    expect((await logIn()).status).toBe(200);
    expect((await client.call('PATCH', `/members/${id}`, { body: {} })).status).toBe(400);
    expect(
      (await client.call('PATCH', '/members/999999', { body: { active: false } })).status,
    ).toBe(404);
  });
});
