/** A membership product's entitlements as the back office edits them; 404 for no such product. */
import { membershipAdminTexts } from '@shop/core/membership-admin-api';
import type { Entitlements } from '@shop/core/membership-entitlements';
import { AppError } from '../../http/app-error.ts';
import { readEntitlements } from '../passes/index.ts';
import { membershipExists } from './entitlements-admin-repository.ts';
import type { MembershipsAdminDeps } from './memberships-admin-deps.ts';

export async function readMembershipEntitlements(
  deps: MembershipsAdminDeps,
  membershipId: number,
): Promise<Entitlements> {
  if (!(await membershipExists(deps.db, membershipId)))
    throw new AppError('not_found', membershipAdminTexts.notFound);
  return (await readEntitlements(deps.db, [membershipId])).get(membershipId)!;
}
