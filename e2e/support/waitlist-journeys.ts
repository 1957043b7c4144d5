/** What the waiting list journeys share: a refund that frees places. */
import type { APIRequestContext } from '@playwright/test';
import { postOnce } from './staff-journeys.ts';

/** Refunds a whole order through the back office's API, as the logged-in admin `admin`. */
export async function refundOrder(admin: APIRequestContext, orderId: number) {
  await postOnce(admin, `/orders/${orderId}/refunds`, {
    wholeOrder: true,
    reason: 'Plans changed',
  });
}
