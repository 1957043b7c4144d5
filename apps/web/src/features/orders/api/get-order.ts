/**
 * `GET /ticketing/orders/{token}[?edit_mode=true]`: a placed order with its cart, payment and
 * waivers; in edit mode the same call opens (or resumes) a change to it (see get-order-edit.ts).
 */
import type { Order, orderResponseSchema } from '@shop/core/order-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, buildApiUrl } from '../../../lib/api-client.ts';

export async function getOrder(
  orderToken: string,
  { signal, isEditMode = false }: { signal?: AbortSignal; isEditMode?: boolean } = {},
): Promise<Order> {
  const response = await apiGet<typeof orderResponseSchema>(
    `/ticketing/orders/${encodeURIComponent(orderToken)}`,
    { query: { edit_mode: isEditMode || undefined }, signal },
  );
  return response.data.attributes;
}

export function orderQueryOptions(orderToken: string) {
  return queryOptions({
    queryKey: ['orders', orderToken],
    queryFn: ({ signal }) => getOrder(orderToken, { signal }),
    staleTime: 60_000,
  });
}

export function useOrder(orderToken: string) {
  return useQuery(orderQueryOptions(orderToken));
}

/** What an order's token also opens (issue 31): its tickets PDF and its calendar file. */
export const orderFileUrls = (orderToken: string) => {
  const base = `/ticketing/orders/${encodeURIComponent(orderToken)}`;
  return {
    ticketsPdf: buildApiUrl(`${base}/tickets.pdf`),
    calendar: buildApiUrl(`${base}/calendar.ics`),
  };
};
