/**
 * A new staff account with its role and first password (by an admin, or the first admin from
 * the command line), audited in the same transaction. An e-mail that has an account is refused.
 */
import { staffTexts, type InviteStaffBody, type StaffMember } from '@shop/core/staff-api';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { hashPassword, normaliseEmail } from '../members/index.ts';
import { insertStaff } from './staff-accounts-repository.ts';
import { toAuditedStaff, toStaffMember } from './staff-mappers.ts';
import type { StaffServiceOptions } from './staff-service-options.ts';

/**
 * Adds the account, or refuses an e-mail another account has (409, on the e-mail field). An
 * invited account's hash is a random secret's: its member has chosen no password yet.
 */
export async function insertNewStaff(
  tx: Parameters<typeof insertStaff>[0],
  body: InviteStaffBody,
  { passwordHash, isChosen }: { passwordHash: string; isChosen: boolean },
  now: Date,
) {
  const row = await insertStaff(
    tx,
    {
      email: normaliseEmail(body.email),
      name: body.name,
      role: body.role,
      passwordHash,
      passwordChosenAt: isChosen ? now : null,
    },
    now,
  );
  if (!row)
    throw new AppError('conflict', staffTexts.emailTaken, {
      fields: { email: [staffTexts.emailTaken] },
    });
  return row;
}

export async function createStaffAccount(
  options: Pick<StaffServiceOptions, 'db' | 'clock'>,
  actorId: number | null,
  body: InviteStaffBody & { password: string },
): Promise<StaffMember> {
  const now = options.clock();
  const passwordHash = await hashPassword(body.password);
  return options.db.transaction(async (tx) => {
    const row = await insertNewStaff(tx, body, { passwordHash, isChosen: true }, now);
    await recordAudit(tx, {
      staffId: actorId,
      action: 'staff.create',
      entity: 'staff',
      entityId: row.id,
      before: null,
      after: toAuditedStaff(row),
      at: now,
    });
    return toStaffMember(row);
  });
}
