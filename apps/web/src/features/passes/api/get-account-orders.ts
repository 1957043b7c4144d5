/** `GET /account/orders?page=`: the member's ticket orders, newest first, a page at a time. */
import type { accountOrdersResponseSchema } from '@shop/core/account-orders-api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { bearerHeaders } from '../../../lib/member-token.ts';

/** The page shown stays on screen while the next one loads, so the list does not jump. */
export function useAccountOrders(token: string, page: number) {
  return useQuery({
    queryKey: ['members', 'orders', token, page],
    queryFn: ({ signal }) =>
      apiGet<typeof accountOrdersResponseSchema>('/account/orders', {
        signal,
        query: { page },
        headers: bearerHeaders(token),
      }),
    placeholderData: keepPreviousData,
  });
}
