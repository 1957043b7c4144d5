/**
 * `GET /ticketing/orders/{token}[?edit_mode=true]`: a placed order with its cart, payment and
 * waivers; in edit mode the same call opens (or resumes) a change to it (see get-order-edit.ts).
 */
import { orderResponseSchema, type Order } from '@shop/core/order-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export async function getOrder(
  orderToken: string,
  { signal, isEditMode = false }: { signal?: AbortSignal; isEditMode?: boolean } = {},
): Promise<Order> {
  const response = await apiGet(
    `/ticketing/orders/${encodeURIComponent(orderToken)}`,
    orderResponseSchema,
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
