/**
 * What a membership product entitles (decision 088): its entitlements, the activities and ticket
 * types to choose from, and the change, which answers the new entitlements for the cache.
 */
import type {
  entitlementOptionsResponseSchema,
  entitlementsResponseSchema,
  EntitlementsBody,
} from '@shop/core/membership-admin-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminGet, adminSend } from '../../admin-shared/api/admin-session.ts';
import { readAgainWhenUnanswered } from '../../../app/query-client.ts';

const entitlementsKey = (membershipId: number) =>
  ['admin', 'membership-entitlements', membershipId] as const;

export function useMembershipEntitlements(membershipId: number) {
  return useQuery({
    queryKey: entitlementsKey(membershipId),
    queryFn: () =>
      adminGet<typeof entitlementsResponseSchema>(
        `/admin/memberships/${membershipId}/entitlements`,
      ),
    retry: false,
  });
}

export function useEntitlementOptions() {
  return useQuery({
    queryKey: ['admin', 'membership-entitlements', 'options'],
    queryFn: () =>
      adminGet<typeof entitlementOptionsResponseSchema>('/admin/memberships/entitlement-options'),
    retry: false,
    staleTime: 60_000,
  });
}

export function useSaveMembershipEntitlements(membershipId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EntitlementsBody) =>
      adminSend<typeof entitlementsResponseSchema>(
        'PUT',
        `/admin/memberships/${membershipId}/entitlements`,
        body,
      ),
    onSuccess: (saved) => queryClient.setQueryData(entitlementsKey(membershipId), saved),
    onError: readAgainWhenUnanswered(queryClient, entitlementsKey(membershipId)),
  });
}
