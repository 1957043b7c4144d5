/** `GET /memberships/memberships/{id}`: one membership with its options and add-ons. */
import type { membershipResponseSchema, Membership } from '@shop/core/membership-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '../../../lib/api-client.ts';

export async function getMembership(
  membershipId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Membership> {
  const response = await apiGet<typeof membershipResponseSchema>(
    `/memberships/memberships/${encodeURIComponent(membershipId)}`,
    { signal },
  );
  return response.data.attributes;
}

export function membershipQueryOptions(membershipId: string) {
  return queryOptions({
    queryKey: ['memberships', 'detail', membershipId],
    queryFn: ({ signal }) => getMembership(membershipId, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useMembership(membershipId: string) {
  return useQuery(membershipQueryOptions(membershipId));
}

/** A 404 (or a malformed id's 400): the page shows 'Membership Not Found' (SPEC section 4). */
export function isMembershipMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
