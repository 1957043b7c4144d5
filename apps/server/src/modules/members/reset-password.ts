/** Setting a new password with the token of a reset link. */
import { memberTexts, type ResetPasswordBody } from '@shop/core/member-api';
import { AppError } from '../../http/app-error.ts';
import type { MembersServiceOptions } from './members-service-options.ts';
import { hashPassword } from './password-hashing.ts';
import { hashSecretToken } from './secret-tokens.ts';

/**
 * Sets a new password with a reset token, once: a used, expired or unknown token answers the
 * spec's failure. Every session of the member ends, and other reset links stop working.
 */
export async function resetPassword(
  { repository, rateLimiter, clock }: MembersServiceOptions,
  body: ResetPasswordBody,
  address: string | undefined,
): Promise<void> {
  // Per address only: the token names the account, and 256 random bits cannot be guessed.
  await rateLimiter.consume('reset-password', { address });
  const passwordHash = await hashPassword(body.password);
  const now = clock();
  const memberId = await repository.transaction(async (tx) => {
    const owner = await repository.useResetToken(tx, hashSecretToken(body.token), now);
    if (owner === undefined) return undefined;
    await repository.setPassword(tx, owner, passwordHash, now);
    await repository.retireResetTokensOf(tx, owner, now);
    await repository.revokeSessionsOf(tx, owner, now);
    return owner;
  });
  if (memberId === undefined) throw new AppError('unprocessable', memberTexts.resetFailed);
}
