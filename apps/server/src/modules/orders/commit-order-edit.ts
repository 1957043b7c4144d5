/**
 * Committing a change to a paid order (SPEC section 4, DESIGN section 4, decision 027): claim the
 * key, then the sale's steps, each undone if a later one fails:
 *   check the working copy and its added places → charge the difference or refund it (no lock
 *   held) → write the edit in one transaction.
 * The answer is built once the edit is committed, and stored with the key just after.
 */
import { notFound } from '../../http/app-error.ts';
import {
  assertTotalAsShown,
  requestHashOf,
  runLedgeredSubmission,
  type SubmissionOutcome,
} from '../sales/index.ts';
import { cartSubmissionLedger } from './cart-submission-ledger.ts';
import {
  checkEditStep,
  moveDifferenceStep,
  type CommitOrderEditRequest,
} from './commit-order-edit-steps.ts';
import { answerOfOrder, orderOutcome } from './order-answer.ts';
import { assertNotRefundedByStaff, requireOrder } from './order-edit-reads.ts';
import type { OrdersDeps } from './orders-deps.ts';
import { writeOrderEditStep } from './write-order-edit-step.ts';
import { countOrderPlaced } from '../../observability/shop-events.ts';

export async function commitOrderEdit(
  deps: OrdersDeps,
  request: CommitOrderEditRequest,
): Promise<SubmissionOutcome> {
  const order = await requireOrder(deps, request.orderToken);
  const edit = await deps.edits.findOpenEdit(order.id);
  const editCart = await deps.carts.findCart(request.cartToken);
  if (!editCart || editCart.editOfOrderId !== order.id) throw notFound('Open change to this order');
  const ledger = cartSubmissionLedger({
    repository: deps.repository,
    store: deps.submissions,
    key: request.idempotencyKey,
    cartId: editCart.id,
    // What the key is tied to (decision 071): all but the card token, as for a ticket order.
    requestHash: requestHashOf({
      sale: 'order-edit',
      orderToken: request.orderToken,
      cartToken: request.cartToken,
      customer: request.customer,
      expectedTotal: request.expectedTotal,
    }),
    answerOf: (orderId) => answerOfOrder(deps, orderId),
  });
  return runLedgeredSubmission(
    ledger,
    async ({ step, markSucceeded }) => {
      const now = deps.clock();
      if (!edit || edit.cartId !== editCart.id) throw notFound('Open change to this order');
      // Refunded by staff since the edit was opened (decision 057): refused before money moves.
      await assertNotRefundedByStaff(deps, order);
      const priced = await deps.priceCart(editCart);
      const changes = await step(checkEditStep(deps), { priced, order, now });
      assertTotalAsShown(request.expectedTotal, priced.pricing.totals.totalCents);
      const dueCents = priced.pricing.totals.totalCents - order.totalPaidCents;
      const movement = await step(moveDifferenceStep(deps), { request, order, dueCents });
      await deps.failpoint('paid');
      const updated = await step(writeOrderEditStep(deps), {
        order,
        editId: edit.id,
        priced,
        changes,
        movement,
        actor: request.customer.email,
        now,
        markSucceeded,
      });
      countOrderPlaced('order edit');
      return { outcome: orderOutcome(await deps.toOrder(updated)) };
    },
    deps.failpoint,
  );
}
