/**
 * Changing a paid order (SPEC section 4, DESIGN section 4), as its own workflow:
 *   open   — a working copy of the order's cart; the order's places stay sold to it
 *   change — the cart endpoints on the copy: new places are held, original tickets stay
 *   commit — charge the difference or refund it (no lock held), then in one transaction sell
 *            the extra places, release the ones no longer used, point the order at the copy;
 *            a failed write voids the charge or the refund
 *   discard — the copy and its holds go; nothing else changed.
 */
import { errorTexts } from '@shop/core/api-error';
import type { Cart } from '@shop/core/cart';
import { centsToDollars, dollarsToCents } from '@shop/core/money';
import { orderEditTexts } from '@shop/core/order-edit';
import { orderTexts, type CustomerInfo, type Order } from '@shop/core/order-api';
import { AppError, notFound } from '../../http/app-error.ts';
import { generateCartToken, type CartsService } from '../carts/index.ts';
import { ticketsUnavailable } from '../carts/index.ts';
import { paymentError, noFailpoint } from '../payments/index.ts';
import type { GatewayResult, PaymentGateway, Failpoint } from '../payments/index.ts';
import type { OrderRow, OrdersRepository } from './orders-repository.ts';
import type { OrdersService } from './orders-service.ts';
import {
  cartSubmissionLedger,
  runLedgeredSubmission,
  type SubmissionOutcome,
} from './run-submission.ts';
import type { SubmissionStore } from './submission-store.ts';

export interface CommitOrderEdit {
  orderToken: string;
  cartToken: string;
  idempotencyKey: string;
  customer: Omit<CustomerInfo, 'cardToken'>;
  cardToken: string | null | undefined;
}

type Movement = { kind: 'charge' | 'refund'; transactionToken: string; amountCents: number } | null;

