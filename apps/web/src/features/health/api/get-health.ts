/** `GET {apiUrl}`: whether the API answers at all (SPEC section 7). */
import type { healthResponseSchema } from '@shop/core/catalogue-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export function getHealth({ signal }: { signal?: AbortSignal } = {}) {
  return apiGet<typeof healthResponseSchema>('', { signal });
}

export function healthQueryOptions() {
  return queryOptions({
    queryKey: ['health'],
    queryFn: ({ signal }) => getHealth({ signal }),
    // Checked once at start; the overlay's retry button asks again.
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useHealth() {
  return useQuery(healthQueryOptions());
}
