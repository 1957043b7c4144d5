/**
 * Cash owed at the window (decision 073): the list the box office counts out from, and the
 * record of a hand-over, which refreshes the list and the order.
 */
import type {
  cashHandedOverResponseSchema,
  cashOwedListResponseSchema,
} from '@shop/core/cash-owed-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminGet, adminSend } from '../../admin-shared/api/admin-session.ts';

const cashOwedKey = ['admin', 'cash-owed'] as const;

export function useCashOwed() {
  return useQuery({
    queryKey: cashOwedKey,
    queryFn: () => adminGet<typeof cashOwedListResponseSchema>('/admin/cash-owed'),
    retry: false,
  });
}

export function useRecordCashHandedOver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (refundId: number) =>
      adminSend<typeof cashHandedOverResponseSchema>(
        'POST',
        `/admin/cash-owed/${refundId}/handed-over`,
      ),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: cashOwedKey });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'order'] });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] });
    },
  });
}
