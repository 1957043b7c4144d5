/**
 * A membership product's entitlements replaced whole from the back office (decision 088),
 * audited in words in the same transaction. Every pass of the product, sold or to be sold, has
 * them from the commit on.
 */
import { membershipAdminTexts, type EntitlementsBody } from '@shop/core/membership-admin-api';
import type { Entitlements } from '@shop/core/membership-entitlements';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { readEntitlements, replaceEntitlements } from '../passes/index.ts';
import { assertEntitlementsExist, describeEntitlements } from './entitlement-checks.ts';
import { lockMembershipRow } from './entitlements-admin-repository.ts';
import type { MembershipsAdminDeps } from './memberships-admin-deps.ts';

export async function replaceMembershipEntitlements(
  deps: MembershipsAdminDeps,
  actorId: number,
  membershipId: number,
  body: EntitlementsBody,
): Promise<Entitlements> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    if (!(await lockMembershipRow(tx, membershipId)))
      throw new AppError('not_found', membershipAdminTexts.notFound);
    await assertEntitlementsExist(tx, body);
    const before = (await readEntitlements(tx, [membershipId])).get(membershipId)!;
    await replaceEntitlements(tx, membershipId, body);
    const after = (await readEntitlements(tx, [membershipId])).get(membershipId)!;
    await recordAudit(tx, {
      staffId: actorId,
      action: 'membership.change-entitlements',
      entity: 'membership',
      entityId: membershipId,
      before: await describeEntitlements(tx, before),
      after: await describeEntitlements(tx, after),
      at: now,
    });
    return after;
  });
}
