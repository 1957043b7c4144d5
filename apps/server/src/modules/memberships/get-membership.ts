/** An active membership; unknown and inactive ones answer 'Membership Not Found' (404). */
import type { Membership } from '@shop/core/membership-api';
import { membershipTexts } from '@shop/core/membership-pricing';
import { AppError } from '../../http/app-error.ts';
import { toMembership } from './memberships-mappers.ts';
import type { MembershipsDeps } from './memberships-deps.ts';

export async function getMembership(
  deps: Pick<MembershipsDeps, 'repository'>,
  id: number,
): Promise<Membership> {
  const row = await deps.repository.findMembership(id);
  if (!row?.active) throw new AppError('not_found', membershipTexts.notFound);
  return toMembership(row);
}
