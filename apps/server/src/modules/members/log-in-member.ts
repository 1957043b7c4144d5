/** Logging in (SPEC section 7): a wrong e-mail and a wrong password answer alike, in like time. */
import { memberTexts, type LoginBody, type MemberSession } from '@shop/core/member-api';
import { verificationTexts } from '@shop/core/payment';
import { AppError } from '../../http/app-error.ts';
import { startMemberSession } from './member-sessions.ts';
import type { MembersServiceOptions } from './members-service-options.ts';
import { checkAgainstNoPassword, isPasswordCorrect } from './password-hashing.ts';
import { normaliseEmail } from './secret-tokens.ts';

const loginFailed = () => new AppError('unauthorized', memberTexts.loginFailed);

/**
 * An address trying too often is refused; an account tried too often is slowed down, never
 * locked, and a human who passes the check need not wait: strangers' failures cannot keep its
 * owner out. The attempt counts as a failed one until the password proves right.
 */
async function claimLoginAttempt(
  { rateLimiter, verifyCaptcha }: MembersServiceOptions,
  email: string,
  credentials: LoginBody,
  address: string | undefined,
): Promise<void> {
  await rateLimiter.consume('login', { address });
  const humanVerified = Boolean(verifyCaptcha && credentials.captchaResponse);
  if (verifyCaptcha && credentials.captchaResponse)
    if (!(await verifyCaptcha(credentials.captchaResponse, address)))
      throw new AppError('unprocessable', verificationTexts.failed);
  await rateLimiter.claimLoginTurn(email, { humanVerified });
}

/** Logs a member in with a new session. */
export async function logInMember(
  options: MembersServiceOptions,
  credentials: LoginBody,
  address: string | undefined,
): Promise<MemberSession> {
  const { repository, rateLimiter } = options;
  const email = normaliseEmail(credentials.email);
  await claimLoginAttempt(options, email, credentials, address);
  const account = await repository.findCredentialByEmail(email);
  const isCorrect = account?.passwordHash
    ? await isPasswordCorrect(account.passwordHash, credentials.password)
    : await checkAgainstNoPassword(credentials.password);
  // A deactivated account (back office, issue 15) answers as a wrong password does.
  // The attempt was counted as a failure when it was let in.
  if (!account || !isCorrect || account.deactivatedAt) throw loginFailed();
  await rateLimiter.clearLoginFailures(email);
  return startMemberSession(options, account.memberId, account.householdId);
}
