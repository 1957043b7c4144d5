/**
 * Cancelling a session (decision 057): what a cancellation would refund, its progress while the
 * refunds run (polled), and the action. The action's request runs until every order is settled,
 * so the progress is read beside it.
 */
import type {
  sessionCancellationResponseSchema,
  CancelSessionBody,
  SessionCancellation,
} from '@shop/core/session-cancellation-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminGet, adminSend } from '../../admin-shared/api/admin-session.ts';
import { monthSessionsKey } from './activity-times.ts';

export const sessionCancellationKey = (sessionId: number) =>
  ['admin', 'session-cancellation', sessionId] as const;

/** The cancellation of a session; polled every second while it runs or is being asked. */
export function useSessionCancellation(sessionId: number, isAsking: boolean) {
  return useQuery({
    queryKey: sessionCancellationKey(sessionId),
    queryFn: () =>
      adminGet<typeof sessionCancellationResponseSchema>(
        `/admin/activity-times/${sessionId}/cancellation`,
      ),
    retry: false,
    refetchInterval: (query) => (isAsking || query.state.data?.status === 'running' ? 1000 : false),
  });
}

export function useCancelSession(session: { id: number; activityId: number; month: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CancelSessionBody): Promise<SessionCancellation> =>
      adminSend<typeof sessionCancellationResponseSchema>(
        'POST',
        `/admin/activity-times/${session.id}/cancellation`,
        body,
      ),
    onSettled: async (answer) => {
      if (answer) queryClient.setQueryData(sessionCancellationKey(session.id), answer);
      // Refused because another staff member cancelled it first (decision 085): their
      // cancellation's progress replaces the button, beside the message naming them.
      else await queryClient.invalidateQueries({ queryKey: sessionCancellationKey(session.id) });
      // The session is closed now and its places given back: its month shows it.
      await queryClient.invalidateQueries({
        queryKey: monthSessionsKey(session.activityId, session.month),
      });
    },
  });
}
