/**
 * `npm run admin:create -- --email … --name …` (issue 14): the first admin, made from the command
 * line and never by a default password. The password is read from stdin with
 * `--password-stdin` (for scripts), else asked for twice at the terminal, unseen; a weak one is
 * refused with the rules it breaks. The account must set two-factor up at its first login.
 */
import { parseArgs } from 'node:util';
import { createStaffBodySchema, type CreateStaffBody } from '@shop/core/staff-api';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { createStaffAccount } from './create-staff-account.ts';

export const adminCreateUsage =
  'Usage: npm run admin:create -- --email EMAIL --name NAME [--password-stdin]';

export interface CreateAdminIo {
  /** The password: stdin's whole text with `--password-stdin`, else asked at the terminal. */
  readPassword(fromStdin: boolean): Promise<string>;
  out(line: string): void;
  err(line: string): void;
}

function parseCommand(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      'password-stdin': { type: 'boolean', default: false },
    },
    strict: true,
  });
  return values;
}

function describeProblems(error: { issues: { path: PropertyKey[]; message: string }[] }): string[] {
  return error.issues.map((issue) => `${issue.path.join('.') || 'input'}: ${issue.message}`);
}

/** Runs the command; answers the process's exit code. */
export async function createFirstAdmin(
  deps: { db: Database; clock: () => Date; publicUrl: string },
  argv: string[],
  io: CreateAdminIo,
): Promise<number> {
  let values: ReturnType<typeof parseCommand>;
  try {
    values = parseCommand(argv);
  } catch (error) {
    io.err(`${(error as Error).message}\n${adminCreateUsage}`);
    return 2;
  }
  if (!values.email || !values.name) {
    io.err(adminCreateUsage);
    return 2;
  }
  const password = await io.readPassword(values['password-stdin']);
  const parsed = createStaffBodySchema.safeParse({
    email: values.email,
    name: values.name,
    role: 'admin',
    password,
  });
  if (!parsed.success) {
    io.err(['The admin was not created:', ...describeProblems(parsed.error)].join('\n  '));
    return 1;
  }
  return createAccount(deps, { ...parsed.data, password }, io);
}

async function createAccount(
  deps: { db: Database; clock: () => Date; publicUrl: string },
  body: CreateStaffBody & { password: string },
  io: CreateAdminIo,
): Promise<number> {
  try {
    const admin = await createStaffAccount(deps, null, body);
    io.out(
      `Admin ${admin.email} created. Log in at ${deps.publicUrl}/admin/login and set up two-factor authentication.`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    io.err(`The admin was not created: ${error.message}`);
    return 1;
  }
}
