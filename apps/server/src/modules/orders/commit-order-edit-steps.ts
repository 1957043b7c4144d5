/**
 * The steps of committing an order edit (decision 027): check the working copy and the places
 * it adds, move the difference (charge or refund; undo: void it), then write the edit. A charge
 * is the sales' shared charge (`sales/charge-card-step.ts`); a refund may be several credits,
 * each voided by the same void.
 */
import { errorTexts } from '@shop/core/error-texts';
import { type CustomerInfo } from '@shop/core/order-api';
import { orderTexts } from '@shop/core/order-texts';
import { AppError } from '../../http/app-error.ts';
import { ticketsUnavailable, type PricedCart } from '../carts/index.ts';
import { creditPartKey, paymentError, UnsettledPaymentError } from '../payments/index.ts';
import {
  chargeCard,
  voidMovedMoney,
  type GatewayCall,
  type MovedMoney,
  type SaleStep,
} from '../sales/index.ts';
import { assertStillChangeable } from './order-edit-reads.ts';
import type { OrdersDeps } from './orders-deps.ts';
import { splitCredit } from './order-charges.ts';
import type { OrderRow } from './orders-repository.ts';

export interface CommitOrderEditRequest {
  orderToken: string;
  cartToken: string;
  idempotencyKey: string;
  customer: Omit<CustomerInfo, 'cardToken'>;
  cardToken: string | null | undefined;
  /** The edited cart's total the checkout showed, in dollars (decision 112). */
  expectedTotal?: number | null | undefined;
}

export type Movement = {
  kind: 'charge' | 'refund';
  /** What the gateway did: one charge, or one credit per charge refunded (decision 070). */
  transactions: MovedMoney[];
  amountCents: number;
  /** The card charged or refunded, as the order keeps cards: "Visa ending in 4242". */
  paymentMethod: string | null;
} | null;

/** Places of a session the working copy needs beyond what the order bought (negative: frees). */
export interface PlaceChange {
  activityTimeId: number;
  delta: number;
}

type MoneyDeps = Pick<OrdersDeps, 'repository' | 'gateway' | 'supportEmail'>;
type MoneyInput = { request: CommitOrderEditRequest; order: OrderRow; dueCents: number };

async function placeChanges(
  deps: Pick<OrdersDeps, 'repository'>,
  orderCartId: number,
  editCartId: number,
): Promise<PlaceChange[]> {
  const [before, after] = await Promise.all([
    deps.repository.findPlacesNeeded(orderCartId),
    deps.repository.findPlacesNeeded(editCartId),
  ]);
  const sessions = new Set([...before, ...after].map((entry) => entry.activityTimeId));
  const quantityIn = (list: typeof before, id: number) =>
    list.find((e) => e.activityTimeId === id)?.quantity ?? 0;
  return [...sessions]
    .sort((a, b) => a - b)
    .map((activityTimeId) => ({
      activityTimeId,
      delta: quantityIn(after, activityTimeId) - quantityIn(before, activityTimeId),
    }))
    .filter((change) => change.delta !== 0);
}

/** The edit may still be made: not ended, no coupon with a problem, the added places free. */
export function checkEditStep(
  deps: Pick<OrdersDeps, 'repository'>,
): SaleStep<{ priced: PricedCart; order: OrderRow; now: Date }, PlaceChange[]> {
  return {
    name: 'check-places',
    async run({ priced: { cart }, order, now }) {
      assertStillChangeable(cart, now);
      const problem = cart.appliedCoupons.find((coupon) => coupon.problem);
      if (problem) throw new AppError('unprocessable', problem.problem!);
      const changes = await placeChanges(deps, order.cartId, cart.id);
      const added = changes
        .filter((change) => change.delta > 0)
        .map((change) => ({ activityTimeId: change.activityTimeId, quantity: change.delta }));
      if (!(await deps.repository.hasPlacesFor(cart.id, added, now))) throw ticketsUnavailable();
      return changes;
    },
  };
}

/**
 * Files each gateway call of an edit under the edit's own key, with its order; a credit names the
 * charge it was made against (decision 070).
 */
