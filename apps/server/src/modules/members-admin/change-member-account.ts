/**
 * Deactivates or reactivates a member's login from the back office (issue 15): a deactivated
 * account cannot log in and its sessions end at once. Audited in the change's transaction.
 */
import { sql } from 'drizzle-orm';
import type { AdminMember, ChangeMemberBody } from '@shop/core/member-admin-api';
import { queryRows } from '../../db/database.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { memberAdminTexts } from '@shop/core/member-admin-api';
import { recordAudit } from '../audit/index.ts';
import { createMembersRepository } from '../members/index.ts';
import { findAccountOf, getAdminMember } from './get-admin-member.ts';
import type { MembersAdminDeps } from './members-admin-deps.ts';

export async function changeMemberAccount(
  deps: MembersAdminDeps,
  staffId: number,
  memberId: number,
  body: ChangeMemberBody,
): Promise<AdminMember> {
  const now = deps.clock();
  const repository = createMembersRepository(deps.db);
  await deps.db.transaction(async (tx) => {
    const before = await findAccountOf(tx, memberId);
    if (!before) {
      const [member] = await queryRows(tx, sql`select id from members where id = ${memberId}`);
      if (!member) throw notFound('Member');
      throw new AppError('unprocessable', memberAdminTexts.noAccount);
    }
    await queryRows(
      tx,
      sql`update member_credentials
        set deactivated_at = ${body.active ? null : now.toISOString()}::timestamptz
        where member_id = ${memberId} returning member_id`,
    );
    if (!body.active) await repository.revokeSessionsOf(tx, memberId, now);
    await recordAudit(tx, {
      staffId,
      action: 'member.change',
      entity: 'member',
      entityId: memberId,
      before: { email: before.email, active: !before.deactivated },
      after: { email: before.email, active: body.active },
      at: now,
    });
  });
  return getAdminMember(deps.db, memberId);
}
