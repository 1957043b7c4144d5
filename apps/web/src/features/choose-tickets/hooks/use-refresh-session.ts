import { useQueryClient } from '@tanstack/react-query';
import { activityTimesKey } from '../api/get-activity-times.ts';
import { selectedTimeKey } from '../api/get-activity-time.ts';

/**
 * After a booking changed a session's places: the session is read again now, and the month
 * lists holding it when they are next shown, so the vacancy the visitor sees is the server's.
 */
export function useRefreshSession() {
  const queryClient = useQueryClient();
  return (activityId: number, activityTimeId: number) => {
    void queryClient.invalidateQueries({ queryKey: selectedTimeKey(activityId, activityTimeId) });
    void queryClient.invalidateQueries({
      queryKey: activityTimesKey(activityId),
      refetchType: 'none',
    });
  };
}
