/** `GET /account/orders?page=`: the member's ticket orders, newest first, a page at a time. */
import type {
  accountOrdersResponseSchema,
  AccountOrdersResponse,
} from '@shop/core/account-orders-api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, type SendOptions } from '../../../lib/api-client.ts';

export async function getAccountOrders(
  token: string,
  page: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AccountOrdersResponse> {
  const options: SendOptions = {
    signal,
    query: { page },
    headers: { authorization: `Bearer ${token}` },
  };
  return apiGet<typeof accountOrdersResponseSchema>('/account/orders', options);
}

export function accountOrdersQueryOptions(token: string, page: number) {
  return queryOptions({
    queryKey: ['members', 'orders', token, page],
    queryFn: ({ signal }) => getAccountOrders(token, page, { signal }),
  });
}

/** The page shown stays on screen while the next one loads, so the list does not jump. */
export function useAccountOrders(token: string, page: number) {
  return useQuery({ ...accountOrdersQueryOptions(token, page), placeholderData: keepPreviousData });
}
