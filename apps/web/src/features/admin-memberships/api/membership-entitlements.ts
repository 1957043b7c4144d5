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
import { apiGet } from '../../../lib/api-client.ts';
import { adminSend } from '../../admin-shared/api/admin-session.ts';

const entitlementsKey = (membershipId: number) =>
  ['admin', 'membership-entitlements', membershipId] as const;

export function useMembershipEntitlements(membershipId: number) {
  return useQuery({
    queryKey: entitlementsKey(membershipId),
    queryFn: async () =>
      (
        await apiGet<typeof entitlementsResponseSchema>(
          `/admin/memberships/${membershipId}/entitlements`,
        )
      ).data,
    retry: false,
  });
}

export function useEntitlementOptions() {
  return useQuery({
    queryKey: ['admin', 'membership-entitlements', 'options'],
    queryFn: async () =>
      (
        await apiGet<typeof entitlementOptionsResponseSchema>(
          '/admin/memberships/entitlement-options',
        )
      ).data,
    retry: false,
    staleTime: 60_000,
  });
}

export function useSaveMembershipEntitlements(membershipId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: EntitlementsBody) =>
      (
        await adminSend<typeof entitlementsResponseSchema>(
          'PUT',
          `/admin/memberships/${membershipId}/entitlements`,
          body,
        )
      ).data,
    onSuccess: (saved) => queryClient.setQueryData(entitlementsKey(membershipId), saved),
  });
}
