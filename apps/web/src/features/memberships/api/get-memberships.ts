/** `GET /memberships/memberships`: the memberships on sale, in display order. */
import type { membershipsResponseSchema, Membership } from '@shop/core/membership-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export async function getMemberships({ signal }: { signal?: AbortSignal } = {}): Promise<
  Membership[]
> {
  const response = await apiGet<typeof membershipsResponseSchema>('/memberships/memberships', {
    signal,
  });
  return response.data.map((resource) => resource.attributes);
}

export function membershipsQueryOptions() {
  return queryOptions({
    queryKey: ['memberships', 'list'],
    queryFn: ({ signal }) => getMemberships({ signal }),
    staleTime: 5 * 60_000,
  });
}

export function useMemberships() {
  return useQuery(membershipsQueryOptions());
}
