/**
 * New recovery codes for the logged-in account (its owner used some, or fears they were seen):
 * the current password or a code from the app proves the owner is at the keyboard, not only
 * their session. The old codes stop working in the same transaction; the new ones are answered
 * this once and kept only as hashes. Failures count against the account as failed logins do,
 * so a stolen session cannot guess the password quickly; the renewal is audited.
 */
import { isAuthenticatorCode, staffTexts } from '@shop/core/staff-api';
import { AppError } from '../../http/app-error.ts';
import { isPasswordCorrect } from '../members/index.ts';
import { recordAudit } from '../audit/index.ts';
import { generateRecoveryCodes, hashRecoveryCode } from './recovery-codes.ts';
import {
  lockStaff,
  replaceRecoveryCodes,
  takeTotpStep,
  type StaffRow,
} from './staff-accounts-repository.ts';
import type { StaffServiceOptions } from './staff-service-options.ts';
import type { StaffContext } from './staff-sessions.ts';
import { findTotpStep } from './totp.ts';

async function isProofCorrect(options: StaffServiceOptions, account: StaffRow, proof: string) {
  if (!isAuthenticatorCode(proof)) return isPasswordCorrect(account.passwordHash, proof);
  const secret = options.totpBox.open(account.totpSecret!);
  const step = await findTotpStep(secret, proof.trim(), options.clock());
  // The step is taken, as at login: a code seen over a shoulder cannot be replayed.
  return step !== null && takeTotpStep(options.db, account.id, step);
}

export async function renewRecoveryCodes(
  options: StaffServiceOptions,
  session: StaffContext,
  proof: string,
): Promise<string[]> {
  const { db, rateLimiter } = options;
  const account = await lockStaff(db, session.staffId);
  if (!account) throw new AppError('unauthorized', staffTexts.loginRequired);
  if (account.totpSecret === null) throw new AppError('conflict', staffTexts.noEnrolment);
  // Counted as a failure from here on, so guesses sent at once count one by one.
  await rateLimiter.claimLoginTurn(account.email);
  if (!(await isProofCorrect(options, account, proof)))
    throw new AppError('unprocessable', staffTexts.proofIncorrect, {
      fields: { proof: [staffTexts.proofIncorrect] },
    });
  await rateLimiter.clearLoginFailures(account.email);
  const recoveryCodes = generateRecoveryCodes();
  const now = options.clock();
  await db.transaction(async (tx) => {
    await replaceRecoveryCodes(tx, account.id, recoveryCodes.map(hashRecoveryCode));
    await recordAudit(tx, {
      staffId: account.id,
      action: 'staff.renew-recovery-codes',
      entity: 'staff',
      entityId: account.id,
      before: null,
      after: null,
      at: now,
    });
  });
  return recoveryCodes;
}
