/**
 * TOTP secrets are kept encrypted (issue 29, item 15): a dump of the staff table holds no secret
 * an authenticator app could be set up with, two-factor logins work as before, a secret stored in
 * clear by an earlier version is encrypted by the start-up pass (decision 075), and a key that
 * is not the one the secrets were sealed with fails with a message naming TOTP_ENCRYPTION_KEY.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.ts';
import { loadSettings } from '../../config/settings.ts';
import type { TestApp } from '../../test/test-app.ts';
import { sealStoredTotpSecrets } from './seal-totp-secrets.ts';
import {
  addStaff,
  adminClient,
  createStaffTestApp,
  STAFF_PASSWORD,
  totpCode,
} from './staff-test-kit.ts';
import {
  createTotpSecretBox,
  createTotpSecretBoxFromSettings,
  DEVELOPMENT_TOTP_KEY,
  TotpKeyError,
} from './totp-secret-box.ts';

const KEY = Buffer.alloc(32, 42).toString('base64');

let t: TestApp;
beforeAll(async () => {
  t = await createStaffTestApp({ TOTP_ENCRYPTION_KEY: KEY });
});
afterAll(() => t.close());

const logIn = (email: string, code?: string) =>
  adminClient(t).call('POST', '/login', {
    body: { email, password: STAFF_PASSWORD, ...(code === undefined ? {} : { code }) },
  });

async function later(seconds: number) {
  t.now.value = new Date(t.now.value.getTime() + seconds * 1000);
}

/** The staff table as a dump shows it: every column of every row, as text. */
async function dumpStaff(): Promise<string> {
  const rows = await queryRows<{ row: string }>(
    t.database.db,
    sql`select row_to_json(s)::text as row from staff s`,
  );
  return rows.map((row) => row.row).join('\n');
}

async function storedSecrets(staffId: number) {
  const [row] = await queryRows<{ secret: string | null; pending: string | null }>(
    t.database.db,
    sql`select totp_secret as secret, totp_pending_secret as pending from staff where id = ${staffId}`,
  );
  return row!;
}

/** An account with two-factor set up through the API; answers it and the app's secret. */
async function enrolledManager() {
  const manager = await addStaff(t, 'manager');
  const client = adminClient(t);
  await client.call('POST', '/login', { body: { email: manager.email, password: STAFF_PASSWORD } });
  const started = await client.call('POST', '/two-factor');
  const secret = started.body.data.secret as string;
  // Pending, the secret is already kept encrypted.
  expect((await storedSecrets(manager.id)).pending).toMatch(/^v1:/);
  expect(await dumpStaff()).not.toContain(secret);
  const confirmed = await client.call('POST', '/two-factor/confirm', {
    body: { code: await totpCode(t, secret) },
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return { manager, secret };
}

describe('TOTP secrets at rest', () => {
  it('are not in the database in clear, and the code from the app still logs in', async () => {
    const { manager, secret } = await enrolledManager();
    const stored = await storedSecrets(manager.id);
    expect(stored.pending).toBeNull();
    expect(stored.secret).toMatch(/^v1:[A-Za-z0-9_-]+$/);
    expect(await dumpStaff()).not.toContain(secret);
    // Sealed with TOTP_ENCRYPTION_KEY, so that key, and only it, opens it.
    expect(createTotpSecretBoxFromSettings({ TOTP_ENCRYPTION_KEY: KEY }).open(stored.secret!)).toBe(
      secret,
    );

    await later(30);
    expect((await logIn(manager.email, '000000')).status).toBe(401);
    expect((await logIn(manager.email, await totpCode(t, secret))).status).toBe(200);
  });

  it('stored in clear by an earlier version still log in, and the start-up pass encrypts them', async () => {
    const { manager, secret } = await enrolledManager();
    await queryRows(
      t.database.db,
      sql`update staff set totp_secret = ${secret} where id = ${manager.id}`,
    );
    await later(30);
    expect((await logIn(manager.email, await totpCode(t, secret))).status).toBe(200);

    const box = createTotpSecretBoxFromSettings({ TOTP_ENCRYPTION_KEY: KEY });
    expect(await sealStoredTotpSecrets(t.database.db, box)).toBe(1);
    expect(await dumpStaff()).not.toContain(secret);
    // Run again (another process starting), nothing is left to encrypt.
    expect(await sealStoredTotpSecrets(t.database.db, box)).toBe(0);
    await later(30);
    expect((await logIn(manager.email, await totpCode(t, secret))).status).toBe(200);
  });

  it('cannot be read with another key: the start-up pass fails naming TOTP_ENCRYPTION_KEY', async () => {
    await enrolledManager();
    const otherKey = createTotpSecretBox(Buffer.alloc(32, 1));
    const refusal = sealStoredTotpSecrets(t.database.db, otherKey);
    await expect(refusal).rejects.toBeInstanceOf(TotpKeyError);
    await expect(refusal).rejects.toThrow(
      /^TOTP_ENCRYPTION_KEY does not decrypt the staff's stored two-factor secrets/,
    );
  });

  it('use a development key only outside production, where the key is required', () => {
    expect(
      createTotpSecretBox(DEVELOPMENT_TOTP_KEY).open(
        createTotpSecretBoxFromSettings(loadSettings({})).seal('JBSWY3DPEHPK3PXP'),
      ),
    ).toBe('JBSWY3DPEHPK3PXP');
    expect(() => loadSettings({ NODE_ENV: 'production' })).toThrow(
      /TOTP_ENCRYPTION_KEY: is required with NODE_ENV=production/,
    );
  });
});
