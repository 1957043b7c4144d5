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
  replacedCardResponseSchema,
} from '@shop/core/member-admin-api';
import { formatPassCode } from '@shop/core/membership-entitlements';
import { membershipOrderResponseSchema } from '@shop/core/membership-api';
import { memberTexts } from '@shop/core/member-api';
import { DEMO_MEMBER_EMAIL, findDemoMembershipId } from '../../seed/demo-memberships.ts';
import type { TestApp } from '../../test/test-app.ts';
import { bindMembersApi, newEmail } from '../members/members-test-app.ts';
import { createMembershipOrderTestKit } from '../memberships/membership-order-test-kit.ts';
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

describe('a member’s cards (issue 31)', () => {
  const kit = createMembershipOrderTestKit(
    () => t,
    () => dualId,
  );
  let dualId = 0;

  async function holderWithCard() {
    dualId = await findDemoMembershipId(t.database.db, 'dual-pass');
    const email = newEmail();
    const response = await kit.placeOrder(
      kit.orderBody({ email, cardToken: await kit.tokenize('4111111111111111') }),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return membershipOrderResponseSchema.parse(response.body).data.attributes;
  }

  it('shows every household card, finds a member by a card’s code, and replaces a lost card', async () => {
    const order = await holderWithCard();
    const [primary, secondary] = order.members;
    const { client, account } = await logInAs(t, 'box-office');
    const page = adminMemberResponseSchema.parse(
      (await client.call('GET', `/members/${primary!.id}`)).body,
    ).data;
    expect(page.cards.map((card) => card.memberId)).toEqual([primary!.id, secondary!.id]);
    const lost = page.cards[1]!.code;
    expect(lost).toMatch(/^P[A-Z2-7]{26}$/);

    // As a scanner or a person types it: grouped, in lower case.
    const typed = formatPassCode(lost).toLowerCase();
    expect((await findMember(client, typed)).data.map((found) => found.id)).toEqual([
      secondary!.id,
    ]);

    const replaced = await client.call('POST', `/members/${secondary!.id}/card`);
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(201);
    const card = replacedCardResponseSchema.parse(replaced.body).data;
    expect(card.code).not.toBe(lost);
    expect(card.message).toBe(memberAdminTexts.cardReplaced('Bo Skier'));
    expect((await findMember(client, lost)).data).toEqual([]);
    expect((await findMember(client, card.code)).data.map((found) => found.id)).toEqual([
      secondary!.id,
    ]);
    expect(
      await countRows(
        t,
        'audit_log',
        sql`action = 'pass-card.replace' and entity_id = ${String(secondary!.id)}
          and staff_id = ${account.id} and after->>'card' = ${`…${card.code.slice(-4)}`}`,
      ),
    ).toBe(1);
  });

  it('refuses a member without a card, an unknown member, and check-in staff', async () => {
    const { client } = await logInAs(t, 'manager');
    const email = newEmail();
    await register(email);
    const id = (await findMember(client, email)).data[0]!.id;
    const none = await client.call('POST', `/members/${id}/card`);
    expect(none.status).toBe(422);
    expect(none.body.errors.message).toBe(memberAdminTexts.noCard);
    expect((await client.call('POST', '/members/999999/card')).status).toBe(404);
    const gate = await logInAs(t, 'check-in');
    expect((await gate.client.call('POST', `/members/${id}/card`)).status).toBe(403);
  });
});
