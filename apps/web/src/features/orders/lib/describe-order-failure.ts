/** What an order page says when the order cannot be loaded (SPEC section 8, 'Order load'). */
import { orderTexts } from '@shop/core/order-texts';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * 'Could not load order.', with the server's reason beside it when it gave one the visitor can
 * act on (an order whose reservations have all taken place, for instance).
 */
export function describeOrderLoadFailure(error: unknown): { title: string; detail: string | null } {
  const reason =
    error instanceof ApiError && error.status !== 404 && error.status < 500
      ? (error.body?.errors.message ?? null)
      : null;
  return { title: orderTexts.couldNotLoad, detail: reason };
}
