/** Prices a membership choice and keeps it as a checkout under a new token. */
import type { MembershipCheckout, MembershipOrderInfo } from '@shop/core/membership-api';
import type { SessionContext } from '../members/index.ts';
import { generateSecretToken } from '../members/index.ts';
import { toCheckout } from './membership-checkout-view.ts';
import type { MembershipsDeps } from './memberships-deps.ts';

export async function createMembershipCheckout(
  deps: MembershipsDeps,
  orderInfo: MembershipOrderInfo,
  session: SessionContext | null,
): Promise<{ id: number; checkout: MembershipCheckout }> {
  const priced = await deps.pricer.price(orderInfo, session);
  const row = await deps.repository.insertCheckout({
    token: generateSecretToken(),
    memberId: session?.memberId ?? null,
    membershipId: priced.membership.id,
    orderInfo,
  });
  return { id: row.id, checkout: toCheckout(row.token, priced) };
}
