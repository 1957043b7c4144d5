/**
 * An admin resets a staff member's two-factor (decision 080), for a lost phone: the TOTP secret,
 * any half-finished enrolment and the recovery codes are dropped, the account's sessions end,
 * and the member must set two-factor up again at the next login, whatever the role. The member
 * is told by e-mail; audited in the same transaction.
 */
import { eq } from 'drizzle-orm';
import { staffTexts } from '@shop/core/staff-api';
import { staffRecoveryCodes } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { queueStaffMail } from './queue-password-link.ts';
import { lockStaff } from './staff-accounts-repository.ts';
import { staffMailKinds } from './staff-emails.ts';
import { toAuditedStaff, toStaffMember } from './staff-mappers.ts';
import type { StaffServiceOptions } from './staff-service-options.ts';
import { clearTwoFactor } from './staff-password-links-repository.ts';
import { revokeStaffSessionsOf } from './staff-sessions-repository.ts';

export async function resetStaffTwoFactor(
  options: StaffServiceOptions,
  actorId: number,
  staffId: number,
) {
  const now = options.clock();
  return options.db.transaction(async (tx) => {
    const before = await lockStaff(tx, staffId);
    if (!before) throw new AppError('not_found', staffTexts.notFound);
    if (before.deactivatedAt !== null)
      throw new AppError('conflict', staffTexts.accountDeactivated);
    const after = await clearTwoFactor(tx, staffId, now);
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
    await revokeStaffSessionsOf(tx, staffId, now);
    await queueStaffMail(tx, staffMailKinds.twoFactorReset, {
      email: before.email,
      name: before.name,
    });
    await recordAudit(tx, {
      staffId: actorId,
      action: 'staff.reset-two-factor',
      entity: 'staff',
      entityId: staffId,
      before: toAuditedStaff(before),
      after: toAuditedStaff(after),
      at: now,
    });
    return toStaffMember(after);
  });
}
