/**
 * Placing a ticket order (SPEC sections 4 and 7, DESIGN section 4, decisions 009, 020 and 027):
 * claim the idempotency key, then the sale's steps in order, each undone if a later one fails:
 *   check the cart → reserve its coupon uses → charge the card (no lock held)
 *   → write the order, its e-mail and its submission's answer in one transaction.
 * A retry with the same key answers the first result and never charges twice.
 */
import { notFound } from '../../http/app-error.ts';
import {
  assertTotalAsShown,
  requestHashOf,
  runLedgeredSubmission,
  type SubmissionOutcome,
} from '../sales/index.ts';
import { cartSubmissionLedger } from './cart-submission-ledger.ts';
import { answerOfOrder, answerWithOrder, type PlacedOrderAnswer } from './order-answer.ts';
import type { OrdersDeps } from './orders-deps.ts';
import {
  assertCashCovers,
  cardChargeOf,
  chargeOrderStep,
  checkCartStep,
  reserveCouponUsesStep,
  type PlaceOrderRequest,
} from './place-order-steps.ts';
import { writeOrderStep } from './write-order-step.ts';
import { countOrderPlaced } from '../../observability/shop-events.ts';

/**
 * What a ticket order's key is tied to (decision 071): everything asked but the card token, which
 * a client may make anew when it sends the same attempt again after a lost answer (the shop's own
 * pages send the one they made, decision 105).
 */
function placeOrderHash(request: PlaceOrderRequest): string {
  const { cartToken, customer, bookingId, soldBy, expectedTotal } = request;
  return requestHashOf({ sale: 'order', cartToken, customer, bookingId, soldBy, expectedTotal });
}

/**
 * Places the order for a cart; see the steps above. Answers the outcome to send: the order as
 * the shop shows it, or as `answer` makes it from the order's row.
 */
export async function placeOrder(
  deps: OrdersDeps,
  request: PlaceOrderRequest,
  answer: PlacedOrderAnswer = answerWithOrder,
): Promise<SubmissionOutcome> {
  const found = await deps.carts.findPricedCart(request.cartToken);
  if (!found) throw notFound('Cart');
  const { cart: cartRow, priced } = found;
  // An ordered cart is answered by its key (a replay); an open one is checked first.
  if (!cartRow.orderedAt) assertCashCovers(request, priced.pricing.totals.totalCents);
  const ledger = cartSubmissionLedger({
    repository: deps.repository,
    store: deps.submissions,
    key: request.idempotencyKey,
    cartId: cartRow.id,
    requestHash: placeOrderHash(request),
    answerOf: (orderId) => answerOfOrder(deps, orderId, answer),
  });
  return runLedgeredSubmission(
    ledger,
    async ({ step }) => {
      const now = deps.clock();
      // The cart and its contents were read just before the claim. An ordered cart is refused
      // here by the carts module's own check, which reads it again.
      if (cartRow.orderedAt) await deps.carts.requireOpenCart(request.cartToken);
      const checked = await step(checkCartStep(deps), { cartRow, priced, now });
      // After the cart's own refusals (an empty cart, a code that no longer applies), which
      // say more than a changed total would.
      assertTotalAsShown(request.expectedTotal, priced.pricing.totals.totalCents);
      if (priced.cart.appliedCoupons.length > 0) {
        await step(reserveCouponUsesStep(deps), priced.cart.id);
      }
      const amountCents = priced.pricing.totals.totalCents;
      const charge = await step(chargeOrderStep(deps), cardChargeOf(request, amountCents));
      await deps.failpoint('paid');
      const outcome = await step(writeOrderStep(deps), {
        request,
        priced,
        checked,
        charge,
        now,
        answer,
      });
      countOrderPlaced('ticket order');
      // Stored with the key in the order's own transaction.
      return { outcome, answerStored: true };
    },
    deps.failpoint,
  );
}
