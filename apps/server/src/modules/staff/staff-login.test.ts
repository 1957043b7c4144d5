/** Staff login and logout: the session cookie, its timeouts, logout everywhere, refusals. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffSessionResponseSchema, staffTexts } from '@shop/core/staff-api';
import { createTestApp, productionSettings, TEST_NOW, type TestApp } from '../../test/test-app.ts';
import { addStaff, adminClient, createStaffTestApp, STAFF_PASSWORD } from './staff-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createStaffTestApp({ STAFF_SESSION_IDLE_MINUTES: '30', STAFF_SESSION_HOURS: '12' });
});
afterAll(() => t.close());

async function loggedIn(role: 'box-office' | 'check-in' = 'box-office') {
  const account = await addStaff(t, role);
  const client = adminClient(t);
  const login = await client.call('POST', '/login', {
    body: { email: ` ${account.email.toUpperCase()} `, password: STAFF_PASSWORD },
  });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return { account, client, login };
}

async function atTime(minutesFromNow: number, work: () => Promise<void>) {
  const before = t.now.value;
  t.now.value = new Date(before.getTime() + minutesFromNow * 60_000);
  try {
    await work();
  } finally {
    t.now.value = before;
  }
}

describe('staff login', () => {
  it('sets an HttpOnly, SameSite=Strict session cookie for /api/v1/admin and answers who it is', async () => {
    const { account, login, client } = await loggedIn();
    const session = staffSessionResponseSchema.parse(login.body).data;
    expect(session.staff).toMatchObject({ email: account.email, role: 'box-office', active: true });
    expect(session.mustEnrolTwoFactor).toBe(false);
    const cookie = String(login.headers['set-cookie']);
    expect(cookie).toMatch(/staff_session=[A-Za-z0-9_-]{43}/);
    expect(cookie).toContain('Path=/api/v1/admin');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(login.headers['cache-control']).toBe('no-store');

    const who = await client.call('GET', '/session');
    expect(who.status).toBe(200);
    expect(who.body.data.staff.id).toBe(account.id);
  });

  it('answers a wrong password, an unknown e-mail and a deactivated account alike', async () => {
    const { account } = await loggedIn();
    const deactivated = await addStaff(t, 'check-in');
    await t.database.db.execute(
      `update staff set deactivated_at = now() where id = ${deactivated.id}`,
    );
    const attempt = (email: string, password: string) =>
      adminClient(t).call('POST', '/login', { body: { email, password } });
    const wrong = await attempt(account.email, 'Backcountry-2027');
    const unknown = await attempt('nobody@wasatchlegacy.org', STAFF_PASSWORD);
    const inactive = await attempt(deactivated.email, STAFF_PASSWORD);
    for (const answer of [wrong, unknown, inactive]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({
        errors: { status: 401, code: 'unauthorized', message: staffTexts.loginFailed },
      });
      expect(answer.headers['set-cookie'] ?? '').not.toContain('staff_session');
    }
  });

  it('refuses an empty login with the fields named, and answers 401 without a session', async () => {
    const client = adminClient(t);
    const empty = await client.call('POST', '/login', { body: { email: '', password: '' } });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.fields).toEqual({ email: ['Required'], password: ['Required'] });
    const who = await client.call('GET', '/session');
    expect(who.status).toBe(401);
    expect(who.body.errors.message).toBe(staffTexts.loginRequired);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/session',
      cookies: { staff_session: 'not-a-token-of-ours-at-all-0123456789' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('logs out this session only, and logs out everywhere', async () => {
    const { account, client: first } = await loggedIn();
    const second = adminClient(t);
    const third = adminClient(t);
    for (const client of [second, third])
      await client.call('POST', '/login', {
        body: { email: account.email, password: STAFF_PASSWORD },
      });

    const out = await first.call('DELETE', '/session');
    expect(out.body.data.message).toBe(staffTexts.loggedOut);
    expect(String(out.headers['set-cookie'])).toMatch(/staff_session=;/);
    expect((await first.call('GET', '/session')).status).toBe(401);
    expect((await second.call('GET', '/session')).status).toBe(200);

    const everywhere = await second.call('DELETE', '/sessions');
    expect(everywhere.body.data.message).toBe(staffTexts.loggedOutEverywhere);
    expect((await second.call('GET', '/session')).status).toBe(401);
    expect((await third.call('GET', '/session')).status).toBe(401);
  });

  it('ends a session unused for the idle time, and any session at its absolute end', async () => {
    const { client: idle } = await loggedIn();
    await atTime(31, async () => {
      expect((await idle.call('GET', '/session')).status).toBe(401);
    });

    const { client: busy } = await loggedIn();
    // Used every 25 minutes, it stays alive until twelve hours after login, and not longer.
    for (let minutes = 25; minutes < 12 * 60; minutes += 25) {
      await atTime(minutes, async () => {
        expect((await busy.call('GET', '/session')).status).toBe(200);
      });
    }
    await atTime(12 * 60 + 1, async () => {
      expect((await busy.call('GET', '/session')).status).toBe(401);
    });
    expect(t.now.value).toEqual(TEST_NOW);
  });

  it('slows an account down after failed logins, without a password check', async () => {
    const account = await addStaff(t, 'box-office');
    const attempt = (password: string) =>
      adminClient(t).call('POST', '/login', { body: { email: account.email, password } });
    for (let failure = 0; failure < 3; failure += 1)
      expect((await attempt('Wrong-password-1')).status).toBe(401);
    expect((await attempt('Wrong-password-1')).status).toBe(401);
    const slowed = await attempt(STAFF_PASSWORD);
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
    await atTime(1, async () => {
      expect((await attempt(STAFF_PASSWORD)).status).toBe(200);
    });
  });

  it('marks the cookies Secure in production', async () => {
    const production = await createTestApp({ seed: false, settings: productionSettings });
    try {
      const account = await addStaff(production, 'manager');
      const login = await adminClient(production).call('POST', '/login', {
        body: { email: account.email, password: STAFF_PASSWORD },
        headers: { origin: 'https://tickets.example.org' },
      });
      expect(login.status).toBe(200);
      const cookie = String(login.headers['set-cookie']);
      expect(cookie).toMatch(/^staff_session=/);
      expect(cookie).toContain('Secure');
    } finally {
      await production.close();
    }
  });
});
