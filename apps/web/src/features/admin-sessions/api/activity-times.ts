/**
 * The back office's sessions (decisions 045, 046): the activities, a month of an activity's
 * sessions, and the changes to them. A change refreshes the months it may have touched.
 */
import type {
  adminSessionListResponseSchema,
  adminSessionResponseSchema,
  adminSessionsResponseSchema,
  scheduleCreatedResponseSchema,
  schedulePreviewResponseSchema,
  sessionActivitiesResponseSchema,
  sessionDeletedResponseSchema,
  BulkSessionsBody,
  ChangeSessionBody,
  CreateScheduleBody,
  CreateSessionBody,
  ScheduleRule,
} from '@shop/core/admin-sessions-api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { adminSend } from '../../admin-shared/api/admin-session.ts';

const sessionsKey = ['admin', 'activity-times'] as const;
export const monthSessionsKey = (activityId: number, month: string) =>
  [...sessionsKey, activityId, month] as const;

export function useSessionActivities() {
  return useQuery({
    queryKey: [...sessionsKey, 'activities'],
    queryFn: async () =>
      (await apiGet<typeof sessionActivitiesResponseSchema>('/admin/activity-times/activities'))
        .data,
    retry: false,
    staleTime: 60_000,
  });
}

export function useMonthSessions(activityId: number | null, month: string) {
  return useQuery({
    queryKey: monthSessionsKey(activityId ?? 0, month),
    queryFn: async () =>
      (
        await apiGet<typeof adminSessionListResponseSchema>(
          `/admin/activity-times?activityId=${activityId}&month=${month}`,
        )
      ).data,
    enabled: activityId !== null,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

/** A mutation that refreshes every month of sessions when it succeeds. */
function useSessionsChange<TBody, TAnswer>(send: (body: TBody) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: sessionsKey,
        predicate: (query) => query.queryKey[2] !== 'activities',
      }),
  });
}

export const useCreateSession = () =>
  useSessionsChange(
    async (body: CreateSessionBody) =>
      (await adminSend<typeof adminSessionResponseSchema>('POST', '/admin/activity-times', body))
        .data,
  );

export const useChangeSession = () =>
  useSessionsChange(
    async ({ id, ...body }: ChangeSessionBody & { id: number }) =>
      (
        await adminSend<typeof adminSessionResponseSchema>(
          'PATCH',
          `/admin/activity-times/${id}`,
          body,
        )
      ).data,
  );

export const useBulkSessions = () =>
  useSessionsChange(
    async (body: BulkSessionsBody) =>
      (
        await adminSend<typeof adminSessionsResponseSchema>(
          'POST',
          '/admin/activity-times/bulk',
          body,
        )
      ).data,
  );

export const useDeleteSession = () =>
  useSessionsChange(
    async (id: number) =>
      (
        await adminSend<typeof sessionDeletedResponseSchema>(
          'DELETE',
          `/admin/activity-times/${id}`,
        )
      ).data,
  );

export const useCreateSchedule = () =>
  useSessionsChange(
    async (body: CreateScheduleBody) =>
      (
        await adminSend<typeof scheduleCreatedResponseSchema>(
          'POST',
          '/admin/activity-times/schedule',
          body,
        )
      ).data,
  );

/** The dates a rule would make: a POST that writes nothing, so nothing to refresh. */
export function usePreviewSchedule() {
  return useMutation({
    mutationFn: async (rule: ScheduleRule) =>
      (
        await adminSend<typeof schedulePreviewResponseSchema>(
          'POST',
          '/admin/activity-times/schedule/preview',
          rule,
        )
      ).data.occurrences,
  });
}
