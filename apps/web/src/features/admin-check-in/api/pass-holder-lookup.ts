/**
 * The gate's member lookup (issue 31): pass holders found by name, e-mail or code, and one of
 * them admitted to a session through their card in use, the scan's own admission.
 */
import type { admitTicketResponseSchema } from '@shop/core/check-in-api';
import type { passHolderLookupResponseSchema } from '@shop/core/pass-holder-lookup-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { adminSend } from '../../admin-shared/api/admin-session.ts';
import { checkInKey } from './check-in.ts';

/** The holders matching `q`; nothing is asked until something was searched for. */
export function usePassHolderLookup(q: string) {
  return useQuery({
    enabled: q !== '',
    queryKey: [...checkInKey, 'pass-holders', q],
    queryFn: () =>
      apiGet<typeof passHolderLookupResponseSchema>('/admin/check-in/pass-holders', {
        query: { q },
      }),
    retry: false,
  });
}

export function useAdmitPassHolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, memberId }: { sessionId: number; memberId: number }) =>
      adminSend<typeof admitTicketResponseSchema>(
        'POST',
        `/admin/check-in/sessions/${sessionId}/pass-holders/${memberId}/admissions`,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...checkInKey, 'sessions'] }),
  });
}
