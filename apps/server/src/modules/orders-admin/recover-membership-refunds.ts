/**
 * Payment recovery of membership refunds (decision 092), as of ticket refunds (decisions 055 and
 * 070): a refund left pending past the grace period is leased and carried through as asked; the
 * gateway is asked what its key did first, so the card is credited exactly once whoever
 * finishes it.
 */
import { recoverStaleRefunds, type RefundRecoveryLog } from './recover-refunds.ts';
import { payMembershipRefund } from './refund-membership-order.ts';
import type { RefundPayDeps } from './settle-refund.ts';

/** Settles the membership refunds left pending past the grace period; answers how many. */
export function recoverMembershipRefunds(
  deps: RefundPayDeps & { graceSeconds: number; log: RefundRecoveryLog },
): Promise<number> {
  return recoverStaleRefunds(deps, 'membership_order_refunds', payMembershipRefund);
}
