/**
 * Spreedly's answers read into the gateway port's results: its transactions (a purchase's with
 * the card it charged, decision 066), its payment methods, and the answers that decide nothing.
 */
import { z } from 'zod';
import {
  declineCodes,
  describeCard,
  vaultErrorsResponseSchema,
  type DeclineCode,
} from '@shop/core/payment';
import type { ChargedCard, GatewayResult } from './payment-gateway.ts';

/** The part of a Spreedly transaction the shop reads. */
export const transactionFieldsSchema = z.object({
  token: z.string(),
  succeeded: z.boolean(),
  message: z.string().nullish(),
  /** The shop's idempotency key of the call (sent as `order_id`). */
  order_id: z.string().nullish(),
  payment_method: z
    .object({
      token: z.string(),
      card_type: z.string().nullish(),
      last_four_digits: z.string().nullish(),
    })
    .nullish(),
  /** The gateway's own answer: its standard error code, and the security code's check. */
  response: z
    .object({ error_code: z.string().nullish(), cvv_code: z.string().nullish() })
    .nullish(),
});
export const spreedlyTransactionSchema = z.object({ transaction: transactionFieldsSchema });
export const spreedlyTransactionListSchema = z.object({
  transactions: z.array(transactionFieldsSchema),
});

export const spreedlyPaymentMethodSchema = z.object({
  payment_method: z.object({
    token: z.string(),
    card_type: z.string().nullish(),
    last_four_digits: z.string().nullish(),
    email: z.string().nullish(),
  }),
});

export class SpreedlyUnavailableError extends Error {
  override name = 'SpreedlyUnavailableError';
}

/** Why the gateway declined, when it says: its standard error code, or a failed CVV check. */
function declineCodeOf(
  response: z.infer<typeof transactionFieldsSchema>['response'],
): DeclineCode | undefined {
  const code = response?.error_code;
  if (code === 'invalid_cvc') return 'incorrect_cvc';
  const known = declineCodes.find((candidate) => candidate === code);
  if (known) return known;
  return response?.cvv_code === 'N' ? 'incorrect_cvc' : undefined;
}

/** The card a purchase's answer names (a credit's or void's names none worth showing). */
function chargedCardOf(
  method: z.infer<typeof transactionFieldsSchema>['payment_method'],
): ChargedCard | undefined {
  if (!method?.card_type || !method.last_four_digits) return undefined;
  return {
    cardType: method.card_type,
    lastFourDigits: method.last_four_digits,
    label: describeCard(method.card_type, method.last_four_digits),
  };
}

/** Maps Spreedly's answer to the port; an answer that decides nothing throws. */
export function toResult(status: number, payload: unknown): GatewayResult {
  if (status === 401 || status === 403 || status >= 500)
    throw new SpreedlyUnavailableError(`Spreedly answered HTTP ${status}`);
  const transaction = spreedlyTransactionSchema.safeParse(payload);
  if (transaction.success) {
    const { token, succeeded, message, response } = transaction.data.transaction;
    if (succeeded) {
      const card = chargedCardOf(transaction.data.transaction.payment_method);
      return {
        succeeded: true,
        transactionToken: token,
        message: message ?? 'Succeeded!',
        ...(card ? { card } : {}),
      };
    }
    const declineCode = declineCodeOf(response);
    return {
      succeeded: false,
      reason: 'declined',
      transactionToken: token,
      message: message ?? 'The payment was declined.',
      ...(declineCode ? { declineCode } : {}),
    };
  }
  const errors = vaultErrorsResponseSchema.safeParse(payload);
  if (errors.success && status >= 400) {
    return {
      succeeded: false,
      reason: 'invalid',
      transactionToken: null,
      message: errors.data.errors.map((error) => error.message).join(' '),
      fieldErrors: errors.data.errors,
    };
  }
  throw new SpreedlyUnavailableError(`Spreedly answered HTTP ${status} with an unknown body`);
}
