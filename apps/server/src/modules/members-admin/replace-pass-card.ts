/**
 * Replaces a member's lost card from the back office (issue 31): the card in use is revoked and a
 * new one issued in the transaction of its audit entry, so the old code stops admitting the
 * moment it commits, on every gate device (decision 088).
 */
import { memberAdminTexts } from '@shop/core/member-admin-api';
import { AppError, notFound } from '../../http/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { createMembersRepository } from '../members/index.ts';
import { reissuePassCard } from '../passes/index.ts';
import type { MembersAdminDeps } from './members-admin-deps.ts';

/** The last four characters of a code: enough to tell cards apart in the audit log. */
const codeEnding = (code: string) => `…${code.slice(-4)}`;

export async function replacePassCard(
  deps: MembersAdminDeps,
  staffId: number,
  memberId: number,
): Promise<{ memberId: number; code: string; message: string }> {
  const member = await createMembersRepository(deps.db).findMember(memberId);
  if (!member) throw notFound('Member');
  const at = deps.clock();
  const replaced = await deps.db.transaction(async (tx) => {
    const swapped = await reissuePassCard(tx, memberId, at);
    if (!swapped) return undefined;
    await recordAudit(tx, {
      staffId,
      action: 'pass-card.replace',
      entity: 'member',
      entityId: memberId,
      before: { card: codeEnding(swapped.revoked.code) },
      after: { card: codeEnding(swapped.issued.code) },
      at,
    });
    return swapped.issued;
  });
  if (!replaced) throw new AppError('unprocessable', memberAdminTexts.noCard);
  return {
    memberId,
    code: replaced.code,
    message: memberAdminTexts.cardReplaced(`${member.firstName} ${member.lastName}`),
  };
}
