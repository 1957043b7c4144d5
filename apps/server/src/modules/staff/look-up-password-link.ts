/**
 * Whose set-your-password link a token is (decision 080), so the page can greet the member and
 * check the password rules against the e-mail; an expired, used or unknown link answers 422.
 */
import { staffTexts, type PasswordLink } from '@shop/core/staff-api';
import { AppError } from '../../http/app-error.ts';
import { hashSecretToken } from '../members/index.ts';
import type { StaffServiceOptions } from './staff-service-options.ts';
import { findLivePasswordLink } from './staff-password-links-repository.ts';

export const linkInvalid = () => new AppError('unprocessable', staffTexts.linkInvalid);

export async function lookUpPasswordLink(
  options: StaffServiceOptions,
  token: string,
  address: string | undefined,
): Promise<PasswordLink> {
  // Per address only: the token names the account, and 256 random bits cannot be guessed.
  await options.rateLimiter.consume('reset-password', { address });
  const found = await findLivePasswordLink(options.db, hashSecretToken(token), options.clock());
  if (!found) throw linkInvalid();
  return {
    name: found.account.name,
    email: found.account.email,
    purpose: found.link.purpose,
    expiresAt: found.link.expiresAt.toISOString(),
  };
}
