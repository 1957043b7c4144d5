/**
 * Placing and reading ticket orders (SPEC sections 4 and 7, DESIGN section 4). Placing an order
 * is a sequence of steps, each undone if a later one fails:
 *   claim the idempotency key → check the cart → charge the card (no lock held)
 *   → in one transaction: sell the places, count coupon uses, write the order, queue the e-mail
 *   → on a failed write, void the charge and record it.
 * A retry with the same key answers the first result and never charges twice.
 */
import { randomBytes } from 'node:crypto';
import { errorTexts } from '@shop/core/api-error';
import type { Cart } from '@shop/core/cart';
import { dollarsToCents } from '@shop/core/money';
import { orderTexts, type CustomerInfo, type Order } from '@shop/core/order-api';
import { AppError, notFound } from '../../http/app-error.ts';
import type { CartsService } from '../carts/carts-service.ts';
import { ticketsUnavailable } from '../carts/hold-places.ts';
import type { CouponsRepository } from '../coupons/coupons-repository.ts';
import { paymentError } from '../payments/payment-error.ts';
import type { PaymentGateway } from '../payments/payment-gateway.ts';
import { createOrderView } from './order-view.ts';
import { runSubmission, type SubmissionOutcome } from './run-submission.ts';
import type { OrderRow, OrdersRepository } from './orders-repository.ts';

export interface SubmitOrder {
  cartToken: string;
  idempotencyKey: string;
  customer: Omit<CustomerInfo, 'cardToken'>;
  cardToken: string | null | undefined;
  bookingId: string | null | undefined;
}

export function generateOrderToken(): string {
  return randomBytes(32).toString('base64url');
}

export function createOrdersService(options: {
  repository: OrdersRepository;
  couponsRepository: CouponsRepository;
  carts: CartsService;
  gateway: PaymentGateway;
  clock: () => Date;
  /** Whether the cart passed human verification recently (always true when it is disabled). */
  isCartVerified: (cartId: number, now: Date) => Promise<boolean>;
  supportEmail: string;
  displayWaivers: boolean;
}) {
  const { repository, carts, gateway, clock } = options;

  const toOrder = createOrderView({
    repository,
    viewCart: carts.view,
    displayWaivers: options.displayWaivers,
  });

  /** Everything that can be refused before any money moves. */
  async function checkCart(cart: Cart, now: Date) {
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
    for (const need of await repository.findPlacesNeeded(cart.id)) {
      if (!(await repository.hasPlacesFor(cart.id, need.activityTimeId, need.quantity, now)))
        throw ticketsUnavailable();
    }
  }

  async function charge(request: SubmitOrder, amountCents: number) {
    if (amountCents <= 0) return { transactionToken: null, paymentMethod: null };
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
    await repository.recordPayment({
      idempotencyKey: request.idempotencyKey,
      kind: 'purchase',
      transactionToken: result.transactionToken,
      amountCents,
      succeeded: result.succeeded,
      message: result.message,
    });
    if (!result.succeeded) throw paymentError(result, options.supportEmail);
    return { transactionToken: result.transactionToken, paymentMethod: card?.label ?? null };
  }

  async function voidCharge(request: SubmitOrder, transactionToken: string, amountCents: number) {
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
  }

  /** The transaction that turns the cart into an order, or throws (and writes nothing). */
  async function writeOrder(
    request: SubmitOrder,
    cart: Cart,
    payment: { transactionToken: string | null; paymentMethod: string | null },
    now: Date,
  ): Promise<OrderRow> {
    const couponRows = await options.couponsRepository.findCouponsOfCart(cart.id);
    const places = await repository.findPlacesNeeded(cart.id);
    return repository.transaction(async (tx) => {
      for (const need of places) {
        if (!(await repository.sellPlaces(tx, cart.id, need.activityTimeId, need.quantity, now))) {
          throw ticketsUnavailable();
        }
      }
      for (const coupon of couponRows) {
        if (!(await repository.useCoupon(tx, coupon.id, cart.id, now))) {
          throw new AppError(
            'unprocessable',
            `${coupon.code}: This coupon code has already been used the maximum number of times.`,
            {
              fields: {
                coupon: ['This coupon code has already been used the maximum number of times.'],
              },
            },
          );
        }
      }
      await repository.releaseCartHolds(tx, cart.id);
      const order = await repository.insertOrder(tx, {
        token: generateOrderToken(),
        cartId: cart.id,
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
      });
      await repository.markCartOrdered(tx, cart.id, now);
      await repository.assignBookingIds(tx, cart.id, order.receipt);
      await repository.recordEvent(tx, {
        orderId: order.id,
        kind: 'placed',
        actor: request.customer.email,
        chargedCents: dollarsToCents(cart.total),
      });
      await repository.enqueue(tx, 'order-confirmation', { orderId: order.id });
      return order;
    });
  }

  return {
    /** Places the order for a cart; see the steps above. Answers the outcome to send. */
    async submitOrder(request: SubmitOrder): Promise<SubmissionOutcome> {
      const cartRow = await carts.findCart(request.cartToken);
      if (!cartRow) throw notFound('Cart');
      return runSubmission(
        repository,
        { idempotencyKey: request.idempotencyKey, cartId: cartRow.id },
        async (onFailure) => {
          const now = clock();
          const cart = await carts.view(await carts.requireOpenCart(request.cartToken));
          await checkCart(cart, now);
          const payment = await charge(request, dollarsToCents(cart.total));
          if (payment.transactionToken) {
            onFailure(() =>
              voidCharge(request, payment.transactionToken!, dollarsToCents(cart.total)),
            );
          }
          const order = await writeOrder(request, cart, payment, now);
          return {
            orderId: order.id,
            outcome: {
              status: 201,
              body: { data: { id: order.id, type: 'order', attributes: await toOrder(order) } },
            },
          };
        },
      );
    },

    async getOrder(token: string): Promise<Order> {
      const row = await repository.findOrderByToken(token);
      if (!row) throw notFound('Order');
      return toOrder(row);
    },

    toOrder,
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;

export type { SubmissionOutcome };
