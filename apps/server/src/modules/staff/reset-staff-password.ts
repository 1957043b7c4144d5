/**
 * An admin resets a staff member's password (decision 080): the old password stops working at
 * once (it may be the reason for the reset), the account's sessions end, and a link to set a new
 * one is e-mailed to the member. Audited in the same transaction.
 */
import { staffTexts } from '@shop/core/staff-api';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { generateSecretToken, hashPassword } from '../members/index.ts';
import { queuePasswordLink } from './queue-password-link.ts';
import { lockStaff } from './staff-accounts-repository.ts';
import type { StaffServiceOptions } from './staff-service-options.ts';
import { setStaffPassword } from './staff-password-links-repository.ts';
import { revokeStaffSessionsOf } from './staff-sessions-repository.ts';

export async function resetStaffPassword(
  options: StaffServiceOptions,
  actorId: number,
  staffId: number,
): Promise<void> {
  const now = options.clock();
  const lockedHash = await hashPassword(generateSecretToken());
  await options.db.transaction(async (tx) => {
    const account = await lockStaff(tx, staffId);
    if (!account) throw new AppError('not_found', staffTexts.notFound);
    if (account.deactivatedAt !== null)
      throw new AppError('conflict', staffTexts.accountDeactivated);
    await setStaffPassword(tx, staffId, { passwordHash: lockedHash, isChosen: false }, now);
    await revokeStaffSessionsOf(tx, staffId, now);
    await queuePasswordLink(options, tx, account, 'reset', now);
    await recordAudit(tx, {
      staffId: actorId,
      action: 'staff.reset-password',
      entity: 'staff',
      entityId: staffId,
      before: null,
      after: { email: account.email, name: account.name },
      at: now,
    });
  });
}
