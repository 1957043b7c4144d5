/** The back office's catalogue (decision 043): venues, activities and ticket types. */
import type {
  adminActivitiesResponseSchema,
  adminActivityResponseSchema,
  adminTicketResponseSchema,
  adminVenueResponseSchema,
  adminVenuesResponseSchema,
  ActivityBody,
  ActivityChange,
  TicketBody,
  TicketChange,
  VenueBody,
  VenueChange,
} from '@shop/core/admin-catalogue-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { adminSend } from '../../admin-shared/api/admin-session.ts';

export const venuesKey = ['admin', 'venues'] as const;
export const activitiesKey = ['admin', 'activities'] as const;
const activityKey = (id: number) => ['admin', 'activities', id] as const;

export function useAdminVenues() {
  return useQuery({
    queryKey: venuesKey,
    queryFn: async () => (await apiGet<typeof adminVenuesResponseSchema>('/admin/venues')).data,
    retry: false,
  });
}

export function useSaveVenue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: VenueBody | VenueChange }) =>
      (
        await adminSend<typeof adminVenueResponseSchema>(
          id === null ? 'POST' : 'PATCH',
          id === null ? '/admin/venues' : `/admin/venues/${id}`,
          body,
        )
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: venuesKey }),
  });
}

export function useAdminActivities() {
  return useQuery({
    queryKey: activitiesKey,
    queryFn: async () =>
      (await apiGet<typeof adminActivitiesResponseSchema>('/admin/activities')).data,
    retry: false,
  });
}

export function useAdminActivity(id: number | null) {
  return useQuery({
    queryKey: activityKey(id ?? 0),
    queryFn: async () =>
      (await apiGet<typeof adminActivityResponseSchema>(`/admin/activities/${id}`)).data,
    enabled: id !== null,
    retry: false,
  });
}

export function useSaveActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: ActivityBody | ActivityChange }) =>
      (
        await adminSend<typeof adminActivityResponseSchema>(
          id === null ? 'POST' : 'PATCH',
          id === null ? '/admin/activities' : `/admin/activities/${id}`,
          body,
        )
      ).data,
    onSuccess: (activity) => {
      queryClient.setQueryData(activityKey(activity.id), activity);
      void queryClient.invalidateQueries({ queryKey: activitiesKey, exact: true });
      void queryClient.invalidateQueries({ queryKey: venuesKey });
    },
  });
}

export function useSaveTicket(activityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: TicketBody | TicketChange }) =>
      (
        await adminSend<typeof adminTicketResponseSchema>(
          id === null ? 'POST' : 'PATCH',
          id === null ? `/admin/activities/${activityId}/tickets` : `/admin/tickets/${id}`,
          body,
        )
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activitiesKey }),
  });
}
