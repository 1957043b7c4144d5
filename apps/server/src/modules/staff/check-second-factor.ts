/**
 * The second factor of a login: a TOTP code of a step later than the last one used, or an
 * unused recovery code. Either is taken by one conditional update, so a code works once even
 * when sent twice at once. A recovery code used is in the audit log: its owner may have lost
 * the phone, or someone else may hold the codes.
 */
import { recordAudit } from '../audit/index.ts';
import type { StaffRow } from './staff-accounts-repository.ts';
import { takeTotpStep, useRecoveryCode } from './staff-accounts-repository.ts';
import type { StaffServiceOptions } from './staff-service-options.ts';
import { hashRecoveryCode, looksLikeRecoveryCode } from './recovery-codes.ts';
import { findTotpStep } from './totp.ts';

export async function checkSecondFactor(
  options: StaffServiceOptions,
  account: StaffRow,
  code: string,
): Promise<boolean> {
  const now = options.clock();
  if (looksLikeRecoveryCode(code))
    return options.db.transaction(async (tx) => {
      const used = await useRecoveryCode(tx, account.id, hashRecoveryCode(code), now);
      if (used)
        await recordAudit(tx, {
          staffId: account.id,
          action: 'staff.use-recovery-code',
          entity: 'staff',
          entityId: account.id,
          before: null,
          after: null,
          at: now,
        });
      return used;
    });
  if (account.totpSecret === null) return false;
  const secret = options.totpBox.open(account.totpSecret);
  const step = await findTotpStep(secret, code.trim(), now);
  return step !== null && takeTotpStep(options.db, account.id, step);
}
