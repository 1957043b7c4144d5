import { cartTexts } from '@shop/core/cart-texts';
import { errorTexts } from '@shop/core/error-texts';
import { env } from '../../../config/env.ts';
import { ApiError, isNetworkError } from '../../../lib/api-client.ts';

export interface Flash {
  title: string;
  message: string;
}

const ticketingUnavailable = (): Flash => ({
  title: errorTexts.ticketingUnavailableTitle,
  message: errorTexts.ticketingUnavailableMessage(env.VITE_SUPPORT_EMAIL),
});

/**
 * What the flash box says when the cart refuses a change: the server's title and message
 * ('Invalid Selection' …), the ticketing-unavailable text when it cannot be reached, and the
 * add-ticket failure of SPEC section 8 otherwise.
 */
export function describeCartFailure(error: unknown): Flash {
  if (error instanceof ApiError && error.body) {
    const { title, message, code } = error.body.errors;
    if (code === 'validation_failed') {
      return { title: title ?? errorTexts.invalidFormTitle, message: cartTexts.addTicketFailed };
    }
    if (error.status >= 500) return ticketingUnavailable();
    return { title: title ?? errorTexts.defaultError, message };
  }
  if (isNetworkError(error)) return ticketingUnavailable();
  return { title: errorTexts.defaultError, message: cartTexts.addTicketFailed };
}
