/**
 * The steps of placing a ticket order before its write, each with its undo (decision 027):
 * check the cart, reserve its coupon uses (undo: release them), charge the card (undo: void; the
 * step every sale shares, `sales/charge-card-step.ts`).
 */
import { errorTexts } from '@shop/core/error-texts';
import type { Cart } from '@shop/core/cart';
import { CASH_PAYMENT_METHOD, type CustomerInfo } from '@shop/core/order-api';
import { orderTexts } from '@shop/core/order-texts';
import { walkUpTexts } from '@shop/core/walk-up-api';
import { AppError } from '../../http/app-error.ts';
import {
  placesOfTicket,
  type CartRow,
  type PlacesNeeded,
  type PricedCart,
} from '../carts/index.ts';
import { chargeCardStep, type CardCharge, type Charge, type SaleStep } from '../sales/index.ts';
import type { OrdersDeps } from './orders-deps.ts';

export interface PlaceOrderRequest {
  cartToken: string;
  idempotencyKey: string;
  customer: Omit<CustomerInfo, 'cardToken'>;
  cardToken: string | null | undefined;
  bookingId: string | null | undefined;
  /** The cart's total the checkout showed, in dollars (decision 112). */
  expectedTotal?: number | null | undefined;
  /**
   * The member whose live session sent the order (decision 092): from the bearer token only,
   * never from the body; the account page lists their orders. Null or absent for a guest.
   */
  memberId?: number | null | undefined;
  /**
   * A sale the box office makes at the venue (decision 059): who sold it, and whether it was paid
   * in cash (no gateway call, with the amount tendered: decision 072) rather than by a card token.
   */
  soldBy?:
    | { staffId: number; paidInCash: false }
    | { staffId: number; paidInCash: true; tenderedCents: number }
    | undefined;
}

/** The payment method a cash sale records (core's, which the e-mails' sentences read too). */
export { CASH_PAYMENT_METHOD };

export interface CheckedCart {
  places: PlacesNeeded[];
}

/**
 * Places the cart needs per session, in session order (the lock order): add-ons take none
 * (decision 074), so a session where the cart has only add-ons needs nothing.
 */
export function placesNeededBy(cart: Cart): PlacesNeeded[] {
  const bySession = new Map<number, number>();
  for (const line of cart.lineItems) {
    for (const ticket of line.lineItemTickets) {
      const places = placesOfTicket(ticket);
      if (places > 0) bySession.set(line.eventId, (bySession.get(line.eventId) ?? 0) + places);
    }
  }
  return [...bySession]
    .map(([activityTimeId, quantity]) => ({ activityTimeId, quantity }))
    .sort((a, b) => a.activityTimeId - b.activityTimeId);
}

/**
 * Everything that can be refused before any money moves: tickets present, no coupon with a
 * problem, human verification, and the places still there. The cart's places are held again
 * first, so none lapses while the card is charged: a lapsed hold is taken again if the places
 * are still free, else the order is refused here (decision 030). Answers the places the cart
 * needs.
 */
export function checkCartStep(
  deps: Pick<OrdersDeps, 'isCartVerified' | 'carts'>,
): SaleStep<{ cartRow: CartRow; priced: PricedCart; now: Date }, CheckedCart> {
  return {
    name: 'check-places',
    async run({ cartRow, priced: { cart }, now }) {
      if (!cart.lineItems.some((line) => line.lineItemTickets.length > 0)) {
        throw new AppError('unprocessable', orderTexts.emptyCart);
      }
      const problem = cart.appliedCoupons.find((coupon) => coupon.problem);
      if (problem)
        throw new AppError('unprocessable', problem.problem!, {
          fields: { coupon: [problem.problem!] },
        });
      if (!(await deps.isCartVerified(cart.id, now))) {
        throw new AppError('unprocessable', orderTexts.verificationFailed);
      }
      const places = placesNeededBy(cart);
      await deps.carts.keepPlacesForSale(cartRow, places);
      return { places };
    },
  };
}

/**
 * The cash a box-office sale takes and the change it gives back, in cents; null for a sale not
 * paid in cash or with nothing to pay.
 */
export function cashOf(
  request: PlaceOrderRequest,
  amountCents: number,
): { tenderedCents: number; changeCents: number } | null {
  const sold = request.soldBy;
  if (!sold?.paidInCash || amountCents <= 0) return null;
  return { tenderedCents: sold.tenderedCents, changeCents: sold.tenderedCents - amountCents };
}

/**
 * Refuses a cash sale whose tender is short of the amount due (decision 072). It is bad input, so
 * it is refused before the idempotency key is claimed: nothing is recorded, the places stay held.
 */
export function assertCashCovers(request: PlaceOrderRequest, amountCents: number): void {
  const cash = cashOf(request, amountCents);
  if (!cash || cash.changeCents >= 0) return;
  const message = walkUpTexts.cashShortOf(cash.tenderedCents, amountCents);
  throw new AppError('unprocessable', message, { fields: { 'payment.tenderedCents': [message] } });
}

/** Uses of limited coupons are held only while the payment is made (decision 020). */
export function reserveCouponUsesStep(
  deps: Pick<OrdersDeps, 'couponUses'>,
): SaleStep<number, void> {
  return {
    name: 'reserve-coupon-uses',
    run: (cartId) => deps.couponUses.reserve(cartId),
    undo: (_none, cartId) => deps.couponUses.release(cartId),
  };
}

/**
 * What the order charges to a card: nothing when nothing is due or the box office takes cash (no
 * gateway call, decision 072); refused without a card token.
 */
export function cardChargeOf(request: PlaceOrderRequest, amountCents: number): CardCharge | null {
  if (amountCents <= 0 || request.soldBy?.paidInCash) return null;
  if (!request.cardToken) {
    throw new AppError('validation_failed', orderTexts.cardRequired, {
      title: errorTexts.invalidFormTitle,
      fields: { 'customerInfo.cardToken': [orderTexts.cardRequired] },
    });
  }
  return {
    cardToken: request.cardToken,
    amountCents,
    idempotencyKey: request.idempotencyKey,
    description: 'Ticket order',
  };
}

/**
 * The sale's charge step for a ticket order: a succeeded charge is recorded with the order in its
 * statement, or before its void when the write fails.
 */
export function chargeOrderStep(
  deps: Pick<OrdersDeps, 'repository' | 'gateway' | 'supportEmail'>,
): SaleStep<CardCharge | null, Charge | null> {
  return chargeCardStep({
    gateway: deps.gateway,
    supportEmail: deps.supportEmail,
    recordCall: (call) => deps.repository.recordPayment(call),
    isChargeRecordedWithSale: true,
  });
}
