/** Every membership product, on sale or not, in the shop's order, with every add-on. */
import type { AdminMembership } from '@shop/core/membership-admin-api';
import { toAdminMembership } from './membership-admin-mappers.ts';
import type { MembershipsAdminDeps } from './memberships-admin-deps.ts';
import { listMembershipRecords } from './memberships-admin-repository.ts';

export async function listMembershipProducts(
  deps: MembershipsAdminDeps,
): Promise<AdminMembership[]> {
  return (await listMembershipRecords(deps.db)).map(toAdminMembership);
}
