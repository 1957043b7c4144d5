/**
 * The last step of placing a ticket order: one transaction turns the cart into the order, its
 * e-mail queued and its submission's success and answer stored with it; a refusal rolls it all
 * back (its undo is the rollback). The answer is built from the row taken under the locks,
 * before the write, so the write never calls back into the use case.
 */
import { randomBytes } from 'node:crypto';
import type { Cart } from '@shop/core/cart';
import { orderTexts } from '@shop/core/order-texts';
import { AppError, notFound } from '../../http/app-error.ts';
import { ticketsUnavailable, type PricedCart } from '../carts/index.ts';
import type { Charge, SaleStep, SubmissionOutcome } from '../sales/index.ts';
import type { PlacedOrderAnswer } from './order-answer.ts';
import type { OrderRow } from './order-rows.ts';
import { buildOrder } from './order-view.ts';
import type { OrdersDeps } from './orders-deps.ts';
import { confirmCartPassPlaces } from '../passes/index.ts';
import { lockSale, writePlacedOrder } from './place-order-repository.ts';
import {
  CASH_PAYMENT_METHOD,
  cashOf,
  type CheckedCart,
  type PlaceOrderRequest,
} from './place-order-steps.ts';

const couponUsedUpText = 'This coupon code has already been used the maximum number of times.';

export interface WriteOrderInput {
  request: PlaceOrderRequest;
  priced: PricedCart;
  checked: CheckedCart;
  /** The card charged; null when nothing was due or the box office took cash. */
  charge: Charge | null;
  now: Date;
  answer: PlacedOrderAnswer;
}

export function generateOrderToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A bought line's booking reference (as `assignBookingIds` writes it for order edits). */
export function bookingIdOf(receipt: string, lineItemId: number): string {
  return `${receipt}-${lineItemId}`;
}

/** The coupons an order keeps: each code with what it took off, in cents. */
export function couponCodesOf({ cart, pricing }: PricedCart): OrderRow['couponCodes'] {
  return cart.appliedCoupons.map((coupon, index) => ({
    code: coupon.coupon,
    description: coupon.description,
    discountCents: pricing.coupons[index]!.discountCents,
  }));
}

/** The cart as it reads once its order is written: booking references, no place held. */
function orderedCart(cart: Cart, receipt: string): Cart {
  return {
    ...cart,
    lineItems: cart.lineItems.map((line) => ({
      ...line,
      bookingId: line.bookingId ?? bookingIdOf(receipt, line.id),
    })),
    holdsExpireAt: null,
    holdsExpireInSeconds: null,
  };
}

function orderRowOf(
  input: WriteOrderInput,
  taken: { order_id: number; receipt: string; created_at: Date },
): OrderRow {
  const { request, priced, charge } = input;
  const { totals } = priced.pricing;
  const cash = cashOf(request, totals.totalCents);
  return {
    id: taken.order_id,
    token: generateOrderToken(),
    receipt: taken.receipt,
    cartId: priced.cart.id,
    email: request.customer.email,
    firstName: request.customer.firstName,
    lastName: request.customer.lastName,
    phone: request.customer.phone || null,
    bookingId: request.bookingId ?? null,
    paymentMethod: charge?.paymentMethod ?? (cash ? CASH_PAYMENT_METHOD : null),
    chargeTransactionToken: charge?.transactionToken ?? null,
    soldByStaffId: request.soldBy?.staffId ?? null,
    cashTenderedCents: cash?.tenderedCents ?? null,
    cashChangeCents: cash?.changeCents ?? null,
    memberId: request.memberId ?? null,
    subtotalCents: totals.subtotalCents,
    discountCents: totals.discountCents,
    taxCents: totals.taxCents,
    donationCents: totals.donationCents,
    totalPaidCents: totals.totalCents,
    couponCodes: couponCodesOf(priced),
    createdAt: taken.created_at,
  };
}

function couponUsedUp(cart: Cart, couponId: number): AppError {
  const coupon = cart.appliedCoupons.find((applied) => applied.id === couponId);
  return new AppError('unprocessable', `${coupon?.coupon ?? 'Coupon'}: ${couponUsedUpText}`, {
    fields: { coupon: [couponUsedUpText] },
  });
}

/** The pass holders' places (and their guests') a cart sells, for the box office's audit entry. */
function countMembershipPlaces(cart: Cart): number {
  return cart.lineItems
    .flatMap((line) => line.lineItemTickets)
    .filter((ticket) => ticket.passPlace !== null).length;
}

/** Who an order event names when the buyer gave no e-mail: the staff member who sold it. */
function staffActor(request: PlaceOrderRequest): string {
  return request.soldBy ? `staff:${request.soldBy.staffId}` : '';
}

/** The transaction that writes the order and stores its answer with the key, or throws. */
export function writeOrderStep(
  deps: Pick<OrdersDeps, 'repository' | 'displayWaivers' | 'failpoint'>,
): SaleStep<WriteOrderInput, SubmissionOutcome> {
  return {
    name: 'write-order',
    run: (input) =>
      deps.repository.transaction(async (tx) => {
        const { cart } = input.priced;
        const { places } = input.checked;
        const couponIds = cart.appliedCoupons.map((coupon) => coupon.id);
        // Pass holders' rows before the sessions', the order every membership place's claim takes.
        await confirmCartPassPlaces(tx, cart, input.now);
        const taken = await lockSale(tx, {
          cartId: cart.id,
          sessionIds: places.map((need) => need.activityTimeId),
          couponIds,
        });
        if (taken.sessions !== places.length) throw notFound('Activity time');
        const order = orderRowOf(input, taken);
        const ordered = orderedCart(cart, order.receipt);
        const outcome = input.answer(
          order,
          buildOrder(order, ordered, taken.waivers, deps.displayWaivers),
        );
        const written = await writePlacedOrder(tx, {
          order,
          places,
          couponIds,
          now: input.now,
          bookings: cart.lineItems
            .filter((line) => line.bookingId === null)
            .map((line) => ({
              lineItemId: line.id,
              bookingId: bookingIdOf(order.receipt, line.id),
            })),
          event: {
            actor: input.request.customer.email || staffActor(input.request),
            chargedCents: order.totalPaidCents,
          },
          soldBy: input.request.soldBy
            ? {
                staffId: input.request.soldBy.staffId,
                membershipPlaces: countMembershipPlaces(cart),
              }
            : null,
          payment: input.charge,
          submission: { idempotencyKey: input.request.idempotencyKey, answer: outcome },
        });
        // The recovery job took the submission over (decision 020): its charge is being undone.
        if (written.completed !== 1)
          throw new AppError('conflict', orderTexts.paymentBeingConfirmed);
        if (written.sessions_sold !== places.length || written.add_ons_short > 0)
          throw ticketsUnavailable();
        const used = new Set(written.coupons_used);
        const unused = [...couponIds].sort((a, b) => a - b).find((id) => !used.has(id));
        if (unused !== undefined) throw couponUsedUp(cart, unused);
        await deps.failpoint('writing');
        return outcome;
      }),
  };
}
