/** Staff management for admins (decisions 040, 080): list, invite, change, (de)activate, resets. */
import type {
  staffListResponseSchema,
  staffMemberResponseSchema,
  staffMessageResponseSchema,
  ChangeStaffBody,
  InviteStaffBody,
} from '@shop/core/staff-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { adminSend } from '../../admin-shared/api/admin-session.ts';

export const staffListKey = ['admin', 'staff'] as const;

export function useStaffList() {
  return useQuery({
    queryKey: staffListKey,
    queryFn: async () => (await apiGet<typeof staffListResponseSchema>('/admin/staff')).data,
    retry: false,
  });
}

/** An invitation: the member sets a password through the e-mailed link. */
export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: InviteStaffBody) =>
      (await adminSend<typeof staffMemberResponseSchema>('POST', '/admin/staff', body)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffListKey }),
  });
}

export function useChangeStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: ChangeStaffBody & { id: number }) =>
      (await adminSend<typeof staffMemberResponseSchema>('PATCH', `/admin/staff/${id}`, body)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffListKey }),
  });
}

/** 'Reset password': the old one stops working, a link to set a new one is e-mailed. */
export function useResetStaffPassword() {
  return useMutation({
    mutationFn: async (id: number) =>
      (
        await adminSend<typeof staffMessageResponseSchema>(
          'POST',
          `/admin/staff/${id}/password-reset`,
        )
      ).data,
  });
}

/** 'Reset two-factor': the member sets it up again at the next login. */
export function useResetStaffTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await adminSend<typeof staffMemberResponseSchema>('DELETE', `/admin/staff/${id}/two-factor`))
        .data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffListKey }),
  });
}
