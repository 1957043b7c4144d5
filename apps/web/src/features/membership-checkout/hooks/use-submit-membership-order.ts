/**
 * Placing a membership order (SPEC sections 4 and 7): tokenise the card unless nothing is due
 * ('no token' then), and post the order with an Idempotency-Key. Each submit attempt has a new
 * key; an attempt whose answer was lost to the network is retried with the same key, so it can
 * never place two orders or charge twice.
 */
import type { BillingFormValues } from '@shop/core/billing-form-values';
import { toCustomerInfo, toPaymentMethodRequest } from '@shop/core/billing-form-values';
import type {
  MembershipCheckout,
  MembershipOrder,
  MembershipOrderInfo,
} from '@shop/core/membership-api';
import { NO_CARD_TOKEN } from '@shop/core/membership-pricing';
import { useMutation } from '@tanstack/react-query';
import {
  isOrderStillRunning,
  isTotalChanged,
} from '../../../components/payment-form/describe-failure.ts';
import { tokenizeCard } from '../../../components/payment-form/tokenize-card.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { useResendableAttempt } from '../../../hooks/use-resendable-attempt.ts';
import { useRepriceCheckouts } from '../api/create-membership-checkout.ts';
import {
  createMembershipOrder,
  type CreateMembershipOrderInput,
} from '../api/create-membership-order.ts';

export interface SubmitMembershipOrderOptions {
  orderInfo: MembershipOrderInfo;
  checkout: MembershipCheckout;
  token: string | undefined;
  onOrderPlaced: (order: MembershipOrder) => void;
}

export function useSubmitMembershipOrder({
  orderInfo,
  checkout,
  token,
  onOrderPlaced,
}: SubmitMembershipOrderOptions) {
  const sendAttempt = useResendableAttempt<CreateMembershipOrderInput, MembershipOrder>();
  const repriceCheckout = useRepriceCheckouts();

  return useMutation({
    mutationFn: async (values: BillingFormValues) =>
      sendAttempt({
        // Resent as it was (same key, same card token), so the server answers it or places it once.
        fingerprint: JSON.stringify([
          orderInfo,
          checkout.token,
          checkout.totals.total,
          { ...values, recaptcha: '' },
        ]),
        prepare: async () => {
          const card = checkout.isPaymentSkipped
            ? undefined
            : await tokenizeCard(toPaymentMethodRequest(values));
          const { cardToken: _cardToken, ...customerInfo } = toCustomerInfo(values, card);
          return {
            order: {
              orderInfo,
              customerInfo,
              cardToken: card?.cardToken ?? NO_CARD_TOKEN,
              checkoutToken: checkout.token,
              // Refused if the price changed since (decision 112): the visitor pays what was shown.
              expectedTotal: checkout.totals.total,
              ...(values.recaptcha ? { captchaResponse: values.recaptcha } : {}),
            },
            idempotencyKey: newIdempotencyKey(),
            token,
          };
        },
        send: createMembershipOrder,
        isStillRunning: isOrderStillRunning,
      }),
    onSuccess: onOrderPlaced,
    // The flash tells the new total; the summary shows it, priced again.
    onError: (error) => {
      if (isTotalChanged(error)) repriceCheckout();
    },
  });
}
