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
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { adminGet, adminSend, useAdminChange } from '../../admin-shared/api/admin-session.ts';

const sessionsKey = ['admin', 'activity-times'] as const;
export const monthSessionsKey = (activityId: number, month: string) =>
  [...sessionsKey, activityId, month] as const;

export function useSessionActivities() {
  return useQuery({
    // Apart from the months: a change of sessions leaves the activities as they are.
    queryKey: ['admin', 'session-activities'],
    queryFn: () =>
      adminGet<typeof sessionActivitiesResponseSchema>('/admin/activity-times/activities'),
    retry: false,
    staleTime: 60_000,
  });
}

export function useMonthSessions(activityId: number | null, month: string) {
  return useQuery({
    queryKey: monthSessionsKey(activityId ?? 0, month),
    queryFn: () =>
      adminGet<typeof adminSessionListResponseSchema>(
        `/admin/activity-times?activityId=${activityId}&month=${month}`,
      ),
    enabled: activityId !== null,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

/** A change that refreshes every month of sessions when it succeeds. */
const useSessionsChange = <TBody, TAnswer>(send: (body: TBody) => Promise<TAnswer>) =>
  useAdminChange(send, sessionsKey);

export const useCreateSession = () =>
  useSessionsChange((body: CreateSessionBody) =>
    adminSend<typeof adminSessionResponseSchema>('POST', '/admin/activity-times', body),
  );

export const useChangeSession = () =>
  useSessionsChange(({ id, ...body }: ChangeSessionBody & { id: number }) =>
    adminSend<typeof adminSessionResponseSchema>('PATCH', `/admin/activity-times/${id}`, body),
  );

export const useBulkSessions = () =>
  useSessionsChange((body: BulkSessionsBody) =>
    adminSend<typeof adminSessionsResponseSchema>('POST', '/admin/activity-times/bulk', body),
  );

export const useDeleteSession = () =>
  useSessionsChange((id: number) =>
    adminSend<typeof sessionDeletedResponseSchema>('DELETE', `/admin/activity-times/${id}`),
  );

export const useCreateSchedule = () =>
  useSessionsChange((body: CreateScheduleBody) =>
    adminSend<typeof scheduleCreatedResponseSchema>('POST', '/admin/activity-times/schedule', body),
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
      ).occurrences,
  });
}
