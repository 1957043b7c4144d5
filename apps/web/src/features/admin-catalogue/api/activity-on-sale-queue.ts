/**
 * `GET`, `PUT` and `DELETE /admin/activities/{id}/on-sale-queue`: an activity's on-sale queue in
 * the back office (issue 34, decision 104): while it is on, with its counts; setting it up or
 * changing it; ending it, after which the activity sells to everyone again.
 */
import type {
  adminOnSaleQueueResponseSchema,
  AdminOnSaleQueue,
  OnSaleQueueBody,
} from '@shop/core/queue-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet } from '../../../lib/api-client.ts';
import { adminSend } from '../../admin-shared/api/admin-session.ts';

export const onSaleQueueKey = (activityId: number) =>
  ['admin', 'on-sale-queue', activityId] as const;

const queuePath = (activityId: number) => `/admin/activities/${activityId}/on-sale-queue`;

/** The activity's queue while it is on; null when none is. */
export function useActivityOnSaleQueue(activityId: number) {
  return useQuery({
    queryKey: onSaleQueueKey(activityId),
    queryFn: async () =>
      (await apiGet<typeof adminOnSaleQueueResponseSchema>(queuePath(activityId))).data,
    retry: false,
  });
}

/** Sets the queue up, or changes its rate and turns (its opening too, until it opens). */
export function useScheduleOnSaleQueue(activityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // The answer is the queue just set: never null.
    mutationFn: async (body: OnSaleQueueBody) =>
      (await adminSend<z.ZodType<{ data: AdminOnSaleQueue }>>('PUT', queuePath(activityId), body))
        .data,
    onSuccess: (queue) => queryClient.setQueryData(onSaleQueueKey(activityId), queue),
  });
}

/** Ends the queue: the activity sells to everyone again. */
export function useEndOnSaleQueue(activityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => adminSend('DELETE', queuePath(activityId)),
    onSuccess: () => queryClient.setQueryData(onSaleQueueKey(activityId), null),
    // Ended by someone else already (404): read what is on now.
    onError: () => queryClient.invalidateQueries({ queryKey: onSaleQueueKey(activityId) }),
  });
}
