/** A member as the back office shows them (issue 15): the login, the household and its passes. */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AdminMember } from '@shop/core/member-admin-api';
import { queryRows, type Database } from '../../db/database.ts';
import { notFound } from '../../http/app-error.ts';
import { createMembersRepository } from '../members/index.ts';
import { findCardsInUse, readPhotoUrls } from '../passes/index.ts';
import { memberSummaryColumns, toMemberSummary } from './search-members.ts';

const accountSchema = z.object({
  email: z.string(),
  has_password: z.boolean(),
  deactivated: z.boolean(),
});

/** The login of a member (only a household's primary member has one), or undefined. */
export async function findAccountOf(db: Pick<Database, 'execute'>, memberId: number) {
  const [row] = await queryRows(
    db,
    sql`select email, password_hash is not null as has_password,
        deactivated_at is not null as deactivated
      from member_credentials where member_id = ${memberId}`,
  );
  return row ? accountSchema.parse(row) : undefined;
}

export async function getAdminMember(db: Database, memberId: number): Promise<AdminMember> {
  const repository = createMembersRepository(db);
  const member = await repository.findMember(memberId);
  if (!member) throw notFound('Member');
  const [account, householdRows] = await Promise.all([
    findAccountOf(db, memberId),
    queryRows(
      db,
      sql`select ${memberSummaryColumns}
        from members m left join member_credentials c on c.member_id = m.id
        where m.household_id = ${member.householdId} order by m.is_primary desc, m.id`,
    ),
  ]);
  const household = householdRows.map(toMemberSummary);
  const ids = household.map((entry) => entry.id);
  const [passes, cards, photos] = await Promise.all([
    repository.findPassesOf(ids),
    findCardsInUse(db, ids),
    readPhotoUrls(db, ids),
  ]);
  const nameOf = (id: number) => household.find((entry) => entry.id === id)?.name ?? '';
  return {
    id: member.id,
    memberCode: member.memberCode,
    firstName: member.firstName,
    lastName: member.lastName,
    email: member.email,
    phone: member.phone,
    isPrimary: member.isPrimary,
    account: account
      ? { email: account.email, hasPassword: account.has_password, active: !account.deactivated }
      : null,
    household,
    passes: passes.map((pass) => ({
      memberId: pass.memberId,
      name: `${pass.displayName} · ${nameOf(pass.memberId)}`,
      role: pass.role,
      receipt: pass.receipt,
      startsOn: pass.startsOn,
      expiresOn: pass.expiresOn,
    })),
    cards: ids.flatMap((id) => {
      const card = cards.get(id);
      if (!card) return [];
      const photoUrl = photos.get(id) ?? null;
      return [{ memberId: id, code: card.code, issuedAt: card.issuedAt.toISOString(), photoUrl }];
    }),
  };
}
