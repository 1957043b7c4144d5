/**
 * `GET /ticketing/orders/{token}?edit_mode=true`: opens (or resumes) a change to a paid order.
 * The answer carries the working copy of the order's cart and the original order beside it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getOrder } from './get-order.ts';

export const orderEditKeys = {
  detail: (orderToken: string) => ['orders', orderToken, 'edit'] as const,
};

export function orderEditQueryOptions(orderToken: string) {
  return queryOptions({
    queryKey: orderEditKeys.detail(orderToken),
    queryFn: ({ signal }) => getOrder(orderToken, { signal, isEditMode: true }),
    // The original order does not change while it is being edited; the working cart is read
    // through the cart's own query.
    staleTime: 5 * 60_000,
  });
}

/** The order being edited, when there is an orderToken; idle otherwise. */
export function useOrderEdit(orderToken: string | null | undefined) {
  return useQuery({
    ...orderEditQueryOptions(orderToken ?? ''),
    enabled: Boolean(orderToken),
  });
}
