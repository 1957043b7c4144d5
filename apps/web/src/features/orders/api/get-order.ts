/** `GET /ticketing/orders/{token}`: a placed order with its cart, payment and waivers. */
import { orderResponseSchema, type Order } from '@shop/core/order-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export async function getOrder(
  orderToken: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Order> {
  const response = await apiGet(
    `/ticketing/orders/${encodeURIComponent(orderToken)}`,
    orderResponseSchema,
    { signal },
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
