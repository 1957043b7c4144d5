/**
 * Two-factor setup, first half: a new secret, offered as base32 and as an otpauth URI (a QR code
 * in the admin app). It counts only once confirmed with a code from the app.
 */
import { staffTexts } from '@shop/core/staff-api';
import { AppError } from '../../http/app-error.ts';
import { setPendingTotpSecret } from './staff-accounts-repository.ts';
import type { StaffServiceOptions } from './staff-service-options.ts';
import type { StaffContext } from './staff-sessions.ts';
import { buildTotpUri, createTotpSecret } from './totp.ts';

export async function startTotpEnrolment(options: StaffServiceOptions, session: StaffContext) {
  if (session.account.totpSecret !== null)
    throw new AppError('conflict', staffTexts.alreadyEnrolled);
  const secret = createTotpSecret();
  // Kept encrypted; answered in clear this once, for the app.
  await setPendingTotpSecret(options.db, session.staffId, options.totpBox.seal(secret));
  return { secret, otpauthUri: buildTotpUri(secret, session.account.email, options.issuer) };
}
