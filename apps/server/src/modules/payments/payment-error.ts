/**
 * A refused or failed gateway call as the error the shop answers (SPEC section 8): the same for
 * ticket orders, their edits and membership orders.
 */
import { errorTexts } from '@shop/core/error-texts';
import { orderTexts } from '@shop/core/order-texts';
import { describeDecline } from '@shop/core/payment';
import { AppError } from '../../http/app-error.ts';
import { countPaymentFailure } from '../../observability/shop-events.ts';
import type { GatewayFailure } from './payment-gateway.ts';

/**
 * A failure after which the shop does not know where the money stands (the gateway did not
 * answer a charge, or a void failed): the submission goes to the recovery job (decision 020).
 */
export class UnsettledPaymentError extends AppError {
  override name = 'UnsettledPaymentError';
}

export function paymentError(failure: GatewayFailure, supportEmail: string): AppError {
  countPaymentFailure(failure.reason);
  if (failure.reason === 'unavailable') {
    return new UnsettledPaymentError(
      'service_unavailable',
      errorTexts.ticketingUnavailableMessage(supportEmail),
      { title: errorTexts.ticketingUnavailableTitle },
    );
  }
  // The vault's field errors name the card fields; without them the gateway's message stands.
  const fields = failure.fieldErrors?.length
    ? Object.fromEntries(
        failure.fieldErrors.map((error) => [error.attribute ?? 'card', [error.message]]),
      )
    : undefined;
  const message = fields
    ? orderTexts.paymentMethodErrorMessage
    : failure.reason === 'declined'
      ? describeDecline(failure.message, failure.declineCode)
      : failure.message;
  return new AppError('payment_failed', message, {
    title: orderTexts.paymentMethodErrorTitle,
    ...(fields ? { fields } : {}),
  });
}
