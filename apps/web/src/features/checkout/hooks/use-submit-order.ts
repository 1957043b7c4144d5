/**
 * Placing the order is a sequence of steps (SPEC sections 4 and 7): tokenise the card (when
 * paying), pass human verification (when on), hold the cart's coupons (when it has any), in edit
 * mode hold the places of every timed line, then create (or, editing, commit) the order with an
 * idempotency key. Each submit attempt gets a fresh key; an attempt
 * whose answer was lost to the network is retried with the same key, and sent again as it was
 * when the same values are submitted again, so it can never place two orders or charge twice.
 */
import type { BillingFormValues } from '@shop/core/billing-form-values';
import { toCustomerInfo, toPaymentMethodRequest } from '@shop/core/billing-form-values';
import type { Cart } from '@shop/core/cart';
import type { Order } from '@shop/core/order-api';
import { useMutation } from '@tanstack/react-query';
import { env } from '../../../config/env.ts';
import {
  tokenizeCard,
  type TokenizedCard,
} from '../../../components/payment-form/tokenize-card.ts';
import {
  isOrderStillRunning,
  isTotalChanged,
} from '../../../components/payment-form/describe-failure.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { useResendableAttempt } from '../../../hooks/use-resendable-attempt.ts';
import { createOrder } from '../api/create-order.ts';
import { holdCoupons } from '../api/hold-coupons.ts';
import { holdTimedLines } from '../api/hold-event.ts';
import { verifyHuman } from '../api/verify-human.ts';

/** The booking the order belongs to: the edited order's, else one the cart's lines carry. */
function bookingIdOf(cart: Cart, editedOrder?: Pick<Order, 'bookingId'>): string | null {
  return editedOrder?.bookingId ?? cart.lineItems.find((line) => line.bookingId)?.bookingId ?? null;
}

export interface SubmitOrderOptions {
  cart: Cart;
  isPaymentSkipped: boolean;
  /** Edit mode: the order this cart changes. */
  editedOrder?: Pick<Order, 'token' | 'bookingId'> | undefined;
  onOrderPlaced: (order: Order) => void;
  /**
   * The order came to another total than the checkout showed, and was refused (decision 112):
   * the flash tells the new total, and the caller reads the cart again to show it.
   */
  onTotalChanged: () => void;
}

export function useSubmitOrder({
  cart,
  isPaymentSkipped,
  editedOrder,
  onOrderPlaced,
  onTotalChanged,
}: SubmitOrderOptions) {
  const sendAttempt = useResendableAttempt<
    { key: string; card: TokenizedCard | undefined },
    Order
  >();

  return useMutation({
    mutationFn: (values: BillingFormValues) =>
      sendAttempt({
        fingerprint: JSON.stringify([cart.token, cart.total, { ...values, recaptcha: '' }]),
        // Once per attempt: an attempt sent again goes straight to the order, which the server
        // answers as it was; the holds would be refused, the cart being ordered by then.
        prepare: async () => {
          const card = isPaymentSkipped
            ? undefined
            : await tokenizeCard(toPaymentMethodRequest(values));
          if (!env.VITE_RECAPTCHA_DISABLED) {
            await verifyHuman(cart.token, {
              captchaResponse: values.recaptcha ?? '',
              cartId: cart.id,
            });
          }
          if (cart.appliedCoupons.length > 0) await holdCoupons(cart.token);
          if (editedOrder) await holdTimedLines(cart);
          return { key: newIdempotencyKey(), card };
        },
        send: ({ key, card }) =>
          createOrder({
            cartToken: cart.token,
            customerInfo: toCustomerInfo(values, card),
            bookingId: bookingIdOf(cart, editedOrder),
            orderToken: editedOrder?.token,
            idempotencyKey: key,
            expectedTotal: cart.total,
          }),
        isStillRunning: isOrderStillRunning,
      }),
    onSuccess: onOrderPlaced,
    onError: (error) => {
      if (isTotalChanged(error)) onTotalChanged();
    },
  });
}
