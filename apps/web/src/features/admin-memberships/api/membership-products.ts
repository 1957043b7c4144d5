/** Membership products in the back office (decision 048): the list, create, change. */
import type {
  adminMembershipListResponseSchema,
  adminMembershipResponseSchema,
  ChangeMembershipBody,
  MembershipBody,
} from '@shop/core/membership-admin-api';
import { useQuery } from '@tanstack/react-query';
import { adminGet, adminSend, useAdminChange } from '../../admin-shared/api/admin-session.ts';

export const membershipProductsKey = ['admin', 'memberships'] as const;

export function useMembershipProducts() {
  return useQuery({
    queryKey: membershipProductsKey,
    queryFn: () => adminGet<typeof adminMembershipListResponseSchema>('/admin/memberships'),
    retry: false,
  });
}

export const useSaveMembershipProduct = () =>
  useAdminChange(
    ({ id, body }: { id: number | null; body: MembershipBody | ChangeMembershipBody }) =>
      adminSend<typeof adminMembershipResponseSchema>(
        id === null ? 'POST' : 'PATCH',
        id === null ? '/admin/memberships' : `/admin/memberships/${id}`,
        body,
      ),
    membershipProductsKey,
  );
