/** A checkout its caller may see, priced again at today's prices. */
import type { MembershipCheckout } from '@shop/core/membership-api';
import type { SessionContext } from '../members/index.ts';
import { findVisibleCheckout, toCheckout } from './membership-checkout-view.ts';
import type { MembershipsDeps } from './memberships-deps.ts';

export async function getMembershipCheckout(
  deps: MembershipsDeps,
  token: string,
  session: SessionContext | null,
): Promise<{ id: number; checkout: MembershipCheckout }> {
  const row = await findVisibleCheckout(deps.repository, token, session);
  const priced = await deps.pricer.price(row.orderInfo, session);
  return { id: row.id, checkout: toCheckout(row.token, priced) };
}
