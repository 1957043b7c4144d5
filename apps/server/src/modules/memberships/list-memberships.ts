/** The active memberships, in display order (SPEC section 7). */
import type { Membership } from '@shop/core/membership-api';
import { toMembership } from './memberships-mappers.ts';
import type { MembershipsDeps } from './memberships-deps.ts';

export async function listMemberships(
  deps: Pick<MembershipsDeps, 'repository'>,
): Promise<Membership[]> {
  return (await deps.repository.findActiveMemberships()).map(toMembership);
}
