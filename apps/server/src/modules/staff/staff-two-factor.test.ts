/** Two-factor: required for admins before anything else, optional for others; recovery codes. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffTexts, totpEnrolmentResponseSchema } from '@shop/core/staff-api';
import { queryRows } from '../../db/database.ts';
import type { TestApp } from '../../test/test-app.ts';
import {
  addStaff,
  adminClient,
  countRows,
  createStaffTestApp,
  enrolTwoFactor,
  STAFF_PASSWORD,
  totpCode,
} from './staff-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createStaffTestApp();
});
afterAll(() => t.close());

const logIn = (email: string, code?: string) =>
  adminClient(t).call('POST', '/login', {
    body: { email, password: STAFF_PASSWORD, ...(code === undefined ? {} : { code }) },
  });

async function later(seconds: number) {
  t.now.value = new Date(t.now.value.getTime() + seconds * 1000);
}

describe('two-factor authentication', () => {
  it('lets an admin without two-factor do nothing but set it up', async () => {
    const admin = await addStaff(t, 'admin');
    const client = adminClient(t);
    const login = await client.call('POST', '/login', {
      body: { email: admin.email, password: STAFF_PASSWORD },
    });
    expect(login.body.data.mustEnrolTwoFactor).toBe(true);
    const staffList = await client.call('GET', '/staff');
    expect(staffList.status).toBe(403);
    expect(staffList.body.errors).toMatchObject({
      code: 'forbidden',
      message: staffTexts.enrolmentRequired,
    });

    const started = await client.call('POST', '/two-factor');
    const { secret, otpauthUri } = totpEnrolmentResponseSchema.parse(started.body).data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Wasatch Legacy Foundation');
    expect(decodeURIComponent(uri.pathname)).toContain(admin.email);

    const wrong = await client.call('POST', '/two-factor/confirm', { body: { code: '000000' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.fields).toEqual({ code: [staffTexts.codeIncorrect] });
    expect((await client.call('GET', '/staff')).status).toBe(403);

    const confirmed = await client.call('POST', '/two-factor/confirm', {
      body: { code: await totpCode(t, secret) },
    });
    expect(confirmed.status).toBe(200);
    const codes = confirmed.body.data.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);
    expect((await client.call('GET', '/staff')).status).toBe(200);
    expect((await client.call('GET', '/session')).body.data.mustEnrolTwoFactor).toBe(false);

    // Recovery codes are kept only as hashes; the setup is in the audit log.
    const stored = await queryRows<{ code_hash: string }>(
      t.database.db,
      sql`select code_hash from staff_recovery_codes where staff_id = ${admin.id}`,
    );
    expect(stored).toHaveLength(10);
    const typed = codes.map((code) => code.replace('-', ''));
    for (const row of stored) {
      expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(typed.some((code) => row.code_hash.includes(code))).toBe(false);
    }
    expect(
      await countRows(
        t,
        'audit_log',
        sql`action = 'staff.enable-two-factor' and staff_id = ${admin.id}`,
      ),
    ).toBe(1);
    // Set up once: a second setup is refused.
    expect((await client.call('POST', '/two-factor')).status).toBe(409);
  });

  it('asks for a code once two-factor is on, takes each code once, and refuses wrong ones', async () => {
    const manager = await addStaff(t, 'manager');
    const client = adminClient(t);
    await client.call('POST', '/login', {
      body: { email: manager.email, password: STAFF_PASSWORD },
    });
    const { secret } = await enrolTwoFactor(t, client);
    await later(30);

    const withoutCode = await logIn(manager.email);
    expect(withoutCode.status).toBe(401);
    expect(withoutCode.body.errors).toMatchObject({
      message: staffTexts.codeRequired,
      fields: { code: [staffTexts.codeRequired] },
    });
    expect(String(withoutCode.headers['set-cookie'] ?? '')).not.toContain('staff_session');

    const wrong = await logIn(manager.email, '123456');
    expect(wrong.status).toBe(401);
    expect(wrong.body.errors.message).toBe(staffTexts.codeIncorrect);

    const code = await totpCode(t, secret);
    expect((await logIn(manager.email, code)).status).toBe(200);
    // The same code again (a replay) is refused, and so is an old one.
    expect((await logIn(manager.email, code)).status).toBe(401);
    expect((await logIn(manager.email, await totpCode(t, secret, -60))).status).toBe(401);
    // A wrong password with a right code is still the login failure.
    await later(30);
    const wrongPassword = await adminClient(t).call('POST', '/login', {
      body: { email: manager.email, password: 'Backcountry-2027', code: await totpCode(t, secret) },
    });
    expect(wrongPassword.body.errors.message).toBe(staffTexts.loginFailed);
  });

  it('takes a recovery code in place of the app, each once, however it is typed', async () => {
    const boxOffice = await addStaff(t, 'box-office');
    const client = adminClient(t);
    await client.call('POST', '/login', {
      body: { email: boxOffice.email, password: STAFF_PASSWORD },
    });
    const { recoveryCodes } = await enrolTwoFactor(t, client);
    const [first, second] = recoveryCodes as [string, string];

    expect((await logIn(boxOffice.email, first)).status).toBe(200);
    expect((await logIn(boxOffice.email, first)).status).toBe(401);
    expect(
      (await logIn(boxOffice.email, ` ${second.toUpperCase().replace('-', ' ')} `)).status,
    ).toBe(200);
    expect(
      await countRows(
        t,
        'staff_recovery_codes',
        sql`staff_id = ${boxOffice.id} and used_at is not null`,
      ),
    ).toBe(2);
    expect(
      await countRows(
        t,
        'audit_log',
        sql`action = 'staff.use-recovery-code' and staff_id = ${boxOffice.id}`,
      ),
    ).toBe(2);
  });

  it('leaves two-factor optional for other roles', async () => {
    const checkIn = await addStaff(t, 'check-in');
    const login = await logIn(checkIn.email);
    expect(login.status).toBe(200);
    expect(login.body.data).toMatchObject({
      mustEnrolTwoFactor: false,
      staff: { twoFactorEnabled: false },
    });
  });

  it('refuses to confirm a setup that was never started', async () => {
    const checkIn = await addStaff(t, 'check-in');
    const client = adminClient(t);
    await client.call('POST', '/login', {
      body: { email: checkIn.email, password: STAFF_PASSWORD },
    });
    const confirm = await client.call('POST', '/two-factor/confirm', { body: { code: '123456' } });
    expect(confirm.status).toBe(409);
    expect(confirm.body.errors.message).toBe(staffTexts.noEnrolment);
  });
});

describe('renewing recovery codes', () => {
  it('gives new codes for the password or an app code; the old ones stop working', async () => {
    const manager = await addStaff(t, 'manager');
    const client = adminClient(t);
    await client.call('POST', '/login', {
      body: { email: manager.email, password: STAFF_PASSWORD },
    });
    const { secret, recoveryCodes: firstCodes } = await enrolTwoFactor(t, client);

    const byPassword = await client.call('POST', '/two-factor/recovery-codes', {
      body: { proof: STAFF_PASSWORD },
    });
    expect(byPassword.status, JSON.stringify(byPassword.body)).toBe(200);
    const secondCodes = byPassword.body.data.recoveryCodes as string[];
    expect(secondCodes).toHaveLength(10);
    expect(secondCodes.filter((code) => firstCodes.includes(code))).toEqual([]);
    expect((await logIn(manager.email, firstCodes[0])).status).toBe(401);

    await later(30);
    const byCode = await client.call('POST', '/two-factor/recovery-codes', {
      body: { proof: await totpCode(t, secret) },
    });
    expect(byCode.status, JSON.stringify(byCode.body)).toBe(200);
    const thirdCodes = byCode.body.data.recoveryCodes as string[];
    expect((await logIn(manager.email, secondCodes[0])).status).toBe(401);
    expect((await logIn(manager.email, thirdCodes[0])).status).toBe(200);
    expect(
      await countRows(
        t,
        'audit_log',
        sql`action = 'staff.renew-recovery-codes' and staff_id = ${manager.id}`,
      ),
    ).toBe(2);
  });

  it('refuses a wrong password, a wrong or used code, and an account without two-factor', async () => {
    const boxOffice = await addStaff(t, 'box-office');
    const client = adminClient(t);
    await client.call('POST', '/login', {
      body: { email: boxOffice.email, password: STAFF_PASSWORD },
    });
    const off = await client.call('POST', '/two-factor/recovery-codes', {
      body: { proof: STAFF_PASSWORD },
    });
    expect(off.status).toBe(409);
    expect(off.body.errors.message).toBe(staffTexts.noEnrolment);

    await later(30);
    const { secret, recoveryCodes } = await enrolTwoFactor(t, client);
    const hashes = async () =>
      (
        await queryRows<{ code_hash: string }>(
          t.database.db,
          sql`select code_hash from staff_recovery_codes where staff_id = ${boxOffice.id} order by id`,
        )
      ).map((row) => row.code_hash);
    const before = await hashes();
    const audits = await countRows(t, 'audit_log');
    for (const proof of ['Not-The-Password-1', '000000', recoveryCodes[0]!]) {
      const refused = await client.call('POST', '/two-factor/recovery-codes', { body: { proof } });
      expect(refused.status, proof).toBe(422);
      expect(refused.body.errors.fields.proof).toEqual([staffTexts.proofIncorrect]);
    }
    // The code that set two-factor up was taken then: it cannot be used again.
    const reused = await client.call('POST', '/two-factor/recovery-codes', {
      body: { proof: await totpCode(t, secret) },
    });
    expect(reused.status).toBe(422);
    const empty = await client.call('POST', '/two-factor/recovery-codes', { body: { proof: '' } });
    expect(empty.status).toBe(400);
    expect(await hashes()).toEqual(before);
    expect(await countRows(t, 'audit_log')).toBe(audits);

    const anonymous = await adminClient(t).call('POST', '/two-factor/recovery-codes', {
      body: { proof: STAFF_PASSWORD },
    });
    expect(anonymous.status).toBe(401);
  });
});
