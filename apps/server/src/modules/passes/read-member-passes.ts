/**
 * The passes members hold, with their products' entitlements: what the account page shows, the
 * gate checks and the shop prices with. Revoked passes are read too (marked), so a refusal can
 * say why.
 */
import { desc, eq, inArray } from 'drizzle-orm';
import type { EntitledPass } from '@shop/core/membership-entitlements';
import type { Database } from '../../db/database.ts';
import { memberMemberships, memberships } from '../../db/schema.ts';
import type { Writer } from '../../db/transaction.ts';
import { readEntitlements } from './entitlements-repository.ts';

export interface MemberPass extends EntitledPass {
  passId: number;
  membershipId: number;
  membershipOrderId: number;
  /** The product's name ('Family Pass'). */
  product: string;
  role: 'primary' | 'secondary' | 'addOn';
}

/** Every pass of these members, the latest expiry first. */
export async function readMemberPasses(
  db: Database | Writer,
  memberIds: number[],
): Promise<MemberPass[]> {
  if (memberIds.length === 0) return [];
  const rows = await db
    .select({
      passId: memberMemberships.id,
      memberId: memberMemberships.memberId,
      membershipId: memberMemberships.membershipId,
      membershipOrderId: memberMemberships.membershipOrderId,
      product: memberships.displayName,
      role: memberMemberships.role,
      startsOn: memberMemberships.startsOn,
      expiresOn: memberMemberships.expiresOn,
      revokedAt: memberMemberships.revokedAt,
    })
    .from(memberMemberships)
    .innerJoin(memberships, eq(memberships.id, memberMemberships.membershipId))
    .where(inArray(memberMemberships.memberId, memberIds))
    .orderBy(desc(memberMemberships.expiresOn), desc(memberMemberships.id));
  const entitlements = await readEntitlements(
    db,
    rows.map((row) => row.membershipId),
  );
  return rows.map(({ revokedAt, ...row }) => ({
    ...row,
    revoked: revokedAt !== null,
    entitlements: entitlements.get(row.membershipId)!,
  }));
}
