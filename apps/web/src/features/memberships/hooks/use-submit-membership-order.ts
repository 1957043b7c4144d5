/**
 * Placing a membership order (SPEC sections 4 and 7): tokenise the card unless nothing is due
 * ('no token' then), and post the order with an Idempotency-Key. Each submit attempt has a new
 * key; an attempt whose answer was lost to the network is retried with the same key, so it can
 * never place two orders or charge twice. The card vault belongs to the checkout feature, so the
 * page hands its tokeniser in.
 */
import {
  toCustomerInfo,
  toPaymentMethodRequest,
  type BillingFormValues,
} from '@shop/core/billing-form';
import type {
  MembershipCheckout,
  MembershipOrder,
  MembershipOrderInfo,
} from '@shop/core/membership-api';
import { NO_CARD_TOKEN } from '@shop/core/membership-pricing';
import type { PaymentMethodRequest } from '@shop/core/payment';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { isNetworkError } from '../../../lib/api-client.ts';
import {
  createMembershipOrder,
  type CreateMembershipOrderInput,
} from '../api/create-membership-order.ts';

/** Pauses before each automatic retry of an order whose answer never arrived. */
const RETRY_DELAYS_MS = [600, 1800];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function createRetryingLostAnswers(
  input: CreateMembershipOrderInput,
): Promise<MembershipOrder> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await createMembershipOrder(input);
    } catch (error) {
      const delay = RETRY_DELAYS_MS[attempt];
      if (!isNetworkError(error) || delay === undefined) throw error;
      await wait(delay);
    }
  }
}

export interface CardTokenizer {
  (request: PaymentMethodRequest): Promise<{
    cardToken: string;
    cardType: string;
    lastFourDigits: string;
  }>;
}

export interface SubmitMembershipOrderOptions {
  orderInfo: MembershipOrderInfo;
  checkout: MembershipCheckout;
  token: string | undefined;
  tokenizeCard: CardTokenizer;
  newIdempotencyKey: () => string;
  onOrderPlaced: (order: MembershipOrder) => void;
}

export function useSubmitMembershipOrder({
  orderInfo,
  checkout,
  token,
  tokenizeCard,
  newIdempotencyKey,
  onOrderPlaced,
}: SubmitMembershipOrderOptions) {
  // The attempt that ended without an answer: submitting the same values again resends it
  // as it was (same key, same card token), so the server can answer it or place it once.
  const unanswered = useRef<{ fingerprint: string; input: CreateMembershipOrderInput } | null>(
    null,
  );

  return useMutation({
    mutationFn: async (values: BillingFormValues) => {
      const fingerprint = JSON.stringify([
        orderInfo,
        checkout.token,
        checkout.totals.total,
        { ...values, recaptcha: '' },
      ]);
      let input = unanswered.current?.fingerprint === fingerprint ? unanswered.current.input : null;
      if (!input) {
        const card = checkout.isPaymentSkipped
          ? undefined
          : await tokenizeCard(toPaymentMethodRequest(values));
        const { cardToken: _cardToken, ...customerInfo } = toCustomerInfo(values, card);
        input = {
          order: {
            orderInfo,
            customerInfo,
            cardToken: card?.cardToken ?? NO_CARD_TOKEN,
            checkoutToken: checkout.token,
            ...(values.recaptcha ? { captchaResponse: values.recaptcha } : {}),
          },
          idempotencyKey: newIdempotencyKey(),
          token,
        };
      }
      try {
        const placed = await createRetryingLostAnswers(input);
        unanswered.current = null;
        return placed;
      } catch (error) {
        unanswered.current = isNetworkError(error) ? { fingerprint, input } : null;
        throw error;
      }
    },
    onSuccess: onOrderPlaced,
  });
}
