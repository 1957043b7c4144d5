/** Staff management for admins (decisions 040, 080): list, invite, change, (de)activate, resets. */
import type {
  staffListResponseSchema,
  staffMemberResponseSchema,
  staffMessageResponseSchema,
  ChangeStaffBody,
  InviteStaffBody,
} from '@shop/core/staff-api';
import { useMutation, useQuery } from '@tanstack/react-query';
import { adminGet, adminSend, useAdminChange } from '../../admin-shared/api/admin-session.ts';

export const staffListKey = ['admin', 'staff'] as const;

export function useStaffList() {
  return useQuery({
    queryKey: staffListKey,
    queryFn: () => adminGet<typeof staffListResponseSchema>('/admin/staff'),
    retry: false,
  });
}

/** An invitation: the member sets a password through the e-mailed link. */
export const useInviteStaff = () =>
  useAdminChange(
    (body: InviteStaffBody) =>
      adminSend<typeof staffMemberResponseSchema>('POST', '/admin/staff', body),
    staffListKey,
  );

export const useChangeStaff = () =>
  useAdminChange(
    ({ id, ...body }: ChangeStaffBody & { id: number }) =>
      adminSend<typeof staffMemberResponseSchema>('PATCH', `/admin/staff/${id}`, body),
    staffListKey,
  );

/** 'Reset password': the old one stops working, a link to set a new one is e-mailed. */
export function useResetStaffPassword() {
  return useMutation({
    mutationFn: (id: number) =>
      adminSend<typeof staffMessageResponseSchema>('POST', `/admin/staff/${id}/password-reset`),
  });
}

/** 'Reset two-factor': the member sets it up again at the next login. */
export const useResetStaffTwoFactor = () =>
  useAdminChange(
    (id: number) =>
      adminSend<typeof staffMemberResponseSchema>('DELETE', `/admin/staff/${id}/two-factor`),
    staffListKey,
  );
