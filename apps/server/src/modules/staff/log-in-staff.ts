/**
 * Staff login (issue 14): e-mail and password, then, once two-factor is set up, a code from the
 * app or a recovery code. A wrong e-mail, a wrong password and a deactivated account answer
 * alike, in like time; an address trying too often is refused and an account tried too often is
 * slowed down, as for members.
 */
import { staffTexts, type StaffLoginBody } from '@shop/core/staff-api';
import { AppError } from '../../http/app-error.ts';
import { recordStaffAccess } from '../audit/index.ts';
import { checkAgainstNoPassword, isPasswordCorrect, normaliseEmail } from '../members/index.ts';
import { checkSecondFactor } from './check-second-factor.ts';
import { findStaffByEmail } from './staff-accounts-repository.ts';
import type { StaffServiceOptions } from './staff-service-options.ts';
import { startStaffSession } from './staff-sessions.ts';

const loginFailed = () => new AppError('unauthorized', staffTexts.loginFailed);

/** A refused log-in is audited with the e-mail tried (decision 085); answers the error to throw. */
async function refuseLogin(
  options: StaffServiceOptions,
  email: string,
  accountId: number | null,
  error: AppError,
): Promise<AppError> {
  const event = { action: 'staff.log-in-failed', accountId, email } as const;
  await recordStaffAccess(options.db, { ...event, at: options.clock() });
  return error;
}

export async function logInStaff(
  options: StaffServiceOptions,
  body: StaffLoginBody,
  address: string | undefined,
) {
  const { rateLimiter, db } = options;
  const email = normaliseEmail(body.email);
  await rateLimiter.consume('staff-login', { address });
  // Counted as a failure from here on, so guesses sent at once count one by one.
  const turn = await rateLimiter.claimLoginTurn(email);
  const account = await findStaffByEmail(db, email);
  const isCorrect = account
    ? await isPasswordCorrect(account.passwordHash, body.password)
    : await checkAgainstNoPassword(body.password);
  if (!account || !isCorrect || account.deactivatedAt !== null)
    throw await refuseLogin(options, email, account?.id ?? null, loginFailed());
  if (account.totpSecret !== null) {
    if (body.code === undefined) {
      // The right password, the code still to come: neither a failure nor a login.
      await turn.release();
      throw new AppError('unauthorized', staffTexts.codeRequired, {
        fields: { code: [staffTexts.codeRequired] },
      });
    }
    if (!(await checkSecondFactor(options, account, body.code))) {
      throw await refuseLogin(
        options,
        email,
        account.id,
        new AppError('unauthorized', staffTexts.codeIncorrect, {
          fields: { code: [staffTexts.codeIncorrect] },
        }),
      );
    }
  }
  await rateLimiter.clearLoginFailures(email);
  const started = await startStaffSession(options, account);
  await recordStaffAccess(db, {
    action: 'staff.log-in',
    accountId: account.id,
    at: options.clock(),
  });
  return started;
}
