/**
 * `GET /ticketing/activities/{id}/activity_times?startDate&endDate&includeTickets=true`: the
 * sessions overlapping a range of Denver dates, sorted, each with its tickets at its prices.
 * Sold-out and past-cutoff sessions come back with `available: false`.
 */
import type { ActivityTime } from '@shop/core/catalogue';
import type { activityTimesResponseSchema } from '@shop/core/catalogue-api';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export interface ActivityTimesRange {
  activityId: number;
  /** Omitted: today, and 365 days ahead (the server's defaults, SPEC section 7). */
  startDate?: string | undefined;
  endDate?: string | undefined;
}

export async function getActivityTimes(
  { activityId, startDate, endDate }: ActivityTimesRange,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ActivityTime[]> {
  const response = await apiGet<typeof activityTimesResponseSchema>(
    `/ticketing/activities/${activityId}/activity_times`,
    { query: { startDate, endDate, includeTickets: true }, signal },
  );
  return response.data.map((resource) => resource.attributes);
}

/** Every range of one activity's sessions, to refresh them together after a booking. */
export const activityTimesKey = (activityId: number) =>
  ['activities', 'detail', activityId, 'time-ranges'] as const;

export function activityTimesQueryOptions(range: ActivityTimesRange) {
  return queryOptions({
    queryKey: [
      ...activityTimesKey(range.activityId),
      { startDate: range.startDate ?? null, endDate: range.endDate ?? null },
    ],
    queryFn: ({ signal }) => getActivityTimes(range, { signal }),
    staleTime: 30_000,
  });
}
