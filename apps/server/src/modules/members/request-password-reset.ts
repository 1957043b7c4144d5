/** The forgot-password request (SPEC section 7): a reset link by e-mail, for an account only. */
import type { Writer } from './member-rows.ts';
import type { MembersServiceOptions } from './members-service-options.ts';
import type { PasswordResetPayload } from './password-reset-email.ts';
import { generateSecretToken, hashSecretToken, normaliseEmail } from './secret-tokens.ts';

/**
 * Sends a reset link when the e-mail has an account; answers the same either way, so the answer
 * tells nobody whether an address is registered.
 */
export async function requestPasswordReset(
  options: MembersServiceOptions,
  rawEmail: string,
  address: string | undefined,
): Promise<void> {
  const { repository } = options;
  const email = normaliseEmail(rawEmail);
  await options.rateLimiter.consume('forgot-password', { account: email, address });
  const account = await repository.findCredentialByEmail(email);
  if (!account || account.deactivatedAt) return;
  await repository.transaction((tx) => queuePasswordReset(options, tx, account));
}

/**
 * Makes a reset token for the account and queues its e-mail in the caller's transaction (the
 * back office sends one from the member's page, with its audit entry).
 */
export async function queuePasswordReset(
  options: Pick<
    MembersServiceOptions,
    'repository' | 'clock' | 'passwordResetMinutes' | 'publicUrl'
  >,
  tx: Writer,
  account: { memberId: number; email: string; firstName: string },
): Promise<void> {
  const { repository } = options;
  const token = generateSecretToken();
  const expiresAt = new Date(options.clock().getTime() + options.passwordResetMinutes * 60_000);
  await repository.insertResetToken(tx, account.memberId, hashSecretToken(token), expiresAt);
  const payload: PasswordResetPayload & { memberId: number } = {
    memberId: account.memberId,
    email: account.email,
    firstName: account.firstName,
    expiresAt: expiresAt.toISOString(),
    secrets: {
      resetUrl: `${options.publicUrl}/reset-password?token=${encodeURIComponent(token)}`,
    },
  };
  await repository.enqueue(tx, 'password-reset', payload);
}
