/** The home page's day (decision 083): one request, refreshed each minute while the page is open. */
import type { adminTodayResponseSchema } from '@shop/core/admin-today-api';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export function useAdminToday() {
  return useQuery({
    queryKey: ['admin', 'today'],
    queryFn: async () => (await apiGet<typeof adminTodayResponseSchema>('/admin/today')).data,
    refetchInterval: 60_000,
    retry: false,
  });
}
