/** Rate limits of the account requests, and the human check on a slowed-down account. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@shop/core/api-error';
import { memberSessionResponseSchema } from '@shop/core/member-api';
import { startSiteverifyStandIn, type SiteverifyStandIn } from '../../test/siteverify-stand-in.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app.ts';
import { bindMembersApi, createMembersTestApp, newAddress, newEmail } from './members-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createMembersTestApp();
});
afterAll(() => t.close());
const { api, count, register } = bindMembersApi(() => t);

describe('rate limits', () => {
  it('slow an account down after failed logins from any address, never locking out its owner', async () => {
    const email = newEmail();
    await register(email);
    const attempt = (password: string) =>
      api('POST', '/login', { body: { email, password }, address: newAddress() });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await attempt('Wrong2026!')).status);
    // Three failures are free; then one attempt per slot of 2 s, then 4 s: the fifth waits.
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const waiting = await attempt('Powder2026!');
    expect(waiting.status).toBe(429);
    expect(waiting.body.errors).toMatchObject({
      code: 'rate_limited',
      message: 'Too many attempts. Please wait a few minutes and try again.',
    });
    expect(Number(waiting.headers['retry-after'])).toBe(4);
    // One slot later the right password is let in, and the failures are forgotten.
    t.now.value = new Date(TEST_NOW.getTime() + 4000);
    try {
      expect((await attempt('Powder2026!')).status).toBe(200);
      const after = [];
      for (let i = 0; i < 4; i++) after.push((await attempt('Wrong2026!')).status);
      expect(after).toEqual([401, 401, 401, 401]);
    } finally {
      t.now.value = TEST_NOW;
    }
  });

  it('let one attempt at a time through on a slowed account, however many arrive at once', async () => {
    const email = newEmail();
    await register(email);
    for (let i = 0; i < 3; i++) {
      const response = await api('POST', '/login', {
        body: { email, password: 'Wrong2026!' },
        address: newAddress(),
      });
      expect(response.status).toBe(401);
    }
    const statuses = (
      await Promise.all(
        Array.from({ length: 8 }, () =>
          api('POST', '/login', { body: { email, password: 'Wrong2026!' }, address: newAddress() }),
        ),
      )
    ).map((response) => response.status);
    // At most one was checked; attempts that meet in a slot may all wait.
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(1);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(7);
  });

  it('let the wait grow to its longest and no further, however long failures go on', async () => {
    const email = newEmail();
    await register(email);
    const attempt = (password: string) =>
      api('POST', '/login', { body: { email, password }, address: newAddress() });
    try {
      // One wrong attempt per 8 s: the slots grow to 8 s and stay there.
      for (let i = 0; i < 8; i++) {
        t.now.value = new Date(TEST_NOW.getTime() + i * 8000);
        expect((await attempt('Wrong2026!')).status).toBe(401);
      }
      const waiting = await attempt('Powder2026!');
      expect(Number(waiting.headers['retry-after'])).toBe(8);
      t.now.value = new Date(TEST_NOW.getTime() + 8 * 8000);
      expect((await attempt('Powder2026!')).status).toBe(200);
    } finally {
      t.now.value = TEST_NOW;
    }
  });

  it('answer 429 once an address has made its logins, whatever the e-mails', async () => {
    const address = newAddress();
    const statuses = [];
    for (let i = 0; i < 9; i++) {
      const response = await api('POST', '/login', {
        body: { email: newEmail(), password: 'Wrong2026!' },
        address,
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 429]);
  });

  it('answer 429 once an address has made its requests, whatever the e-mails', async () => {
    const address = newAddress();
    const statuses = [];
    for (let i = 0; i < 9; i++) {
      const response = await api('POST', '/memberships/forgot-password', {
        body: { email: newEmail() },
        address,
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429]);
    const registering = await api('POST', '/memberships/register', {
      body: { firstName: 'A', lastName: 'B', email: newEmail(), password: 'Powder2026!' },
      address,
    });
    // Each action has its own counters.
    expect(registering.status).toBe(201);
  });

  it('keep their counts in the database, shared by every server process', async () => {
    expect(await count('auth_rate_limits')).toBeGreaterThan(0);
  });
});

describe('the human check on a slowed-down account', () => {
  /** Google's siteverify: 'human' passes, anything else fails. */
  let siteverify: SiteverifyStandIn;
  let verifying: TestApp;

  beforeAll(async () => {
    siteverify = await startSiteverifyStandIn();
    verifying = await createTestApp({
      settings: { MEMBER_LOGIN_FREE_FAILURES: '3', ...siteverify.settings },
    });
  });
  afterAll(async () => {
    await verifying.close();
    await siteverify.close();
  });

  async function login(app: TestApp, body: object) {
    const response = await app.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      remoteAddress: newAddress(),
      payload: body,
    });
    return { status: response.statusCode, body: response.json() };
  }

  /** An account whose next attempt has to wait: three failures, then one attempt in its slot. */
  async function slowedDownAccount(app: TestApp) {
    const email = newEmail();
    const password = 'Powder2026!';
    const registered = await app.app.inject({
      method: 'POST',
      url: '/api/v1/memberships/register',
      remoteAddress: newAddress(),
      payload: {
        firstName: 'Ada',
        lastName: 'Skier',
        email,
        password,
        passwordConfirmation: password,
      },
    });
    expect(registered.statusCode).toBe(201);
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await login(app, { email, password: 'Wrong2026!' })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    return { email, password };
  }

  it('lets the owner who passes it in at once, while strangers wait', async () => {
    const { email, password } = await slowedDownAccount(verifying);
    expect((await login(verifying, { email, password })).status).toBe(429);
    const passed = await login(verifying, { email, password, captchaResponse: 'human' });
    expect(passed.status).toBe(200);
    expect(memberSessionResponseSchema.parse(passed.body).data.attributes.token).toBeTruthy();
  });

  it('refuses a failed check with the spec’s text, and logs nobody in', async () => {
    const { email, password } = await slowedDownAccount(verifying);
    const failed = await login(verifying, { email, password, captchaResponse: 'robot' });
    expect(failed.status).toBe(422);
    expect(apiErrorBodySchema.parse(failed.body).errors).toMatchObject({
      code: 'unprocessable',
      message: 'Verification failed.',
    });
    // A wrong password with a passed check is still a failed login.
    const wrong = await login(verifying, {
      email,
      password: 'Wrong2026!',
      captchaResponse: 'human',
    });
    expect(wrong.status).toBe(401);
  });

  it('cannot be claimed while human verification is off', async () => {
    const { email, password } = await slowedDownAccount(t);
    expect((await login(t, { email, password, captchaResponse: 'human' })).status).toBe(429);
  });
});
