/** `GET /memberships/orders/{confirmationToken}`: a placed membership order. */
import type { membershipOrderResponseSchema } from '@shop/core/membership-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export function membershipOrderQueryOptions(confirmationToken: string) {
  return queryOptions({
    queryKey: ['memberships', 'order', confirmationToken],
    queryFn: async ({ signal }) => {
      const response = await apiGet<typeof membershipOrderResponseSchema>(
        `/memberships/orders/${encodeURIComponent(confirmationToken)}`,
        { signal },
      );
      return response.data.attributes;
    },
    staleTime: Infinity,
  });
}

export function useMembershipOrder(confirmationToken: string) {
  return useQuery(membershipOrderQueryOptions(confirmationToken));
}
