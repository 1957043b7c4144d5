/** `GET /ticketing/activities/{id}/activity_times/{timeId}`: one session (activity time). */
import type { ActivityTime } from '@shop/core/catalogue';
import type { activityTimeResponseSchema } from '@shop/core/catalogue-api';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export interface ActivityTimeRef {
  activityId: number;
  activityTimeId: number;
}

export async function getActivityTime(
  { activityId, activityTimeId }: ActivityTimeRef,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ActivityTime> {
  const response = await apiGet<typeof activityTimeResponseSchema>(
    `/ticketing/activities/${activityId}/activity_times/${activityTimeId}`,
    { signal },
  );
  return response.data.attributes;
}

export function activityTimeQueryOptions(ref: ActivityTimeRef) {
  return queryOptions({
    queryKey: ['activities', 'detail', ref.activityId, 'times', ref.activityTimeId],
    queryFn: ({ signal }) => getActivityTime(ref, { signal }),
    staleTime: 60_000,
  });
}

/** Several sessions at once (the lines of a cart), keyed by session id as they arrive. */
export function useActivityTimesById(refs: readonly ActivityTimeRef[]): {
  activityTimes: ReadonlyMap<number, ActivityTime>;
  isPending: boolean;
} {
  const unique = [...new Map(refs.map((ref) => [ref.activityTimeId, ref])).values()];
  return useQueries({
    queries: unique.map((ref) => activityTimeQueryOptions(ref)),
    combine: (results) => ({
      activityTimes: new Map(
        results.flatMap((result) => (result.data ? [[result.data.id, result.data] as const] : [])),
      ),
      isPending: results.some((result) => result.isPending),
    }),
  });
}
