/** `GET /memberships/memberships/{id}`: one membership with its options and add-ons. */
import type { membershipResponseSchema } from '@shop/core/membership-api';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '../../../lib/api-client.ts';

export function useMembership(membershipId: string) {
  return useQuery({
    queryKey: ['memberships', 'detail', membershipId],
    queryFn: async ({ signal }) => {
      const response = await apiGet<typeof membershipResponseSchema>(
        `/memberships/memberships/${encodeURIComponent(membershipId)}`,
        { signal },
      );
      return response.data.attributes;
    },
    staleTime: 5 * 60_000,
  });
}

/** A 404 (or a malformed id's 400): the page shows 'Membership Not Found' (SPEC section 4). */
export function isMembershipMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
