/**
 * `PUT` and `DELETE /account/members/{memberId}/photo`: the primary member sets, replaces or
 * removes a household member's photo (decision 091); the account page reads its passes again.
 */
import type { holderPhotoResponseSchema } from '@shop/core/pass-photo-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { sendFile } from '../../../lib/send-file.ts';
import { memberPassesQueryOptions } from './get-member-passes.ts';

const photoPath = (memberId: number) => `/account/members/${memberId}/photo`;

export function useChangeHolderPhoto(token: string) {
  const queryClient = useQueryClient();
  const authorization = { authorization: `Bearer ${token}` };
  return useMutation({
    mutationFn: async ({ memberId, file }: { memberId: number; file: File | null }) => {
      const answer = file
        ? await sendFile<typeof holderPhotoResponseSchema>(
            'PUT',
            photoPath(memberId),
            file,
            authorization,
          )
        : await apiSend<typeof holderPhotoResponseSchema>('DELETE', photoPath(memberId), {
            headers: authorization,
          });
      return answer.data;
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: memberPassesQueryOptions(token).queryKey }),
  });
}
