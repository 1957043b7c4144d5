/**
 * An admin invites a staff member (decision 080): the account is made with its role and a
 * password nobody knows, and its set-your-password link is e-mailed; audited in the same
 * transaction. An e-mail that has an account is refused.
 */
import type { InviteStaffBody, StaffMember } from '@shop/core/staff-api';
import { recordAudit } from '../audit/index.ts';
import { generateSecretToken, hashPassword } from '../members/index.ts';
import { insertNewStaff } from './create-staff-account.ts';
import { queuePasswordLink } from './queue-password-link.ts';
import { toAuditedStaff, toStaffMember } from './staff-mappers.ts';
import type { StaffServiceOptions } from './staff-service-options.ts';

export async function inviteStaff(
  options: StaffServiceOptions,
  actorId: number,
  body: InviteStaffBody,
): Promise<StaffMember> {
  const now = options.clock();
  // Unguessable and never sent anywhere: the account cannot log in until the link sets one.
  const passwordHash = await hashPassword(generateSecretToken());
  return options.db.transaction(async (tx) => {
    const row = await insertNewStaff(tx, body, { passwordHash, isChosen: false }, now);
    await queuePasswordLink(options, tx, row, 'invitation', now);
    await recordAudit(tx, {
      staffId: actorId,
      action: 'staff.invite',
      entity: 'staff',
      entityId: row.id,
      before: null,
      after: toAuditedStaff(row),
      at: now,
    });
    return toStaffMember(row);
  });
}
