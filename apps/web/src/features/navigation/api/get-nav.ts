/** `GET /nav`: the header menu, 'Home' already removed by the server (SPEC section 2). */
import type { navResponseSchema } from '@shop/core/catalogue-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export async function getNav({ signal }: { signal?: AbortSignal } = {}) {
  const response = await apiGet<typeof navResponseSchema>('/nav', { signal });
  return response.data.items;
}

export function navQueryOptions() {
  return queryOptions({
    queryKey: ['nav'],
    queryFn: ({ signal }) => getNav({ signal }),
    staleTime: 5 * 60_000,
  });
}

export function useNav() {
  return useQuery(navQueryOptions());
}
