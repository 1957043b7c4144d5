/**
 * An admin changes a staff account's name or role, or deactivates (or reactivates) it, audited in the
 * same transaction. A deactivated account's sessions end at once. No change may leave the shop
 * without an active admin: the active admins are locked and counted first, so two admins
 * demoting each other at once cannot both succeed.
 */
import { staffTexts, type ChangeStaffBody, type StaffMember } from '@shop/core/staff-api';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import {
  lockActiveAdmins,
  lockStaff,
  updateStaff,
  type StaffRow,
} from './staff-accounts-repository.ts';
import { toAuditedStaff, toStaffMember } from './staff-mappers.ts';
import type { StaffServiceOptions } from './staff-service-options.ts';
import { revokeStaffSessionsOf } from './staff-sessions-repository.ts';

const isActiveAdmin = (row: Pick<StaffRow, 'role' | 'deactivatedAt'>) =>
  row.role === 'admin' && row.deactivatedAt === null;

export async function changeStaffAccount(
  options: StaffServiceOptions,
  actorId: number,
  staffId: number,
  body: ChangeStaffBody,
): Promise<StaffMember> {
  const now = options.clock();
  return options.db.transaction(async (tx) => {
    const activeAdmins = await lockActiveAdmins(tx);
    const before = await lockStaff(tx, staffId);
    if (!before) throw new AppError('not_found', staffTexts.notFound);
    const deactivatedAt =
      body.active === undefined
        ? before.deactivatedAt
        : body.active
          ? null
          : (before.deactivatedAt ?? now);
    const role = body.role ?? before.role;
    if (
      isActiveAdmin(before) &&
      !isActiveAdmin({ role, deactivatedAt }) &&
      activeAdmins.length <= 1
    )
      throw new AppError('conflict', staffTexts.lastAdmin);
    const name = body.name ?? before.name;
    const after = await updateStaff(tx, staffId, { name, role, deactivatedAt }, now);
    if (deactivatedAt !== null) await revokeStaffSessionsOf(tx, staffId, now);
    await recordAudit(tx, {
      staffId: actorId,
      action: 'staff.change',
      entity: 'staff',
      entityId: staffId,
      before: toAuditedStaff(before),
      after: toAuditedStaff(after),
      at: now,
    });
    return toStaffMember(after);
  });
}
