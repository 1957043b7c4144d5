/** `POST /memberships/reset-password`: a new password with the e-mailed link's token. */
import type { memberMessageResponseSchema, ResetPasswordFormValues } from '@shop/core/member-api';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordFormValues & { token: string }) =>
      apiSend<typeof memberMessageResponseSchema>('POST', '/memberships/reset-password', {
        body: input,
      }),
  });
}
