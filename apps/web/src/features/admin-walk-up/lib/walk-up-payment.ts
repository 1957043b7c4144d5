/** How the walk-up window's sale is paid, and what a refused step says to the seller. */
import { toPaymentMethodRequest } from '@shop/core/billing-form-values';
import {
  walkUpTexts,
  tenderedCentsOf,
  type WalkUpPayFormValues,
  type WalkUpSaleBody,
} from '@shop/core/walk-up-api';
import { CardVaultError, tokenizeCard } from '../../../components/payment-form/tokenize-card.ts';
import { UnansweredAttemptError } from '../../../hooks/use-resendable-attempt.ts';
import { ApiError } from '../../../lib/api-client.ts';

/** What a refused step says: the server's words, the vault's per field, or a generic line. */
export function walkUpRefusalOf(error: unknown): string {
  if (error instanceof CardVaultError) return error.message;
  if (error instanceof ApiError && error.body) return error.body.errors.message;
  return 'The request could not be completed. Check the connection and try again.';
}

/**
 * A hold of places that failed: as any step, but when no answer came the places may be held, and
 * holding the same tickets again shows them (decision 106).
 */
export function walkUpHoldRefusalOf(error: unknown): string {
  return error instanceof UnansweredAttemptError
    ? walkUpTexts.holdUnanswered
    : walkUpRefusalOf(error);
}

/**
 * How the sale is paid, made once per attempt: a card is tokenised at the vault (the token names
 * this card), cash carries the amount tendered; a free sale records cash of nothing.
 */
export async function walkUpPaymentOf(
  values: WalkUpPayFormValues,
  dueCents: number,
): Promise<WalkUpSaleBody['payment']> {
  if (dueCents <= 0) return { method: 'cash', tenderedCents: 0 };
  if (values.method === 'card')
    return {
      method: 'card',
      cardToken: (await tokenizeCard(toPaymentMethodRequest(values))).cardToken,
    };
  // The form refused an unreadable or short amount; the server checks it again.
  return { method: 'cash', tenderedCents: tenderedCentsOf(values.tendered) ?? 0 };
}
