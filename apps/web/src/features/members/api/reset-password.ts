/** `POST /memberships/reset-password`: a new password with the e-mailed link's token. */
import type { memberMessageResponseSchema, ResetPasswordFormValues } from '@shop/core/member-api';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';

export interface ResetPasswordInput extends ResetPasswordFormValues {
  token: string;
}

export async function resetPassword(input: ResetPasswordInput): Promise<string> {
  const response = await apiSend<typeof memberMessageResponseSchema>(
    'POST',
    '/memberships/reset-password',
    {
      body: input,
    },
  );
  return response.data.message;
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
