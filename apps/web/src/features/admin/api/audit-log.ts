/** The audit log for admins (decision 040): newest first, a page at a time, filtered. */
import { auditLogResponseSchema } from '@shop/core/staff-api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export const AUDIT_PAGE_SIZE = 20;

export interface AuditFilters {
  page: number;
  entity: string;
  action: string;
}

export function useAuditLog({ page, entity, action }: AuditFilters) {
  return useQuery({
    queryKey: ['admin', 'audit-log', page, entity, action],
    queryFn: () =>
      apiGet('/admin/audit-log', auditLogResponseSchema, {
        query: {
          page,
          pageSize: AUDIT_PAGE_SIZE,
          entity: entity || undefined,
          action: action || undefined,
        },
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
