/** Membership products in the back office (decision 048): the list, create, change. */
import type {
  adminMembershipListResponseSchema,
  adminMembershipResponseSchema,
  ChangeMembershipBody,
  MembershipBody,
} from '@shop/core/membership-admin-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { adminSend } from '../../admin-shared/api/admin-session.ts';

export const membershipProductsKey = ['admin', 'memberships'] as const;

export function useMembershipProducts() {
  return useQuery({
    queryKey: membershipProductsKey,
    queryFn: async () =>
      (await apiGet<typeof adminMembershipListResponseSchema>('/admin/memberships')).data,
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
        ? await adminSend<typeof adminMembershipResponseSchema>('POST', '/admin/memberships', body)
        : await adminSend<typeof adminMembershipResponseSchema>(
            'PATCH',
            `/admin/memberships/${id}`,
            body,
          )
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membershipProductsKey }),
  });
}
