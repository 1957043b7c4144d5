/**
 * Two-factor setup, second half: a right code from the app turns it on, and ten recovery codes
 * are made, answered this once and kept only as hashes. The change is audited in its
 * transaction.
 */
import { staffTexts } from '@shop/core/staff-api';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { generateRecoveryCodes, hashRecoveryCode } from './recovery-codes.ts';
import { confirmTotpSecret, lockStaff, replaceRecoveryCodes } from './staff-accounts-repository.ts';
import { toAuditedStaff } from './staff-mappers.ts';
import type { StaffServiceOptions } from './staff-service-options.ts';
import type { StaffContext } from './staff-sessions.ts';
import { findTotpStep } from './totp.ts';

export async function confirmTotpEnrolment(
  options: StaffServiceOptions,
  session: StaffContext,
  code: string,
): Promise<string[]> {
  const now = options.clock();
  const recoveryCodes = generateRecoveryCodes();
  return options.db.transaction(async (tx) => {
    const before = await lockStaff(tx, session.staffId);
    if (!before) throw new AppError('unauthorized', staffTexts.loginRequired);
    if (before.totpSecret !== null) throw new AppError('conflict', staffTexts.alreadyEnrolled);
    if (before.totpPendingSecret === null) throw new AppError('conflict', staffTexts.noEnrolment);
    const secret = options.totpBox.open(before.totpPendingSecret);
    const step = await findTotpStep(secret, code, now);
    if (step === null)
      throw new AppError('unprocessable', staffTexts.codeIncorrect, {
        fields: { code: [staffTexts.codeIncorrect] },
      });
    const sealed = options.totpBox.seal(secret);
    const after = await confirmTotpSecret(tx, session.staffId, sealed, step, now);
    await replaceRecoveryCodes(tx, session.staffId, recoveryCodes.map(hashRecoveryCode));
    await recordAudit(tx, {
      staffId: session.staffId,
      action: 'staff.enable-two-factor',
      entity: 'staff',
      entityId: session.staffId,
      before: toAuditedStaff(before),
      after: toAuditedStaff(after),
      at: now,
    });
    return recoveryCodes;
  });
}
