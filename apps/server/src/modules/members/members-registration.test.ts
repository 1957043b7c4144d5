/** Registration: a household with its primary member, and an e-mail that already has an account. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { householdResponseSchema, memberSessionResponseSchema } from '@shop/core/member-api';
import { queryRows } from '../../db/database.ts';
import { captureMembershipMail } from '../../test/captured-mail.ts';
import { type TestApp } from '../../test/test-app.ts';
import {
  bindMembersApi,
  createMembersTestApp,
  newAddress,
  newEmail,
  shapeOf,
} from './members-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createMembersTestApp();
});
afterAll(() => t.close());
const { api, count, register } = bindMembersApi(() => t);

describe('registration', () => {
  it('creates a household with its primary member and answers a session for it', async () => {
    const email = newEmail();
    const session = await register(email);
    expect(session.primaryMember).toMatchObject({
      firstName: 'Ada',
      lastName: 'Skier',
      email,
      isPrimary: true,
      memberships: [],
      token: session.token,
    });
    expect(session.primaryMember.memberCode).toMatch(/^M\d{6,}$/);
    expect(session.secondaryMembers).toEqual([]);
    expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the token's hash is kept.
    expect(await count('member_sessions', sql`token_hash = ${session.token}`)).toBe(0);

    const household = await api('GET', '/session', { token: session.token });
    expect(household.status).toBe(200);
    expect(householdResponseSchema.parse(household.body).data.attributes.primaryMemberId).toBe(
      session.primaryMemberId,
    );
    expect(household.headers['cache-control']).toBe('no-store');
  });

  it('answers an e-mail that has an account as a new registration, opens no session, and e-mails the owner', async () => {
    const email = newEmail();
    const owner = await register(email);
    const before = {
      members: await count('members'),
      credentials: await count('member_credentials'),
      sessions: await count('member_sessions'),
    };
    const attempt = (address: string, to: string) =>
      api('POST', '/memberships/register', {
        body: { firstName: 'Eve', lastName: 'Other', email: to, password: 'Powder2026!' },
        address,
      });
    const taken = await attempt(newAddress(), email.toUpperCase());
    const after = {
      members: await count('members'),
      credentials: await count('member_credentials'),
      sessions: await count('member_sessions'),
    };
    const fresh = await attempt(newAddress(), newEmail());

    // The same answer as a fresh registration: status, headers, shape, member numbering.
    expect(taken.status).toBe(201);
    expect(taken.status).toBe(fresh.status);
    expect(Object.keys(taken.headers).sort()).toEqual(Object.keys(fresh.headers).sort());
    expect(shapeOf(taken.body)).toEqual(shapeOf(fresh.body));
    const answered = memberSessionResponseSchema.parse(taken.body).data.attributes;
    const next = memberSessionResponseSchema.parse(fresh.body).data.attributes;
    expect(answered.primaryMember).toMatchObject({
      firstName: 'Eve',
      lastName: 'Other',
      email: email.toUpperCase(),
      memberCode: expect.stringMatching(/^M\d{6,}$/),
    });
    expect(answered.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answered.primaryMemberId).toBeGreaterThan(owner.primaryMemberId);
    expect(next.primaryMemberId).toBeGreaterThan(answered.primaryMemberId);

    // But nothing was written, and its token opens no session.
    expect(after).toEqual(before);
    expect((await api('GET', '/session', { token: answered.token })).status).toBe(401);
    const login = await api('POST', '/login', {
      body: { email, password: 'Powder2026!' },
      address: newAddress(),
    });
    expect(login.status).toBe(200);
    expect(
      memberSessionResponseSchema.parse(login.body).data.attributes.primaryMember,
    ).toMatchObject({ firstName: 'Ada', lastName: 'Skier' });

    // The owner is told instead.
    const notices = await queryRows<{ payload: unknown }>(
      t.database.db,
      sql`select payload from outbox where kind = 'registration-attempt' and payload->>'email' = ${email}`,
    );
    expect(notices.map((notice) => notice.payload)).toEqual([{ email, firstName: 'Ada' }]);
  });

  it('refuses a weak password or a confirmation that does not match, naming the field', async () => {
    const body = { firstName: 'Ada', lastName: 'Skier', email: newEmail() };
    const weak = await api('POST', '/memberships/register', {
      body: { ...body, password: 'powder' },
      address: newAddress(),
    });
    expect(weak.status).toBe(400);
    expect(weak.body.errors.fields.password).toEqual([
      'Password must have at least 8 characters',
      'Password must contain at least one uppercase letter',
    ]);
    const mismatch = await api('POST', '/memberships/register', {
      body: { ...body, password: 'Powder2026!', passwordConfirmation: 'Powder2026?' },
      address: newAddress(),
    });
    expect(mismatch.body.errors.fields.passwordConfirmation).toEqual(['Passwords must match']);
    expect(await count('member_credentials', sql`email = ${body.email}`)).toBe(0);
  });
});

describe('the owner’s e-mail about a registration attempt', () => {
  it('says an account exists and how to get in, in the shop’s look', async () => {
    const { sent, handlers } = captureMembershipMail(t.database.db);
    await handlers['registration-attempt']!({ email: 'ada@example.org', firstName: 'Ada <b>' });
    const [message] = sent;
    expect(message).toMatchObject({
      to: 'ada@example.org',
      subject: 'You already have a member account',
    });
    expect(message!.html).toContain('Hello Ada &lt;b&gt;,');
    expect(message!.html).toContain('href="https://shop.example.org/member/login"');
    expect(message!.text).toContain(
      'Someone tried to create a member account with this e-mail address, which already has one.',
    );
    expect(message!.text).toContain('Log in: https://shop.example.org/member/login');
    expect(message!.text).toContain(
      'Choose a new password: https://shop.example.org/member/lookup',
    );
  });
});
