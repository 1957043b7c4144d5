/** Logging in and out, and the bearer tokens of sessions. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberMessageResponseSchema, memberSessionResponseSchema } from '@shop/core/member-api';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from '../../seed/demo-memberships.ts';
import { TEST_NOW, type TestApp } from '../../test/test-app.ts';
import { bindMembersApi, createMembersTestApp, newAddress, newEmail } from './members-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createMembersTestApp();
});
afterAll(() => t.close());
const { api, register } = bindMembersApi(() => t);

describe('logging in and out', () => {
  it('logs the demo member in with its household of two', async () => {
    const response = await api('POST', '/login', {
      body: { email: DEMO_MEMBER_EMAIL, password: DEMO_MEMBER_PASSWORD },
      address: newAddress(),
    });
    expect(response.status).toBe(200);
    const session = memberSessionResponseSchema.parse(response.body).data.attributes;
    expect(session.primaryMember).toMatchObject({ firstName: 'Dana', lastName: 'Powell' });
    expect(session.primaryMember.address).toMatchObject({ city: 'Park City', state: 'UT' });
    expect(session.secondaryMembers.map((member) => member.firstName)).toEqual(['Jordan', 'Riley']);
    expect(session.secondaryMembers.every((member) => !member.isPrimary)).toBe(true);
  });

  it('gives a new token on every login, and each works until it is logged out', async () => {
    const email = newEmail();
    await register(email);
    const login = async () =>
      memberSessionResponseSchema.parse(
        (
          await api('POST', '/login', {
            body: { email: ` ${email.toUpperCase()} `, password: 'Powder2026!' },
            address: newAddress(),
          })
        ).body,
      ).data.attributes.token;
    const first = await login();
    const second = await login();
    expect(first).not.toBe(second);
    expect((await api('GET', '/session', { token: first })).status).toBe(200);

    const out = await api('DELETE', '/session', { token: first });
    expect(memberMessageResponseSchema.parse(out.body).data.message).toBe(
      'You have been logged out.',
    );
    expect((await api('GET', '/session', { token: first })).status).toBe(401);
    expect((await api('GET', '/session', { token: second })).status).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail with the same 401', async () => {
    const email = newEmail();
    await register(email);
    const wrong = await api('POST', '/login', {
      body: { email, password: 'Powder2026?' },
      address: newAddress(),
    });
    const unknown = await api('POST', '/login', {
      body: { email: 'nobody@example.org', password: 'Powder2026!' },
      address: newAddress(),
    });
    expect(wrong.status).toBe(401);
    expect(unknown).toEqual({ ...wrong, headers: unknown.headers });
    expect(wrong.body.errors.message).toBe('Your email or password is incorrect.');
    expect(wrong.headers['www-authenticate']).toBe('Bearer');
  });

  it('answers 401 without a token, with a malformed one, or with an expired one', async () => {
    expect((await api('GET', '/session')).status).toBe(401);
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/session',
      headers: { authorization: 'Basic abc' },
    });
    expect(malformed.statusCode).toBe(401);
    const { token } = await register(newEmail());
    t.now.value = new Date(TEST_NOW.getTime() + 31 * 86_400_000);
    try {
      expect((await api('GET', '/session', { token })).status).toBe(401);
    } finally {
      t.now.value = TEST_NOW;
    }
  });

  it('requires an e-mail and a password to log in', async () => {
    const response = await api('POST', '/login', {
      body: { email: '', password: '' },
      address: newAddress(),
    });
    expect(response.status).toBe(400);
    expect(response.body.errors.fields).toEqual({ email: ['Required'], password: ['Required'] });
  });
});
