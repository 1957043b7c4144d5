/** `POST /memberships/forgot-password`: e-mails a reset link to an account's address. */
import type { memberMessageResponseSchema, LookupFormValues } from '@shop/core/member-api';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (values: LookupFormValues) =>
      apiSend<typeof memberMessageResponseSchema>('POST', '/memberships/forgot-password', {
        body: values,
      }),
  });
}
