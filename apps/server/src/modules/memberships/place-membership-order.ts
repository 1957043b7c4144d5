/**
 * Placing a membership order (SPEC sections 4 and 7, DESIGN section 4, decisions 010, 013, 020
 * and 027), with the guarantees of ticket orders: claim the idempotency key (tied to the body
 * and sender, as a membership order has no cart), then the sale's steps, each undone if a later
 * one fails:
 *   price and check the order info → charge the card (no lock held)
 *   → write the account, pass holders, coupon use, order and e-mail in one transaction.
 */
import { createHash } from 'node:crypto';
import { membershipOrderTexts } from '@shop/core/membership-api';
import { AppError } from '../../http/app-error.ts';
import {
  runLedgeredSubmission,
  type SubmissionLedger,
  type SubmissionOutcome,
} from '../sales/index.ts';
import { membershipOrderOutcome } from './get-membership-order.ts';
import type { MembershipOrderDeps, PlaceMembershipOrderRequest } from './membership-order-deps.ts';
import {
  chargeMembershipStep,
  checkMembershipOrderStep,
  membershipCardChargeOf,
} from './place-membership-order-steps.ts';
import { writeMembershipOrderStep } from './write-membership-order-step.ts';
import { countOrderPlaced } from '../../observability/shop-events.ts';

function membershipLedger(
  deps: MembershipOrderDeps,
  request: PlaceMembershipOrderRequest,
): SubmissionLedger {
  const requestHash = createHash('sha256')
    .update(JSON.stringify({ memberId: request.session?.memberId ?? null, order: request.order }))
    .digest('hex');
  const key = request.idempotencyKey;
  return {
    key,
    store: deps.submissions,
    async claim() {
      const claimed = await deps.repository.claimSubmission(key, requestHash);
      if (!claimed.claimed && claimed.row.requestHash !== requestHash)
        throw new AppError('conflict', membershipOrderTexts.keyReused);
      return claimed;
    },
    async answerOf(orderId) {
      return membershipOrderOutcome(deps, (await deps.repository.findOrderById(orderId))!);
    },
  };
}

/** Places a membership order; see the steps above. Answers the outcome to send. */
export async function placeMembershipOrder(
  deps: MembershipOrderDeps,
  request: PlaceMembershipOrderRequest,
): Promise<SubmissionOutcome> {
  return runLedgeredSubmission(
    membershipLedger(deps, request),
    async ({ step, markSucceeded }) => {
      const priced = await step(checkMembershipOrderStep(deps), request);
      const amountCents = priced.price.totals.totalCents;
      const charge = await step(
        chargeMembershipStep(deps),
        membershipCardChargeOf(request, amountCents),
      );
      await deps.failpoint('paid');
      const order = await step(writeMembershipOrderStep(deps), {
        request,
        priced,
        charge,
        markSucceeded,
      });
      countOrderPlaced('membership order');
      return { outcome: await membershipOrderOutcome(deps, order) };
    },
    deps.failpoint,
  );
}
