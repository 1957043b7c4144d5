/** Membership products in the back office (decision 048): the list, create, change. */
import {
  adminMembershipListResponseSchema,
  adminMembershipResponseSchema,
  type ChangeMembershipBody,
  type MembershipBody,
} from '@shop/core/membership-admin-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { adminSend } from '../../admin-shared/api/admin-session.ts';

export const membershipProductsKey = ['admin', 'memberships'] as const;

export function useMembershipProducts() {
  return useQuery({
    queryKey: membershipProductsKey,
    queryFn: async () =>
      (await apiGet('/admin/memberships', adminMembershipListResponseSchema)).data,
    retry: false,
  });
}

export function useSaveMembershipProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      body,
    }: {
      id: number | null;
      body: MembershipBody | ChangeMembershipBody;
    }) =>
      (id === null
        ? await adminSend('POST', '/admin/memberships', adminMembershipResponseSchema, body)
        : await adminSend('PATCH', `/admin/memberships/${id}`, adminMembershipResponseSchema, body)
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membershipProductsKey }),
  });
}
