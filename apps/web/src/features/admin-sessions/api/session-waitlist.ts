/**
 * `GET /admin/activity-times/{id}/waitlist` and `DELETE /admin/waitlist-entries/{id}`: a session's
 * waiting list in the back office, and removing an entry (decision 103).
 */
import type { adminWaitlistResponseSchema } from '@shop/core/waitlist-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminGet, adminSend } from '../../admin-shared/api/admin-session.ts';

const waitlistKey = (sessionId: number) => ['admin', 'waitlist', sessionId] as const;

export function useSessionWaitlist(sessionId: number) {
  return useQuery({
    queryKey: waitlistKey(sessionId),
    queryFn: () =>
      adminGet<typeof adminWaitlistResponseSchema>(`/admin/activity-times/${sessionId}/waitlist`),
    retry: false,
  });
}

export function useRemoveWaitlistEntry(sessionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: number) => adminSend('DELETE', `/admin/waitlist-entries/${entryId}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: waitlistKey(sessionId) }),
  });
}

/** `POST /admin/waitlist-entries/{id}/offer`: a manager's offer out of turn; answers the places. */
export function useOfferWaitlistEntry(sessionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (entryId: number) =>
      (
        await adminSend<z.ZodType<{ data: { places: number } }>>(
          'POST',
          `/admin/waitlist-entries/${entryId}/offer`,
        )
      ).places,
    onSettled: () => queryClient.invalidateQueries({ queryKey: waitlistKey(sessionId) }),
  });
}
