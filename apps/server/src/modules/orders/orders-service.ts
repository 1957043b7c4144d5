/**
 * Placing and reading ticket orders (SPEC sections 4 and 7, DESIGN section 4). Placing an order
 * is a sequence of steps, each undone if a later one fails:
 *   claim the idempotency key → check the cart → charge the card (no lock held)
 *   → in one transaction: sell the places, count coupon uses, write the order, queue the e-mail,
 *     store the answer with the key
 *   → on a failed write, void the charge and record it.
 * A retry with the same key answers the first result and never charges twice. Every round trip
 * costs CPU on the server and the database under load, so the steps read and write as little
 * as they can (issue 4): the cart is read once, and the answer is built from it.
 */
import { randomBytes } from 'node:crypto';
import { errorTexts } from '@shop/core/api-error';
import type { Cart } from '@shop/core/cart';
import { dollarsToCents } from '@shop/core/money';
import { orderTexts, type CustomerInfo, type Order } from '@shop/core/order-api';
import { AppError, notFound } from '../../http/app-error.ts';
import type { CartsService } from '../carts/index.ts';
import { ticketsUnavailable } from '../carts/index.ts';
import { paymentError, noFailpoint } from '../payments/index.ts';
import type { PaymentGateway, Failpoint } from '../payments/index.ts';
import { buildOrder, createOrderView } from './order-view.ts';
import {
  cartSubmissionLedger,
  runLedgeredSubmission,
  type SubmissionOutcome,
} from './run-submission.ts';
import type { SubmissionStore } from './submission-store.ts';
import type {
  OrderRefusal,
  OrderRow,
  OrdersRepository,
  PlacesNeeded,
  Waiver,
} from './orders-repository.ts';

export interface SubmitOrder {
  cartToken: string;
  idempotencyKey: string;
  customer: Omit<CustomerInfo, 'cardToken'>;
  cardToken: string | null | undefined;
  bookingId: string | null | undefined;
}

/** A charge made for an order; `record` is what the payments ledger keeps of a succeeded one. */
interface Payment {
  transactionToken: string | null;
  paymentMethod: string | null;
  record: {
    idempotencyKey: string;
    transactionToken: string | null;
    amountCents: number;
    message: string | null;
  } | null;
}

export function generateOrderToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A bought line's booking reference (as `assignBookingIds` writes it for order edits). */
export function bookingIdOf(receipt: string, lineItemId: number): string {
  return `${receipt}-${lineItemId}`;
}

/** Places the cart needs per session, in session order (the lock order): add-ons count too. */
export function placesNeededBy(cart: Cart): PlacesNeeded[] {
  const bySession = new Map<number, number>();
  for (const line of cart.lineItems) {
    for (const ticket of line.lineItemTickets) {
      bySession.set(line.eventId, (bySession.get(line.eventId) ?? 0) + ticket.quantity);
    }
  }
  return [...bySession]
    .map(([activityTimeId, quantity]) => ({ activityTimeId, quantity }))
    .sort((a, b) => a.activityTimeId - b.activityTimeId);
}

/**
 * The cart as it reads once its order is written: each line has its booking reference and no
 * place is held any more. The answer is built from it rather than by reading the cart again.
 */
function orderedCart(cart: Cart, receipt: string): Cart {
  return {
    ...cart,
    lineItems: cart.lineItems.map((line) => ({
      ...line,
      bookingId: line.bookingId ?? bookingIdOf(receipt, line.id),
    })),
    holdsExpireAt: null,
  };
}

const couponUsedUpText = 'This coupon code has already been used the maximum number of times.';

