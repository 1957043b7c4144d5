/** `GET /ticketing/activities/{id}`: one activity with its display settings and fields. */
import type { Activity } from '@shop/core/catalogue';
import type { activityResponseSchema } from '@shop/core/catalogue-api';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export async function getActivity(
  activityId: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Activity> {
  const response = await apiGet<typeof activityResponseSchema>(
    `/ticketing/activities/${activityId}`,
    { signal },
  );
  return response.data.attributes;
}

export function activityQueryOptions(activityId: number) {
  return queryOptions({
    queryKey: ['activities', 'detail', activityId],
    queryFn: ({ signal }) => getActivity(activityId, { signal }),
    staleTime: 60_000,
  });
}

export function useActivity(activityId: number) {
  return useQuery(activityQueryOptions(activityId));
}

/**
 * Several activities at once (the lines of a cart or an order), keyed by id as they arrive, with
 * whether any is still loading or failed, and a way to ask for them all again.
 */
export function useActivitiesById(activityIds: readonly number[]): {
  activities: ReadonlyMap<number, Activity>;
  isPending: boolean;
  isError: boolean;
  refetch: () => void;
} {
  const uniqueIds = [...new Set(activityIds)];
  return useQueries({
    queries: uniqueIds.map((id) => activityQueryOptions(id)),
    combine: (results) => ({
      activities: new Map(
        results.flatMap((result) => (result.data ? [[result.data.id, result.data] as const] : [])),
      ),
      isPending: results.some((result) => result.isPending),
      isError: results.some((result) => result.isError),
      refetch: () => results.forEach((result) => void result.refetch()),
    }),
  });
}
