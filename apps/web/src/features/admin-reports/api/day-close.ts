/**
 * The box office's day close (decision 082): a shop day's figures and its recorded close, the
 * address of its CSV, and the record of the count, which refreshes that day only.
 */
import type {
  dayCloseRecordResponseSchema,
  dayCloseResponseSchema,
  DayCloseRequest,
} from '@shop/core/day-close-api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { buildApiUrl } from '../../../lib/api-client.ts';
import { adminGet, adminSend } from '../../admin-shared/api/admin-session.ts';

const dayCloseKey = (date: string) => ['admin', 'day-close', date] as const;

export function useDayClose(date: string) {
  return useQuery({
    queryKey: dayCloseKey(date),
    queryFn: () =>
      adminGet<typeof dayCloseResponseSchema>('/admin/day-close', {
        query: { date },
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** Where the day close downloads as CSV. */
export function dayCloseCsvUrl(date: string): string {
  return buildApiUrl('/admin/day-close', { date, format: 'csv' });
}

export function useRecordDayClose() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: DayCloseRequest) =>
      adminSend<typeof dayCloseRecordResponseSchema>('POST', '/admin/day-close', request),
    onSettled: async (_record, _error, request) => {
      await queryClient.invalidateQueries({ queryKey: dayCloseKey(request.date) });
    },
  });
}
