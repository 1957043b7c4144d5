/**
 * `POST /ticketing/activities/{id}/activity_times/{timeId}/waitlist`: a sold-out time's waiting
 * list (decision 103). The answer is typed, not parsed: the calendar's page loads no zod.
 */
import type { WaitlistJoinBody, waitlistJoinResponseSchema } from '@shop/core/waitlist-api';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { memberSessionHeaders } from '../../../lib/member-token.ts';

export function useJoinWaitlist(activityId: number) {
  return useMutation({
    mutationFn: async ({ timeId, body }: { timeId: number; body: WaitlistJoinBody }) =>
      (
        await apiSend<typeof waitlistJoinResponseSchema>(
          'POST',
          `/ticketing/activities/${activityId}/activity_times/${timeId}/waitlist`,
          // A logged-in member's entry is theirs (decision 103).
          { body, headers: memberSessionHeaders() },
        )
      ).data,
  });
}
