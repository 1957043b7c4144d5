/** A membership order by its token (the confirmation page's confirmationToken). */
import type { MembershipOrder } from '@shop/core/membership-api';
import { notFound } from '../../http/app-error.ts';
import type { SubmissionOutcome } from '../sales/index.ts';
import { createMembershipOrderView } from './membership-order-view.ts';
import type { MembershipOrderDeps } from './membership-order-deps.ts';
import type { MembershipOrderRow } from './memberships-repository.ts';

type ViewDeps = Pick<MembershipOrderDeps, 'repository' | 'displayWaivers'>;

function toOrder(deps: ViewDeps, row: MembershipOrderRow): Promise<MembershipOrder> {
  return createMembershipOrderView(deps)(row);
}

/** What the submission that placed this order answers. */
export async function membershipOrderOutcome(
  deps: ViewDeps,
  row: MembershipOrderRow,
): Promise<SubmissionOutcome> {
  return {
    status: 201,
    body: { data: { id: row.id, type: 'membershipOrder', attributes: await toOrder(deps, row) } },
  };
}

export async function getMembershipOrder(deps: ViewDeps, token: string): Promise<MembershipOrder> {
  const row = await deps.repository.findOrderByToken(token);
  if (!row) throw notFound('Membership order');
  return toOrder(deps, row);
}
