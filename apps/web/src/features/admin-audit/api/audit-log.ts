/** The audit log for admins (decision 040): newest first, a page at a time, filtered. */
import type { AuditAction } from '@shop/core/audit-actions';
import type { auditLogResponseSchema } from '@shop/core/staff-api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export const AUDIT_PAGE_SIZE = 20;

export interface AuditFilters {
  page: number;
  entity: string;
  action: AuditAction | '';
  /** A staff member's id, or '' for everyone (decision 085). */
  staffId: string;
}

export function useAuditLog({ page, entity, action, staffId }: AuditFilters) {
  return useQuery({
    queryKey: ['admin', 'audit-log', page, entity, action, staffId],
    queryFn: () =>
      apiGet<typeof auditLogResponseSchema>('/admin/audit-log', {
        query: {
          page,
          pageSize: AUDIT_PAGE_SIZE,
          entity: entity || undefined,
          action: action || undefined,
          staffId: staffId || undefined,
        },
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
