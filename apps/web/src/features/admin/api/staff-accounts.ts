/** Staff management for admins (decision 040): list, create, change the role, (de)activate. */
import {
  staffListResponseSchema,
  staffMemberResponseSchema,
  type ChangeStaffBody,
  type CreateStaffBody,
} from '@shop/core/staff-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { adminSend } from './admin-session.ts';

export const staffListKey = ['admin', 'staff'] as const;

export function useStaffList() {
  return useQuery({
    queryKey: staffListKey,
    queryFn: async () => (await apiGet('/admin/staff', staffListResponseSchema)).data,
    retry: false,
  });
}

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateStaffBody) =>
      (await adminSend('POST', '/admin/staff', staffMemberResponseSchema, body)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffListKey }),
  });
}

export function useChangeStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: ChangeStaffBody & { id: number }) =>
      (await adminSend('PATCH', `/admin/staff/${id}`, staffMemberResponseSchema, body)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffListKey }),
  });
}
