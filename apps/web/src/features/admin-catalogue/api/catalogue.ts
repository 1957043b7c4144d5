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
import { adminGet, adminSend, useAdminChange } from '../../admin-shared/api/admin-session.ts';
import { readAgainWhenUnanswered } from '../../../app/query-client.ts';

export const venuesKey = ['admin', 'venues'] as const;
export const activitiesKey = ['admin', 'activities'] as const;
const activityKey = (id: number) => ['admin', 'activities', id] as const;

export function useAdminVenues() {
  return useQuery({
    queryKey: venuesKey,
    queryFn: () => adminGet<typeof adminVenuesResponseSchema>('/admin/venues'),
    retry: false,
  });
}

export const useSaveVenue = () =>
  useAdminChange(
    ({ id, body }: { id: number | null; body: VenueBody | VenueChange }) =>
      adminSend<typeof adminVenueResponseSchema>(
        id === null ? 'POST' : 'PATCH',
        id === null ? '/admin/venues' : `/admin/venues/${id}`,
        body,
      ),
    venuesKey,
  );

export function useAdminActivities() {
  return useQuery({
    queryKey: activitiesKey,
    queryFn: () => adminGet<typeof adminActivitiesResponseSchema>('/admin/activities'),
    retry: false,
  });
}

export function useAdminActivity(id: number | null) {
  return useQuery({
    queryKey: activityKey(id ?? 0),
    queryFn: () => adminGet<typeof adminActivityResponseSchema>(`/admin/activities/${id}`),
    enabled: id !== null,
    retry: false,
  });
}

export function useSaveActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ActivityBody | ActivityChange }) =>
      adminSend<typeof adminActivityResponseSchema>(
        id === null ? 'POST' : 'PATCH',
        id === null ? '/admin/activities' : `/admin/activities/${id}`,
        body,
      ),
    onSuccess: (activity) => {
      queryClient.setQueryData(activityKey(activity.id), activity);
      void queryClient.invalidateQueries({ queryKey: activitiesKey, exact: true });
      void queryClient.invalidateQueries({ queryKey: venuesKey });
    },
    // No answer: the activity may be saved; it and the list, read again, show whether it was.
    onError: readAgainWhenUnanswered(queryClient, activitiesKey),
  });
}

export const useSaveTicket = (activityId: number) =>
  useAdminChange(
    ({ id, body }: { id: number | null; body: TicketBody | TicketChange }) =>
      adminSend<typeof adminTicketResponseSchema>(
        id === null ? 'POST' : 'PATCH',
        id === null ? `/admin/activities/${activityId}/tickets` : `/admin/tickets/${id}`,
        body,
      ),
    activitiesKey,
  );
