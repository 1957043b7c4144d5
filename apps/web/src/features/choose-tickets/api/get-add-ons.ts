/** `GET /ticketing/activities/{id}/add_ons?activityTimeId=`: extras sold with a session's tickets. */
import type { Ticket } from '@shop/core/catalogue';
import type { addOnsResponseSchema } from '@shop/core/catalogue-api';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export async function getAddOns(
  { activityId, activityTimeId }: { activityId: number; activityTimeId: number },
  { signal }: { signal?: AbortSignal } = {},
): Promise<Ticket[]> {
  const response = await apiGet<typeof addOnsResponseSchema>(
    `/ticketing/activities/${activityId}/add_ons`,
    { query: { activityTimeId }, signal },
  );
  return response.data.map((resource) => resource.attributes);
}

export const addOnsKey = (activityId: number, activityTimeId: number | null) =>
  ['activities', 'detail', activityId, 'add-ons', { activityTimeId }] as const;

export function addOnsQueryOptions(activityId: number, activityTimeId: number | null) {
  return queryOptions({
    queryKey: addOnsKey(activityId, activityTimeId),
    queryFn:
      activityTimeId === null
        ? skipToken
        : ({ signal }) => getAddOns({ activityId, activityTimeId }, { signal }),
    staleTime: 60_000,
  });
}

export function useAddOns(activityId: number, activityTimeId: number | null) {
  return useQuery(addOnsQueryOptions(activityId, activityTimeId));
}
