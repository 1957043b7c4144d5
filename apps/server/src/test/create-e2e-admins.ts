/**
 * Makes an e2e shop's admins before its server starts, each as `npm run admin:create` makes the
 * first admin of a real shop (the same use case, password rules and two-factor duty), but in one
 * process: one start-up and one migration for all of them instead of one `tsx` run each, which
 * took most of a minute on a busy machine. The admins come as JSON in E2E_ADMINS (see
 * playwright.config.ts); the database is the one the server's settings name (DATA_DIR, or
 * DATABASE_URL: a PostgreSQL database made afresh here, through E2E_DATABASE_ADMIN_URL's server).
 */
import { loadSettings } from '../config/settings.ts';
import { openDatabase } from '../db/database.ts';
import { createFirstAdmin } from '../modules/staff/create-first-admin.ts';
import { recreateDatabase } from './postgres-admin.ts';

interface E2eAdmin {
  email: string;
  password: string;
  name: string;
}

const admins = JSON.parse(process.env.E2E_ADMINS ?? '[]') as E2eAdmin[];
const settings = loadSettings(process.env);
if (settings.DATABASE_URL && process.env.E2E_DATABASE_ADMIN_URL)
  await recreateDatabase(process.env.E2E_DATABASE_ADMIN_URL, settings.DATABASE_URL);
const database = await openDatabase(settings);
let exitCode = 0;
try {
  await database.migrate();
  for (const admin of admins) {
    exitCode = await createFirstAdmin(
      { db: database.db, clock: () => new Date(), publicUrl: settings.PUBLIC_URL },
      ['--email', admin.email, '--name', admin.name, '--password-stdin'],
      {
        readPassword: async () => admin.password,
        out: (line) => console.log(line),
        err: (line) => console.error(line),
      },
    );
    if (exitCode !== 0) break;
  }
} finally {
  await database.close();
}
process.exit(exitCode);
