/** `GET /memberships/orders/{confirmationToken}`: a placed membership order. */
import type { membershipOrderResponseSchema, MembershipOrder } from '@shop/core/membership-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export async function getMembershipOrder(
  confirmationToken: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<MembershipOrder> {
  const response = await apiGet<typeof membershipOrderResponseSchema>(
    `/memberships/orders/${encodeURIComponent(confirmationToken)}`,
    { signal },
  );
  return response.data.attributes;
}

export function membershipOrderQueryOptions(confirmationToken: string) {
  return queryOptions({
    queryKey: ['memberships', 'order', confirmationToken],
    queryFn: ({ signal }) => getMembershipOrder(confirmationToken, { signal }),
    staleTime: Infinity,
  });
}

export function useMembershipOrder(confirmationToken: string) {
  return useQuery(membershipOrderQueryOptions(confirmationToken));
}
