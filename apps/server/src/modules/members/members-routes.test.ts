import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@shop/core/api-error';
import {
  householdResponseSchema,
  memberMessageResponseSchema,
  memberSessionResponseSchema,
} from '@shop/core/member-api';
import { queryRows } from '../../db/database.ts';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from '../../seed/demo-memberships.ts';
import { captureMail, captureMembershipMail } from '../../test/captured-mail.ts';
import { startSiteverifyStandIn, type SiteverifyStandIn } from '../../test/siteverify-stand-in.ts';
import { createTestApp, TEST_NOW, testSettings, type TestApp } from '../../test/test-app.ts';
import { deliverDueMessages } from '../../worker/deliver-outbox.ts';
import { createOutboxHandlers } from '../../worker/outbox-handlers.ts';
import { createOutboxRepository } from '../../worker/outbox-repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    settings: {
      MEMBER_RATE_LIMIT_PER_ACCOUNT: '5',
      MEMBER_RATE_LIMIT_PER_ADDRESS: '8',
      MEMBER_LOGIN_FREE_FAILURES: '3',
      MEMBER_LOGIN_MAX_DELAY_SECONDS: '8',
    },
  });
});
afterAll(() => t.close());

let addressCount = 0;
/** Each test calls from its own address, so the per-address limit is its own. */
function newAddress(): string {
  addressCount += 1;
  return `10.0.${Math.floor(addressCount / 250)}.${(addressCount % 250) + 1}`;
}

type Method = 'GET' | 'POST' | 'DELETE';
async function api(
  method: Method,
  url: string,
  options: { body?: object; token?: string; address?: string } = {},
) {
  const response = await t.app.inject({
    method,
    url: `/api/v1${url}`,
    remoteAddress: options.address ?? '127.0.0.1',
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    ...(options.body ? { payload: options.body } : {}),
  });
  return { status: response.statusCode, headers: response.headers, body: response.json() };
}

