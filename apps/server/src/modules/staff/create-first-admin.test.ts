/** The first admin from the command line: `npm run admin:create`, never a default password. */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffTexts } from '@shop/core/staff-api';
import { entryArgs } from '../../test/shop-process.ts';
import { createPostgresTestDatabase } from '../../test/test-database.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createFirstAdmin } from './create-first-admin.ts';
import { adminClient, countRows, createStaffTestApp, newStaffEmail } from './staff-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createStaffTestApp();
});
afterAll(() => t.close());

async function run(argv: string[], password = 'Summit-Admin-2026') {
  const out: string[] = [];
  const err: string[] = [];
  const asked: boolean[] = [];
  const code = await createFirstAdmin(
    { db: t.database.db, clock: () => t.now.value, publicUrl: 'https://tickets.example.org' },
    argv,
    {
      readPassword: async (fromStdin) => {
        asked.push(fromStdin);
        return password;
      },
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    },
  );
  return { code, out: out.join('\n'), err: err.join('\n'), asked };
}

describe('npm run admin:create', () => {
  it('creates an admin who must set two-factor up at the first login, audited', async () => {
    const email = newStaffEmail('first');
    const result = await run(['--email', email, '--name', 'Robin Summit', '--password-stdin']);
    expect(result).toMatchObject({ code: 0, err: '', asked: [true] });
    expect(result.out).toBe(
      `Admin ${email} created. Log in at https://tickets.example.org/admin/login and set up two-factor authentication.`,
    );
    const login = await adminClient(t).call('POST', '/login', {
      body: { email, password: 'Summit-Admin-2026' },
    });
    expect(login.status).toBe(200);
    expect(login.body.data).toMatchObject({
      mustEnrolTwoFactor: true,
      staff: { role: 'admin', name: 'Robin Summit' },
    });
    expect(
      await countRows(
        t,
        'audit_log',
        sql`action = 'staff.create' and staff_id is null and after->>'email' = ${email}`,
      ),
    ).toBe(1);
  });

  it('refuses a weak password with the rules it breaks, and writes nothing', async () => {
    const email = newStaffEmail('weak');
    const before = await countRows(t, 'staff');
    const result = await run(['--email', email, '--name', 'Weak'], 'password');
    expect(result.code).toBe(1);
    expect(result.asked).toEqual([false]);
    expect(result.err).toContain(staffTexts.passwordTooShort);
    expect(result.err).toContain(staffTexts.passwordTooPlain);
    expect(await countRows(t, 'staff')).toBe(before);
    const named = await run(['--email', `robin.summit@x.org`, '--name', 'R'], 'Robin.Summit-2026');
    expect(named.err).toContain(staffTexts.passwordHasEmail);
  });

  it('refuses a taken e-mail, a bad one, and a call without --email or --name', async () => {
    const email = newStaffEmail('twice');
    expect((await run(['--email', email, '--name', 'Once'])).code).toBe(0);
    const again = await run(['--email', email.toUpperCase(), '--name', 'Twice']);
    expect(again).toMatchObject({
      code: 1,
      err: `The admin was not created: ${staffTexts.emailTaken}`,
    });
    expect((await run(['--email', 'not-an-email', '--name', 'Bad'])).err).toContain(
      'email: Invalid email address',
    );
    for (const argv of [
      ['--name', 'No Email'],
      ['--email', newStaffEmail()],
      ['--emale', 'x'],
    ]) {
      const usage = await run(argv);
      expect(usage.code).toBe(2);
      expect(usage.err).toContain('Usage: npm run admin:create -- --email EMAIL --name NAME');
      expect(usage.asked).toEqual([]);
    }
  });
});

describe('the admin:create script', () => {
  it('reads the password from stdin and creates the admin in the configured database', async () => {
    const root = fileURLToPath(new URL('../../../../../', import.meta.url));
    const dataDir = await mkdtemp(path.join(tmpdir(), 'admin-create-'));
    const postgres = await createPostgresTestDatabase();
    try {
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        NODE_ENV: 'development',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        PUBLIC_URL: 'http://localhost:3000',
        DATABASE_URL: postgres?.url ?? '',
      };
      if (!postgres) delete env.DATABASE_URL;
      const child = spawn(
        process.execPath,
        [
          ...entryArgs('admin-create'),
          '--email',
          'ops@wasatchlegacy.org',
          '--name',
          'Ops',
          '--password-stdin',
        ],
        { cwd: root, env, stdio: ['pipe', 'pipe', 'pipe'] },
      );
      let output = '';
      child.stdout.on('data', (chunk) => (output += String(chunk)));
      child.stderr.on('data', (chunk) => (output += String(chunk)));
      child.stdin.end('Summit-Admin-2026\n');
      const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
      expect(output).toContain('Admin ops@wasatchlegacy.org created.');
      expect(code).toBe(0);
    } finally {
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
