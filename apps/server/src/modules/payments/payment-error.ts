/**
 * A refused or failed gateway call as the error the shop answers (SPEC section 8): the same for
 * ticket orders, their edits and membership orders.
 */
import { errorTexts } from '@shop/core/api-error';
import { orderTexts } from '@shop/core/order-api';
import { AppError } from '../../http/app-error.ts';
import type { GatewayFailure } from './payment-gateway.ts';

export function paymentError(failure: GatewayFailure, supportEmail: string): AppError {
  if (failure.reason === 'unavailable') {
    return new AppError(
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
  return new AppError(
    'payment_failed',
    fields ? orderTexts.paymentMethodErrorMessage : failure.message,
    { title: orderTexts.paymentMethodErrorTitle, ...(fields ? { fields } : {}) },
  );
}
