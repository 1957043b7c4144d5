import type { Ticket } from '@shop/core/catalogue';
import { useQueryClient } from '@tanstack/react-query';
import { addOnsKey } from '../api/get-add-ons.ts';
import { activityTimesKey } from '../api/get-activity-times.ts';
import { selectedTimeKey } from '../api/get-activity-time.ts';

/**
 * After a booking changed a session's places: the session is read again now, and the month
 * lists holding it when they are next shown, so the vacancy the visitor sees is the server's.
 * Its add-ons are read again only when one has a stock (decision 079), whose units left moved.
 */
export function useRefreshSession() {
  const queryClient = useQueryClient();
  return (activityId: number, activityTimeId: number) => {
    void queryClient.invalidateQueries({ queryKey: selectedTimeKey(activityId, activityTimeId) });
    void queryClient.invalidateQueries({
      queryKey: activityTimesKey(activityId),
      refetchType: 'none',
    });
    const addOns = queryClient.getQueryData<Ticket[]>(addOnsKey(activityId, activityTimeId));
    if (addOns?.some((addOn) => addOn.left !== undefined))
      void queryClient.invalidateQueries({ queryKey: addOnsKey(activityId, activityTimeId) });
  };
}