export function createOrdersService(options: {
  repository: OrdersRepository;
  carts: CartsService;
  gateway: PaymentGateway;
  clock: () => Date;
  /** Whether the cart passed human verification recently (always true when it is disabled). */
  isCartVerified: (cartId: number, now: Date) => Promise<boolean>;
  supportEmail: string;
  displayWaivers: boolean;
  submissions: SubmissionStore;
  /** Reserves the cart's limited coupon uses for its payment, and releases them. */
  couponUses: { reserve(cartId: number): Promise<void>; release(cartId: number): Promise<void> };
  failpoint?: Failpoint | undefined;
}) {
  const { repository, carts, gateway, clock, submissions } = options;
  const failpoint = options.failpoint ?? noFailpoint;

  const toOrder = createOrderView({
    repository,
    viewCart: carts.view,
    displayWaivers: options.displayWaivers,
  });

  /**
   * Everything that can be refused before any money moves. Answers the places the cart needs
   * and the waivers its order shows.
   */
  async function checkCart(
    cart: Cart,
    now: Date,
  ): Promise<{ places: PlacesNeeded[]; waivers: Waiver[] }> {
    if (!cart.lineItems.some((line) => line.lineItemTickets.length > 0)) {
      throw new AppError('unprocessable', orderTexts.emptyCart);
    }
    const problem = cart.appliedCoupons.find((coupon) => coupon.problem);
    if (problem)
      throw new AppError('unprocessable', problem.problem!, {
        fields: { coupon: [problem.problem!] },
      });
    if (!(await options.isCartVerified(cart.id, now))) {
      throw new AppError('unprocessable', orderTexts.verificationFailed);
    }
    const places = placesNeededBy(cart);
    const checked = await repository.checkPlacesAndFindWaivers(cart.id, places, now);
    if (!checked.placesAvailable) throw ticketsUnavailable();
    return { places, waivers: checked.waivers };
  }

  /**
   * Charges the card. A declined or failed charge is recorded here; a succeeded one is recorded
   * with the order in its transaction (`placeOrder`), or before its void when the write fails.
   */
  async function charge(request: SubmitOrder, amountCents: number): Promise<Payment> {
    if (amountCents <= 0) return { transactionToken: null, paymentMethod: null, record: null };
    if (!request.cardToken) {
      throw new AppError('validation_failed', orderTexts.cardRequired, {
        title: errorTexts.invalidFormTitle,
        fields: { 'customerInfo.cardToken': [orderTexts.cardRequired] },
      });
    }
    const card = await gateway.describePaymentMethod(request.cardToken);
    const result = await gateway.purchase({
      paymentMethodToken: request.cardToken,
      amountCents,
      currency: 'USD',
      idempotencyKey: request.idempotencyKey,
      description: 'Ticket order',
    });
    const record = {
      idempotencyKey: request.idempotencyKey,
      transactionToken: result.transactionToken,
      amountCents,
      message: result.message,
    };
    if (!result.succeeded) {
      await repository.recordPayment({ ...record, kind: 'purchase', succeeded: false });
      throw paymentError(result, options.supportEmail);
    }
    return {
      transactionToken: result.transactionToken,
      paymentMethod: card?.label ?? null,
      record,
    };
  }

  /**
   * Undoes a charge whose order could not be written: records it, voids it, records the void.
   * A void that fails leaves the money to the recovery job (decision 020).
   */
  async function voidCharge(request: SubmitOrder, payment: Payment, amountCents: number) {
    const transactionToken = payment.transactionToken!;
    await repository.recordPayment({ ...payment.record!, kind: 'purchase', succeeded: true });
    const result = await gateway.void({
      transactionToken,
      idempotencyKey: `${request.idempotencyKey}:void`,
    });
    await repository.recordPayment({
      idempotencyKey: request.idempotencyKey,
      kind: 'void',
      transactionToken: result.transactionToken ?? transactionToken,
      amountCents,
      succeeded: result.succeeded,
      message: result.message,
    });
    if (!result.succeeded) throw paymentError(result, options.supportEmail);
  }

  function refusalError(refusal: OrderRefusal, cart: Cart): AppError {
    if (refusal.reason === 'session-missing') return notFound('Activity time');
    if (refusal.reason === 'taken-over')
      return new AppError('conflict', orderTexts.paymentBeingConfirmed);
    if (refusal.reason === 'places-gone') return ticketsUnavailable();
    const coupon = cart.appliedCoupons.find((applied) => applied.id === refusal.couponId);
    return new AppError('unprocessable', `${coupon?.coupon ?? 'Coupon'}: ${couponUsedUpText}`, {
      fields: { coupon: [couponUsedUpText] },
    });
  }

  /**
   * The transaction that turns the cart into an order and stores the answer with the key, or
   * throws (and writes nothing).
   */
  async function writeOrder(
    request: SubmitOrder,
    cart: Cart,
    checked: { places: PlacesNeeded[]; waivers: Waiver[] },
    payment: Payment,
    now: Date,
  ): Promise<SubmissionOutcome> {
    let outcome: SubmissionOutcome | undefined;
    const placed = await repository.placeOrder({
      cartId: cart.id,
      places: checked.places,
      couponIds: cart.appliedCoupons.map((coupon) => coupon.id),
      now,
      order: {
        token: generateOrderToken(),
        email: request.customer.email,
        firstName: request.customer.firstName,
        lastName: request.customer.lastName,
        phone: request.customer.phone || null,
        bookingId: request.bookingId ?? null,
        paymentMethod: payment.paymentMethod,
        chargeTransactionToken: payment.transactionToken,
        subtotalCents: dollarsToCents(cart.subtotal),
        discountCents: dollarsToCents(cart.discounts),
        taxCents: dollarsToCents(cart.taxes),
        donationCents: dollarsToCents(cart.donationAmount),
        totalPaidCents: dollarsToCents(cart.total),
        couponCodes: cart.appliedCoupons.map((coupon) => ({
          code: coupon.coupon,
          description: coupon.description,
          discountCents: dollarsToCents(coupon.discounts),
        })),
      },
      bookingIdsOf: (receipt) =>
        cart.lineItems
          .filter((line) => line.bookingId === null)
          .map((line) => ({ lineItemId: line.id, bookingId: bookingIdOf(receipt, line.id) })),
      event: { actor: request.customer.email, chargedCents: dollarsToCents(cart.total) },
      payment: payment.record,
      submission: {
        idempotencyKey: request.idempotencyKey,
        answer: (row) => {
          const attributes = buildOrder(
            row,
            orderedCart(cart, row.receipt),
            checked.waivers,
            options.displayWaivers,
          );
          outcome = { status: 201, body: { data: { id: row.id, type: 'order', attributes } } };
          return outcome.body;
        },
      },
      beforeCommit: () => failpoint('writing'),
    });
    if ('refused' in placed) throw refusalError(placed.refused, cart);
    return outcome!;
  }

  /** What a submission that placed or changed this order answers. */
  async function answerFor(row: OrderRow): Promise<SubmissionOutcome> {
    return {
      status: 201,
      body: { data: { id: row.id, type: 'order', attributes: await toOrder(row) } },
    };
  }

  /** The answer to an order's submission, for a retry after a crash left it unstored. */
  async function answerOfOrder(orderId: number): Promise<SubmissionOutcome> {
    return answerFor((await repository.findOrderById(orderId))!);
  }

  return {
    /** Places the order for a cart; see the steps above. Answers the outcome to send. */
    async submitOrder(request: SubmitOrder): Promise<SubmissionOutcome> {
      const cartRow = await carts.findCart(request.cartToken);
      if (!cartRow) throw notFound('Cart');
      const ledger = cartSubmissionLedger({
        repository,
        store: submissions,
        key: request.idempotencyKey,
        cartId: cartRow.id,
        answerOf: answerOfOrder,
      });
      return runLedgeredSubmission(
        ledger,
        async ({ onFailure }) => {
          const now = clock();
          // The cart was read just before the claim; only an ordered one is read again, for
          // the carts module's own refusal.
          const open = cartRow.orderedAt ? await carts.requireOpenCart(request.cartToken) : cartRow;
          const cart = await carts.view(open);
          const checked = await checkCart(cart, now);
          if (cart.appliedCoupons.length > 0) {
            // Uses of limited coupons are held only while the payment is made (decision 020).
            await options.couponUses.reserve(cart.id);
            onFailure(() => options.couponUses.release(cart.id));
          }
          const payment = await charge(request, dollarsToCents(cart.total));
          if (payment.transactionToken) {
            onFailure(() => voidCharge(request, payment, dollarsToCents(cart.total)));
          }
          await failpoint('paid');
          const outcome = await writeOrder(request, cart, checked, payment, now);
          // Stored with the key in the order's own transaction (placeOrder).
          return { outcome, answerStored: true };
        },
        failpoint,
      );
    },

    async getOrder(token: string): Promise<Order> {
      const row = await repository.findOrderByToken(token);
      if (!row) throw notFound('Order');
      return toOrder(row);
    },

    toOrder,
    answerOfOrder,
    answerFor,
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;

export type { SubmissionOutcome };
