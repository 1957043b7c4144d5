/** Forgotten passwords: the reset link, used once, kept only as a hash. */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.ts';
import { captureMail, captureMembershipMail } from '../../test/captured-mail.ts';
import { TEST_NOW, testSettings, workerClockOf, type TestApp } from '../../test/test-app.ts';
import { deliverDueMessages } from '../../worker/deliver-outbox.ts';
import { createOutboxHandlers } from '../../worker/outbox-handlers.ts';
import { createOutboxRepository } from '../../worker/outbox-repository.ts';
import { bindMembersApi, createMembersTestApp, newAddress, newEmail } from './members-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createMembersTestApp();
});
afterAll(() => t.close());
const { api, count, register, latestResetToken } = bindMembersApi(() => t);

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
      clock: workerClockOf(t),
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
