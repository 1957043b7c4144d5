/**
 * `GET`, `PUT` and `DELETE /admin/activities/{id}/on-sale-queue` (or
 * `/admin/memberships/on-sale-queue`): an activity's, or the memberships', on-sale queue in the
 * back office (issue 34, decision 104): while it is on, with its counts; setting it up or
 * changing it; ending it, after which the sale is open to everyone again.
 */
import type {
  adminOnSaleQueueResponseSchema,
  AdminOnSaleQueue,
  OnSaleQueueBody,
} from '@shop/core/queue-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminGet, adminSend } from '../../admin-shared/api/admin-session.ts';
import { readAgainWhenUnanswered } from '../../../app/query-client.ts';

export const onSaleQueueKey = (scope: number) => ['admin', 'on-sale-queue', scope] as const;

/** An activity's queue by its id; the memberships' by 0 (as the server's scope). */
export const MEMBERSHIPS_SCOPE = 0;
const queuePath = (scope: number) =>
  scope === MEMBERSHIPS_SCOPE
    ? '/admin/memberships/on-sale-queue'
    : `/admin/activities/${scope}/on-sale-queue`;

/** The queue while it is on; null when none is. */
export function useOnSaleQueue(scope: number) {
  return useQuery({
    queryKey: onSaleQueueKey(scope),
    queryFn: () => adminGet<typeof adminOnSaleQueueResponseSchema>(queuePath(scope)),
    retry: false,
  });
}

/** Sets the queue up, or changes its rate and turns (its opening too, until it opens). */
export function useScheduleOnSaleQueue(scope: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // The answer is the queue just set: never null.
    mutationFn: (body: OnSaleQueueBody) =>
      adminSend<z.ZodType<{ data: AdminOnSaleQueue }>>('PUT', queuePath(scope), body),
    onSuccess: (queue) => queryClient.setQueryData(onSaleQueueKey(scope), queue),
    onError: readAgainWhenUnanswered(queryClient, onSaleQueueKey(scope)),
  });
}

/** Ends the queue: the sale is open to everyone again. */
export function useEndOnSaleQueue(scope: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => adminSend('DELETE', queuePath(scope)),
    onSuccess: () => queryClient.setQueryData(onSaleQueueKey(scope), null),
    // Ended by someone else already (404): read what is on now.
    onError: () => queryClient.invalidateQueries({ queryKey: onSaleQueueKey(scope) }),
  });
}