export function createOrderEditsService(options: {
  repository: OrdersRepository;
  orders: OrdersService;
  carts: CartsService;
  gateway: PaymentGateway;
  clock: () => Date;
  supportEmail: string;
  submissions: SubmissionStore;
  failpoint?: Failpoint | undefined;
}) {
  const { repository, carts, gateway, clock } = options;
  const failpoint = options.failpoint ?? noFailpoint;

  async function requireOrder(token: string): Promise<OrderRow> {
    const order = await repository.findOrderByToken(token);
    if (!order) throw notFound('Order');
    return order;
  }

  async function cartOf(cartId: number): Promise<Cart> {
    return carts.view((await repository.findCartById(cartId))!);
  }

  async function editView(order: OrderRow, editCartId: number): Promise<Order> {
    const [current, working] = await Promise.all([
      options.orders.toOrder(order),
      cartOf(editCartId),
    ]);
    return {
      ...current,
      cart: working,
      originalOrder: { totalPaid: current.totalPaid, cart: current.cart },
    };
  }

  function assertStillChangeable(cart: Cart, now: Date) {
    const ended = cart.lineItems.every((line) => new Date(line.endDatetime) <= now);
    if (cart.lineItems.length > 0 && ended)
      throw new AppError('unprocessable', orderEditTexts.reservationPassed);
  }

  /** Per session, places the working copy needs beyond what the order bought (negative: frees). */
  async function placeChanges(orderCartId: number, editCartId: number) {
    const [before, after] = await Promise.all([
      repository.findPlacesNeeded(orderCartId),
      repository.findPlacesNeeded(editCartId),
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

  async function record(
    request: CommitOrderEdit,
    orderId: number,
    kind: 'purchase' | 'credit' | 'void',
    amountCents: number,
    result: GatewayResult,
  ) {
    await repository.recordPayment({
      orderId,
      idempotencyKey: request.idempotencyKey,
      kind,
      transactionToken: result.transactionToken,
      amountCents,
      succeeded: result.succeeded,
      message: result.message,
    });
  }

  /** Charges what is due or refunds what is over, outside any transaction. */
  async function moveMoney(
    request: CommitOrderEdit,
    order: OrderRow,
    dueCents: number,
  ): Promise<Movement> {
    if (dueCents > 0) {
      if (!request.cardToken) {
        throw new AppError('validation_failed', orderTexts.cardRequired, {
          title: errorTexts.invalidFormTitle,
          fields: { 'customerInfo.cardToken': [orderTexts.cardRequired] },
        });
      }
      const result = await gateway.purchase({
        paymentMethodToken: request.cardToken,
        amountCents: dueCents,
        currency: 'USD',
        idempotencyKey: request.idempotencyKey,
        description: `Change to order ${order.receipt}`,
      });
      await record(request, order.id, 'purchase', dueCents, result);
      if (!result.succeeded) throw paymentError(result, options.supportEmail);
      return { kind: 'charge', transactionToken: result.transactionToken, amountCents: dueCents };
    }
    if (dueCents < 0) {
      if (!order.chargeTransactionToken) {
        throw new AppError(
          'conflict',
          `This refund needs customer service. Please contact ${options.supportEmail}.`,
        );
      }
      const result = await gateway.credit({
        transactionToken: order.chargeTransactionToken,
        amountCents: -dueCents,
        idempotencyKey: request.idempotencyKey,
      });
      await record(request, order.id, 'credit', -dueCents, result);
      if (!result.succeeded) throw paymentError(result, options.supportEmail);
      return { kind: 'refund', transactionToken: result.transactionToken, amountCents: -dueCents };
    }
    return null;
  }

  /** Voids the charge or refund of an edit that could not be written; see `voidCharge`. */
  async function undoMoney(request: CommitOrderEdit, orderId: number, movement: Movement) {
    if (!movement) return;
    const result = await gateway.void({
      transactionToken: movement.transactionToken,
      idempotencyKey: `${request.idempotencyKey}:void`,
    });
    await record(request, orderId, 'void', movement.amountCents, result);
    if (!result.succeeded) throw paymentError(result, options.supportEmail);
  }

  return {
    /** Opens (or resumes) an edit and answers the order with the working cart and the original. */
    async openEdit(orderToken: string): Promise<Order> {
      const order = await requireOrder(orderToken);
      const open = await repository.findOpenEdit(order.id);
      if (open) return editView(order, open.cartId);
      assertStillChangeable(await cartOf(order.cartId), clock());
      const { cart } = await repository.createEditCart(order.id, order.cartId, generateCartToken());
      return editView(order, cart.id);
    },

    /** Leaving edit mode: the working copy and its held places go. */
    async discardEdit(orderToken: string): Promise<void> {
      const order = await requireOrder(orderToken);
      const open = await repository.findOpenEdit(order.id);
      if (!open) throw notFound('Open change to this order');
      await repository.discardEdit(open.id, open.cartId, clock());
    },

    async commitEdit(request: CommitOrderEdit): Promise<SubmissionOutcome> {
      const order = await requireOrder(request.orderToken);
      const edit = await repository.findOpenEdit(order.id);
      const editCart = await carts.findCart(request.cartToken);
      if (!editCart || editCart.editOfOrderId !== order.id)
        throw notFound('Open change to this order');
      const ledger = cartSubmissionLedger({
        repository,
        store: options.submissions,
        key: request.idempotencyKey,
        cartId: editCart.id,
        answerOf: options.orders.answerOfOrder,
      });
      return runLedgeredSubmission(
        ledger,
        async ({ onFailure, markSucceeded }) => {
          const now = clock();
          if (!edit || edit.cartId !== editCart.id) throw notFound('Open change to this order');
          const cart = await carts.view(editCart);
          assertStillChangeable(cart, now);
          const problem = cart.appliedCoupons.find((coupon) => coupon.problem);
          if (problem) throw new AppError('unprocessable', problem.problem!);
          const changes = await placeChanges(order.cartId, editCart.id);
          const added = changes
            .filter((change) => change.delta > 0)
            .map((change) => ({ activityTimeId: change.activityTimeId, quantity: change.delta }));
          if (!(await repository.hasPlacesFor(editCart.id, added, now))) throw ticketsUnavailable();
          const newTotalCents = dollarsToCents(cart.total);
          const movement = await moveMoney(request, order, newTotalCents - order.totalPaidCents);
          if (movement) onFailure(() => undoMoney(request, order.id, movement));
          await failpoint('paid');

          const updated = await repository.transaction(async (tx) => {
            for (const change of changes) {
              if (change.delta > 0) {
                if (
                  !(await repository.sellPlaces(
                    tx,
                    editCart.id,
                    change.activityTimeId,
                    change.delta,
                    now,
                  ))
                ) {
                  throw ticketsUnavailable();
                }
              } else {
                await repository.releasePlaces(tx, change.activityTimeId, -change.delta);
              }
            }
            await repository.releaseCartHolds(tx, editCart.id);
            await repository.assignBookingIds(tx, editCart.id, order.receipt);
            const row = await repository.updateOrderAfterEdit(tx, order.id, {
              cartId: editCart.id,
              subtotalCents: dollarsToCents(cart.subtotal),
              discountCents: dollarsToCents(cart.discounts),
              taxCents: dollarsToCents(cart.taxes),
              donationCents: dollarsToCents(cart.donationAmount),
              totalPaidCents: newTotalCents,
              couponCodes: cart.appliedCoupons.map((coupon) => ({
                code: coupon.coupon,
                description: coupon.description,
                discountCents: dollarsToCents(coupon.discounts),
              })),
            });
            await repository.markCartOrdered(tx, editCart.id, now);
            await repository.closeEdit(tx, edit.id, now);
            await repository.recordEvent(tx, {
              orderId: order.id,
              kind: 'edited',
              actor: request.customer.email,
              chargedCents: movement?.kind === 'charge' ? movement.amountCents : 0,
              refundedCents: movement?.kind === 'refund' ? movement.amountCents : 0,
              details: {
                places: changes,
                previousCartId: order.cartId,
                previousTotalPaid: centsToDollars(order.totalPaidCents),
              },
            });
            await repository.enqueue(tx, 'order-confirmation', { orderId: order.id, edited: true });
            await markSucceeded(tx, order.id);
            await failpoint('writing');
            return row;
          });
          return { outcome: await options.orders.answerFor(updated) };
        },
        failpoint,
      );
    },
  };
}

export type OrderEditsService = ReturnType<typeof createOrderEditsService>;
