/** Role permissions for admins (decision 081): what each role may do, and changing it. */
import type {
  rolePermissionsResponseSchema,
  ChangeRolePermissionsBody,
} from '@shop/core/role-permissions-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminGet, adminSend, staffSessionKey } from '../../admin-shared/api/admin-session.ts';

export const rolePermissionsKey = ['admin', 'role-permissions'] as const;

export function useRolePermissions() {
  return useQuery({
    queryKey: rolePermissionsKey,
    queryFn: () => adminGet<typeof rolePermissionsResponseSchema>('/admin/role-permissions'),
    retry: false,
  });
}

export function useChangeRolePermissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeRolePermissionsBody) =>
      adminSend<typeof rolePermissionsResponseSchema>('PUT', '/admin/role-permissions', body),
    onSuccess: (data) => {
      queryClient.setQueryData(rolePermissionsKey, data);
      return queryClient.invalidateQueries({ queryKey: staffSessionKey });
    },
  });
}
