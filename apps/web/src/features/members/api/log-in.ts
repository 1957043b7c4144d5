/** `POST /login`: e-mail and password (and a human check's answer) for a new session (SPEC section 7). */
import type { memberSessionResponseSchema, LoginBody } from '@shop/core/member-api';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { storeMemberSession } from '../lib/member-session.ts';

/** Logs in and stores the session: the visitor is logged in from then on. */
export function useLogIn() {
  return useMutation({
    mutationFn: async (values: LoginBody) => {
      const response = await apiSend<typeof memberSessionResponseSchema>('POST', '/login', {
        body: values,
      });
      return response.data.attributes;
    },
    onSuccess: storeMemberSession,
  });
}