async function count(table: string, where = sql`true`) {
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`,
  );
  return Number(row!.n);
}

let emailCount = 0;
function newEmail(): string {
  emailCount += 1;
  return `skier${emailCount}@example.org`;
}

async function register(email: string, address = newAddress(), password = 'Powder2026!') {
  const response = await api('POST', '/memberships/register', {
    body: { firstName: 'Ada', lastName: 'Skier', email, password, passwordConfirmation: password },
    address,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return memberSessionResponseSchema.parse(response.body).data.attributes;
}

/** The JSON structure of a body: every value replaced by its type. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shapeOf(item)]));
  return value === null ? 'null' : typeof value;
}

/** The reset link of the newest 'password-reset' e-mail queued for an address. */
async function latestResetToken(email: string): Promise<string> {
  const [row] = await queryRows<{ payload: { secrets: { resetUrl: string } } }>(
    t.database.db,
    sql`select payload from outbox where kind = 'password-reset' and payload->>'email' = ${email} order by id desc limit 1`,
  );
  return new URL(row!.payload.secrets.resetUrl).searchParams.get('token')!;
}

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

describe('forgotten passwords', () => {
  it('answers known and unknown e-mails identically, and e-mails a link only to the known', async () => {
    const email = newEmail();
    await register(email);
    const before = await count('outbox', sql`kind = 'password-reset'`);
    const known = await api('POST', '/memberships/forgot-password', {
      body: { email },
      address: newAddress(),
    });
    const unknown = await api('POST', '/memberships/forgot-password', {
      body: { email: 'nobody@example.org' },
      address: newAddress(),
    });
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(unknown.status).toBe(known.status);
    expect(known.body.data.message).toBe(
      'We have sent a password reset link to the email provided.',
    );
    expect(await count('outbox', sql`kind = 'password-reset'`)).toBe(before + 1);
    const token = await latestResetToken(email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await count('password_reset_tokens', sql`token_hash = ${token}`)).toBe(0);
  });

  it('resets the password once: the new one logs in, the old one and old sessions do not', async () => {
    const email = newEmail();
    const { token: oldSession } = await register(email);
    await api('POST', '/memberships/forgot-password', { body: { email }, address: newAddress() });
    const token = await latestResetToken(email);

    const reset = await api('POST', '/memberships/reset-password', {
      body: { token, password: 'Sn0wfall2027', passwordConfirmation: 'Sn0wfall2027' },
      address: newAddress(),
    });
    expect(reset.status).toBe(200);
    expect(reset.body.data.message).toBe('You successfully reset your password.');

    const login = (password: string) =>
      api('POST', '/login', { body: { email, password }, address: newAddress() });
    expect((await login('Sn0wfall2027')).status).toBe(200);
    expect((await login('Powder2026!')).status).toBe(401);
    expect((await api('GET', '/session', { token: oldSession })).status).toBe(401);

    const again = await api('POST', '/memberships/reset-password', {
      body: { token, password: 'Another2028' },
      address: newAddress(),
    });
    expect(again.status).toBe(422);
    expect(again.body.errors.message).toBe(
      'We are unable to reset your password at this time. Please contact customer service.',
    );
    expect((await login('Another2028')).status).toBe(401);
  });

  it('refuses an expired link and an unknown token, and changes no password', async () => {
    const email = newEmail();
    await register(email);
    await api('POST', '/memberships/forgot-password', { body: { email }, address: newAddress() });
    const token = await latestResetToken(email);
    t.now.value = new Date(TEST_NOW.getTime() + 61 * 60_000);
    try {
      const expired = await api('POST', '/memberships/reset-password', {
        body: { token, password: 'Sn0wfall2027' },
        address: newAddress(),
      });
      expect(expired.status).toBe(422);
      const unknown = await api('POST', '/memberships/reset-password', {
        body: { token: 'x'.repeat(43), password: 'Sn0wfall2027' },
        address: newAddress(),
      });
      expect(unknown.status).toBe(422);
      const login = await api('POST', '/login', {
        body: { email, password: 'Powder2026!' },
        address: newAddress(),
      });
      expect(login.status).toBe(200);
    } finally {
      t.now.value = TEST_NOW;
    }
  });

  it('keeps the reset token only as its hash once the e-mail is sent: the outbox row loses the link', async () => {
    const email = newEmail();
    await register(email);
    await api('POST', '/memberships/forgot-password', { body: { email }, address: newAddress() });
    const { sent, mailer } = captureMail();
    await deliverDueMessages({
      repository: createOutboxRepository(t.database.db),
      handlers: createOutboxHandlers({
        db: t.database.db,
        settings: testSettings(),
        mailer,
        clock: () => t.now.value,
      }),
      clock: () => t.now.value,
      log: t.app.log,
      maxAttempts: 8,
    });
    const mail = sent.find((message) => message.to === email);
    const link = /https?:\/\/\S+\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(mail!.text);
    const token = link![1]!;

    const [row] = await queryRows<{ status: string; payload: unknown }>(
      t.database.db,
      sql`select status, payload from outbox where kind = 'password-reset' and payload->>'email' = ${email}`,
    );
    expect(row!.status).toBe('sent');
    expect(JSON.stringify(row!.payload)).not.toContain(token);
    expect(JSON.stringify(row!.payload)).not.toContain('reset-password');
    const resetRows = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select * from password_reset_tokens where token_hash = ${createHash('sha256').update(token).digest('hex')}`,
    );
    expect(resetRows).toHaveLength(1);
    expect(JSON.stringify(resetRows)).not.toContain(token);

    // The link in the e-mail is the one that works.
    const reset = await api('POST', '/memberships/reset-password', {
      body: { token, password: 'Sn0wfall2027', passwordConfirmation: 'Sn0wfall2027' },
      address: newAddress(),
    });
    expect(reset.status).toBe(200);
  });

  it('e-mails the reset link in the shop’s look, with a plain-text part', async () => {
    const { sent, handlers } = captureMembershipMail(t.database.db, () => t.now.value);
    await handlers['password-reset']!({
      email: 'ada@example.org',
      firstName: 'Ada <b>',
      secrets: { resetUrl: 'https://shop.example.org/reset-password?token=abc' },
      expiresAt: new Date(TEST_NOW.getTime() + 60 * 60_000).toISOString(),
    });
    const [message] = sent;
    expect(message).toMatchObject({ to: 'ada@example.org', subject: 'Reset your password' });
    expect(message!.html).toContain('href="https://shop.example.org/reset-password?token=abc"');
    expect(message!.html).toContain('Hello Ada &lt;b&gt;,');
    expect(message!.html).toContain('Wasatch Legacy Foundation');
    expect(message!.text).toContain(
      'Choose a new password here: https://shop.example.org/reset-password?token=abc',
    );
    expect(message!.text).toContain('within the next 60 minutes');
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
