/** The back office's members (issue 15): search, a member's page, reset e-mail, deactivation. */
import type {
  adminMemberResponseSchema,
  memberMessageResponseSchema,
  memberSearchResponseSchema,
  replacedCardResponseSchema,
  ChangeMemberBody,
} from '@shop/core/member-admin-api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { membershipRefundResponseSchema } from '@shop/core/membership-refund-api';
import { readAgainWhenUnanswered } from '../../../app/query-client.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { adminGet, adminSend, useAdminChange } from '../../admin-shared/api/admin-session.ts';

export const MEMBERS_PAGE_SIZE = 20;
const membersKey = ['admin', 'members'] as const;
export const memberKey = (id: number) => ['admin', 'member', id] as const;

export function useMemberSearch(q: string, page: number) {
  return useQuery({
    queryKey: [...membersKey, q, page],
    queryFn: () =>
      apiGet<typeof memberSearchResponseSchema>('/admin/members', {
        query: { q: q || undefined, page, pageSize: MEMBERS_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useAdminMember(id: number) {
  return useQuery({
    queryKey: memberKey(id),
    queryFn: () => adminGet<typeof adminMemberResponseSchema>(`/admin/members/${id}`),
    retry: false,
  });
}

export function useSendMemberReset(id: number) {
  return useMutation({
    mutationFn: () =>
      adminSend<typeof memberMessageResponseSchema>('POST', `/admin/members/${id}/password-reset`),
  });
}

export function useChangeMember(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeMemberBody) =>
      adminSend<typeof adminMemberResponseSchema>('PATCH', `/admin/members/${id}`, body),
    onSuccess: async (member) => {
      queryClient.setQueryData(memberKey(id), member);
      await queryClient.invalidateQueries({ queryKey: membersKey });
    },
    onError: readAgainWhenUnanswered(queryClient, memberKey(id)),
  });
}

/** A member's lost card replaced (issue 31); the member's page reads its cards again. */
export const useReplaceCard = (pageMemberId: number) =>
  useAdminChange(
    (memberId: number) =>
      adminSend<typeof replacedCardResponseSchema>('POST', `/admin/members/${memberId}/card`),
    memberKey(pageMemberId),
  );

/**
 * A membership order refunded in full (decision 092), with a key made once per confirmed dialog:
 * a retried request never refunds twice. The member's page reads its passes again.
 */
export function useRefundMembershipOrder(pageMemberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, key }: { orderId: number; key: string }) =>
      adminSend<typeof membershipRefundResponseSchema>(
        'POST',
        `/admin/membership-orders/${orderId}/refunds`,
        {},
        { 'idempotency-key': key },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberKey(pageMemberId) }),
  });
}
