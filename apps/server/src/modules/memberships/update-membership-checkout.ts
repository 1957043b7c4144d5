/** Replaces the fields given, prices the result, and keeps it only if it prices. */
import type { MembershipCheckout, MembershipOrderInfo } from '@shop/core/membership-api';
import type { SessionContext } from '../members/index.ts';
import { findVisibleCheckout, toCheckout } from './membership-checkout-view.ts';
import type { MembershipsDeps } from './memberships-deps.ts';

export async function updateMembershipCheckout(
  deps: MembershipsDeps,
  token: string,
  changes: Partial<MembershipOrderInfo>,
  session: SessionContext | null,
): Promise<{ id: number; checkout: MembershipCheckout }> {
  const row = await findVisibleCheckout(deps.repository, token, session);
  const orderInfo = { ...row.orderInfo, ...changes };
  const priced = await deps.pricer.price(orderInfo, session);
  await deps.repository.updateCheckout(row.id, {
    membershipId: priced.membership.id,
    orderInfo,
    now: deps.clock(),
  });
  return { id: row.id, checkout: toCheckout(row.token, priced) };
}
