/** `GET` and `DELETE /waitlist/{token}`: a waiting list entry by its link, and leaving the list. */
import type { WaitlistEntry, waitlistEntryResponseSchema } from '@shop/core/waitlist-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client.ts';

const entryPath = (token: string) => `/waitlist/${encodeURIComponent(token)}`;
const entryKey = (token: string) => ['waitlist', 'entry', token];

async function getWaitlistEntry(token: string, signal: AbortSignal): Promise<WaitlistEntry> {
  const response = await apiGet<typeof waitlistEntryResponseSchema>(entryPath(token), { signal });
  return response.data;
}

export function useWaitlistEntry(token: string) {
  return useQuery({
    queryKey: entryKey(token),
    queryFn: ({ signal }) => getWaitlistEntry(token, signal),
    // The place in line moves as others leave or buy: a returning visitor sees it fresh.
    refetchOnWindowFocus: true,
  });
}

export function useLeaveWaitlist(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend('DELETE', entryPath(token)),
    onSuccess: () => queryClient.removeQueries({ queryKey: entryKey(token) }),
  });
}
