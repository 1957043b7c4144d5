/**
 * Check-in at the gate (decision 049): the day's sessions with counts, a scan of a ticket or a
 * pass card (issue 31), an undo.
 */
import type {
  admitTicketResponseSchema,
  checkInSessionsResponseSchema,
  undoAdmissionResponseSchema,
  Admission,
} from '@shop/core/check-in-api';
import type { guestListResponseSchema } from '@shop/core/guest-list-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminGet, adminSend } from '../../admin-shared/api/admin-session.ts';

/** Every check-in answer's key: an admission changes the day's counts and guest lists. */
export const checkInKey = ['admin', 'check-in'] as const;

/** The day's sessions; counts refreshed every few seconds, since other gates scan too. */
export function useCheckInSessions(date: string | null) {
  return useQuery({
    queryKey: [...checkInKey, 'sessions', date],
    queryFn: () =>
      adminGet<typeof checkInSessionsResponseSchema>('/admin/check-in/sessions', {
        query: { date: date ?? undefined },
      }),
    refetchInterval: 10_000,
    retry: false,
  });
}

export function useAdmitTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, code }: { sessionId: number; code: string }) =>
      adminSend<typeof admitTicketResponseSchema>(
        'POST',
        `/admin/check-in/sessions/${sessionId}/admissions`,
        { code },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: checkInKey }),
  });
}

/** A ticket's admission and a pass holder's are undone by routes of their own. */
const undoPathOf = (admission: Admission) =>
  admission.kind === 'pass'
    ? `/admin/check-in/sessions/${admission.sessionId}/pass-admissions/${admission.id}`
    : `/admin/check-in/admissions/${admission.id}`;

export function useUndoAdmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (admission: Admission) =>
      adminSend<typeof undoAdmissionResponseSchema>('DELETE', undoPathOf(admission)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: checkInKey }),
  });
}

/** A session's expected guests with their arrival (decision 084), refreshed as gates scan. */
export function useSessionGuests(sessionId: number) {
  return useQuery({
    queryKey: [...checkInKey, 'guests', sessionId],
    queryFn: () =>
      adminGet<typeof guestListResponseSchema>(`/admin/check-in/sessions/${sessionId}/guests`),
    refetchInterval: 30_000,
    retry: false,
  });
}
