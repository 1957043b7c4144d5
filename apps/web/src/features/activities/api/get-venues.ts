/** `GET /venues?include_activities=true`: the venue tabs in order, each with its activities. */
import type { VenueWithActivities } from '@shop/core/catalogue';
import type { venuesResponseSchema } from '@shop/core/catalogue-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export async function getVenues({ signal }: { signal?: AbortSignal } = {}): Promise<
  VenueWithActivities[]
> {
  const response = await apiGet<typeof venuesResponseSchema>('/venues', {
    query: { include_activities: true },
    signal,
  });
  return response.data.map((resource) => resource.attributes);
}

export function venuesQueryOptions() {
  return queryOptions({
    queryKey: ['venues', { includeActivities: true }],
    queryFn: ({ signal }) => getVenues({ signal }),
    staleTime: 60_000,
  });
}

export function useVenues() {
  return useQuery(venuesQueryOptions());
}
