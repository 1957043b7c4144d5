/**
 * Sends a member a password-reset e-mail from the back office (issue 15): the members module's
 * own reset (token and e-mail), queued in the transaction of its audit entry.
 */
import { memberAdminTexts } from '@shop/core/member-admin-api';
import { AppError, notFound } from '../../http/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { createMembersRepository, queuePasswordReset } from '../members/index.ts';
import { findAccountOf } from './get-admin-member.ts';
import type { MembersAdminDeps } from './members-admin-deps.ts';

export async function sendMemberPasswordReset(
  deps: MembersAdminDeps,
  staffId: number,
  memberId: number,
): Promise<void> {
  const repository = createMembersRepository(deps.db);
  const member = await repository.findMember(memberId);
  if (!member) throw notFound('Member');
  const account = await findAccountOf(deps.db, memberId);
  if (!account) throw new AppError('unprocessable', memberAdminTexts.noAccount);
  if (account.deactivated) throw new AppError('conflict', memberAdminTexts.deactivated);
  await deps.db.transaction(async (tx) => {
    await queuePasswordReset({ ...deps, repository }, tx, {
      memberId,
      email: account.email,
      firstName: member.firstName,
    });
    await recordAudit(tx, {
      staffId,
      action: 'member.send-password-reset',
      entity: 'member',
      entityId: memberId,
      before: null,
      after: { to: account.email },
      at: deps.clock(),
    });
  });
}
