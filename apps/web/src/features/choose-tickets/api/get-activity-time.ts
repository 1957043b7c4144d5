/**
 * `GET /ticketing/activities/{id}/activity_times/{timeId}?includeTickets=true`: the chosen
 * session, fresh after each booking so its vacancy and tickets are the server's.
 */
import type { ActivityTime } from '@shop/core/catalogue';
import type { activityTimeResponseSchema } from '@shop/core/catalogue-api';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export async function getActivityTime(
  { activityId, activityTimeId }: { activityId: number; activityTimeId: number },
  { signal }: { signal?: AbortSignal } = {},
): Promise<ActivityTime> {
  const response = await apiGet<typeof activityTimeResponseSchema>(
    `/ticketing/activities/${activityId}/activity_times/${activityTimeId}`,
    { query: { includeTickets: true }, signal },
  );
  return response.data.attributes;
}

export const selectedTimeKey = (activityId: number, activityTimeId: number | null) =>
  ['activities', 'detail', activityId, 'selected-time', activityTimeId] as const;

export function activityTimeQueryOptions(activityId: number, activityTimeId: number | null) {
  return queryOptions({
    queryKey: selectedTimeKey(activityId, activityTimeId),
    queryFn:
      activityTimeId === null
        ? skipToken
        : ({ signal }) => getActivityTime({ activityId, activityTimeId }, { signal }),
    staleTime: 30_000,
  });
}

export function useActivityTime(activityId: number, activityTimeId: number | null) {
  return useQuery(activityTimeQueryOptions(activityId, activityTimeId));
}
