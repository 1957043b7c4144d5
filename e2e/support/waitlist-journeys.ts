/** What the waiting list journeys share: a day's sessions as the shop shows them, a refund. */
import type { APIRequestContext } from '@playwright/test';
import { json } from './shop-orders.ts';

export interface SkateSession {
  id: number;
  startDate: string;
  startTime: string;
  available: boolean;
  vacancy: number;
  soldOut: boolean;
  tickets?: { id: number; displayName: string }[];
}

/** The activity's sessions on one day, with their tickets. */
export async function sessionsOn(request: APIRequestContext, activityId: number, day: string) {
  const times = await json<{ data: { attributes: SkateSession }[] }>(
    await request.get(`/api/v1/ticketing/activities/${activityId}/activity_times`, {
      params: { startDate: day, endDate: day, includeTickets: true },
    }),
  );
  return times.data.map((time) => time.attributes);
}

/** Refunds a whole order through the back office's API, as the logged-in admin `admin`. */
export async function refundOrder(admin: APIRequestContext, orderId: number) {
  const csrf = (
    await json<{ data: { csrfToken: string } }>(await admin.get('/api/v1/admin/csrf-token'))
  ).data.csrfToken;
  await json(
    await admin.post(`/api/v1/admin/orders/${orderId}/refunds`, {
      headers: { 'x-csrf-token': csrf, 'idempotency-key': crypto.randomUUID() },
      data: { wholeOrder: true, reason: 'Plans changed' },
    }),
  );
}
