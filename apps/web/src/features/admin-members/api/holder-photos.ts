/**
 * `PUT` and `DELETE /admin/members/{id}/photo`: a pass holder's photo taken at the gate or on the
 * member's page, or removed there (decision 091), each with a fresh CSRF token.
 */
import type { holderPhotoResponseSchema } from '@shop/core/pass-photo-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendFile } from '../../../lib/send-file.ts';
import { adminSend, fetchCsrfToken } from '../../admin-shared/api/admin-session.ts';
import { memberKey } from './members.ts';

/** `pageMemberId`: the member page to read again after the change, if any. */
export function useHolderPhoto(pageMemberId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ memberId, file }: { memberId: number; file: File | null }) => {
      const path = `/admin/members/${memberId}/photo`;
      if (!file) return adminSend<typeof holderPhotoResponseSchema>('DELETE', path);
      const answer = await sendFile<typeof holderPhotoResponseSchema>('PUT', path, file, {
        'x-csrf-token': await fetchCsrfToken(),
      });
      return answer.data;
    },
    onSuccess: () =>
      pageMemberId === undefined
        ? undefined
        : queryClient.invalidateQueries({ queryKey: memberKey(pageMemberId) }),
  });
}
