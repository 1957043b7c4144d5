/** `npm run admin:create -- --email … --name … [--password-stdin]`: the first admin account. */
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import {
  loadEnvFileIfPresent,
  loadSettings,
  SettingsError,
  type Settings,
} from '../config/settings.ts';
import { openDatabase } from '../db/database.ts';
import { createFirstAdmin } from '../modules/staff/create-first-admin.ts';

async function readAll(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  // A shell's `echo` or a file ends with a line break that is no part of the password.
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

/** Asks at the terminal without echoing what is typed. */
async function askUnseen(question: string): Promise<string> {
  const muted = new Writable({ write: (_chunk, _encoding, done) => done() });
  process.stdout.write(question);
  const prompt = createInterface({ input: process.stdin, output: muted, terminal: true });
  try {
    return await prompt.question('');
  } finally {
    prompt.close();
    process.stdout.write('\n');
  }
}

async function readPassword(fromStdin: boolean): Promise<string> {
  if (fromStdin) return readAll();
  if (!process.stdin.isTTY) {
    console.error('No terminal to ask the password at: pipe it in with --password-stdin.');
    process.exit(2);
  }
  const password = await askUnseen('Password: ');
  if ((await askUnseen('Password again: ')) !== password) {
    console.error('The passwords do not match.');
    process.exit(1);
  }
  return password;
}

loadEnvFileIfPresent();
function loadCommandSettings(): Settings {
  try {
    return loadSettings(process.env);
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
const settings = loadCommandSettings();
const database = await openDatabase(settings);
async function run(): Promise<number> {
  try {
    await database.migrate();
    return await createFirstAdmin(
      { db: database.db, clock: () => new Date(), publicUrl: settings.PUBLIC_URL },
      process.argv.slice(2),
      { readPassword, out: (line) => console.log(line), err: (line) => console.error(line) },
    );
  } finally {
    await database.close();
  }
}
process.exit(await run());