function recordEditCall(deps: MoneyDeps, input: MoneyInput, referenceToken: string | null = null) {
  return (call: GatewayCall) =>
    deps.repository.recordPayment({
      ...call,
      orderId: input.order.id,
      idempotencyKey: input.request.idempotencyKey,
      referenceToken,
    });
}

async function chargeDue(deps: MoneyDeps, input: MoneyInput): Promise<Movement> {
  const { request, order, dueCents } = input;
  if (!request.cardToken) {
    throw new AppError('validation_failed', orderTexts.cardRequired, {
      title: errorTexts.invalidFormTitle,
      fields: { 'customerInfo.cardToken': [orderTexts.cardRequired] },
    });
  }
  const charged = await chargeCard(
    { ...deps, recordCall: recordEditCall(deps, input) },
    {
      cardToken: request.cardToken,
      amountCents: dueCents,
      idempotencyKey: request.idempotencyKey,
      description: `Change to order ${order.receipt}`,
    },
  );
  const { transactionToken, amountCents, idempotencyKey } = charged;
  return {
    kind: 'charge',
    transactions: [{ transactionToken, amountCents, idempotencyKey }],
    amountCents: dueCents,
    paymentMethod: charged.paymentMethod,
  };
}

/**
 * Refunds what is over across the order's charges, newest first (decision 070): an order paid
 * $30 and then $50 by an edit gets a later $70 back as $50 and $20. The first credit keeps the
 * edit's key; the others are `<key>:credit-<n>`, which recovery undoes with it.
 */
async function refundOver(deps: MoneyDeps, input: MoneyInput): Promise<Movement> {
  const { request, order, dueCents } = input;
  const charges = order.chargeTransactionToken
    ? await deps.repository.findOrderCharges(order.id)
    : [];
  if (charges.length === 0) {
    throw new AppError(
      'conflict',
      `This refund needs customer service. Please contact ${deps.supportEmail}.`,
    );
  }
  const parts = splitCredit(charges, -dueCents, request.idempotencyKey, (n) =>
    creditPartKey(request.idempotencyKey, n),
  );
  const made: MovedMoney[] = [];
  for (const part of parts) {
    const result = await deps.gateway.credit(part);
    const recordCredit = recordEditCall(deps, input, part.transactionToken);
    await recordCredit({
      idempotencyKey: part.idempotencyKey,
      kind: 'credit',
      transactionToken: result.transactionToken,
      amountCents: part.amountCents,
      succeeded: result.succeeded,
      message: result.message,
    });
    if (!result.succeeded) {
      // The credits made are voided before the failure is answered; if that fails, recovery.
      await voidTransactions(deps, made, input);
      throw paymentError(result, deps.supportEmail);
    }
    made.push({ ...part, transactionToken: result.transactionToken });
  }
  // A refund goes back to the cards of the order's own charges.
  return {
    kind: 'refund',
    transactions: made,
    amountCents: -dueCents,
    paymentMethod: order.paymentMethod,
  };
}

/**
 * Voids an edit's charge or credits, each under `<its key>:void`. A failed void is answered as
 * unsettled even in the middle of a refund, so the edit goes to recovery (decision 020).
 */
async function voidTransactions(deps: MoneyDeps, moved: MovedMoney[], input: MoneyInput) {
  for (const money of moved) {
    const result = await voidMovedMoney(
      { ...deps, recordCall: recordEditCall(deps, input) },
      money,
    );
    if (!result.succeeded)
      throw new UnsettledPaymentError(
        'service_unavailable',
        errorTexts.ticketingUnavailableMessage(deps.supportEmail),
        { title: errorTexts.ticketingUnavailableTitle },
      );
  }
}

/** Voids the charge or refund of an edit that could not be written; recovery if it fails. */
async function voidMovement(deps: MoneyDeps, movement: Movement, input: MoneyInput) {
  if (!movement) return;
  await voidTransactions(deps, movement.transactions, input);
}

/** Charges what is due or refunds what is over, outside any transaction. */
export function moveDifferenceStep(deps: MoneyDeps): SaleStep<MoneyInput, Movement> {
  return {
    name: 'move-difference',
    async run(input) {
      if (input.dueCents > 0) return chargeDue(deps, input);
      if (input.dueCents < 0) return refundOver(deps, input);
      return null;
    },
    undo: (movement, input) => voidMovement(deps, movement, input),
  };
}
