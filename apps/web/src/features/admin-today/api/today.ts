/** The home page's day (decision 083): one request, refreshed each minute while the page is open. */
import type { adminTodayResponseSchema } from '@shop/core/admin-today-api';
import { useQuery } from '@tanstack/react-query';
import { adminGet } from '../../admin-shared/api/admin-session.ts';

export function useAdminToday() {
  return useQuery({
    queryKey: ['admin', 'today'],
    queryFn: () => adminGet<typeof adminTodayResponseSchema>('/admin/today'),
    refetchInterval: 60_000,
    retry: false,
  });
}
