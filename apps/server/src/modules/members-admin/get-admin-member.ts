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

const membershipOrderRow = z.object({
  id: z.number().int(),
  receipt: z.string(),
  product: z.string(),
  totalPaidCents: z.number().int(),
  createdAt: z.coerce.date(),
  refund: z.enum(['none', 'pending', 'succeeded', 'failed']),
  revoked: z.boolean(),
});

/** A household's membership orders, newest first, with their refund's state (decision 092). */
async function findMembershipOrdersOf(db: Database, householdId: number) {
  const rows = await queryRows(
    db,
    sql`select mo.id, mo.receipt, m.display_name as product,
          mo.total_paid_cents as "totalPaidCents", mo.created_at as "createdAt",
          coalesce((select r.status from membership_order_refunds r
            where r.membership_order_id = mo.id order by r.id desc limit 1), 'none') as refund,
          exists (select 1 from member_memberships mm
            where mm.membership_order_id = mo.id and mm.revoked_at is not null) as revoked
        from membership_orders mo join memberships m on m.id = mo.membership_id
        where mo.household_id = ${householdId}
        order by mo.created_at desc, mo.id desc`,
  );
  return z
    .array(membershipOrderRow)
    .parse(rows)
    .map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
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
  const [passes, cards, photos, membershipOrders] = await Promise.all([
    repository.findPassesOf(ids),
    findCardsInUse(db, ids),
    readPhotoUrls(db, ids),
    findMembershipOrdersOf(db, member.householdId),
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
    membershipOrders,
    cards: ids.flatMap((id) => {
      const card = cards.get(id);
      if (!card) return [];
      const photoUrl = photos.get(id) ?? null;
      return [{ memberId: id, code: card.code, issuedAt: card.issuedAt.toISOString(), photoUrl }];
    }),
  };
}
