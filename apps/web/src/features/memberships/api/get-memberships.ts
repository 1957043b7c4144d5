/** `GET /memberships/memberships`: the memberships on sale, in display order. */
import type { membershipsResponseSchema } from '@shop/core/membership-api';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export function useMemberships() {
  return useQuery({
    queryKey: ['memberships', 'list'],
    queryFn: async ({ signal }) => {
      const response = await apiGet<typeof membershipsResponseSchema>('/memberships/memberships', {
        signal,
      });
      return response.data.map((resource) => resource.attributes);
    },
    staleTime: 5 * 60_000,
  });
}
