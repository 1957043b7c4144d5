/** `POST /memberships/register`: a new account, logged in at once (SPEC section 7). */
import type { memberSessionResponseSchema, RegistrationFormValues } from '@shop/core/member-api';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiSend } from '../../../lib/api-client.ts';
import { clearMemberSession, storeMemberSession } from '../lib/member-session.ts';
import { getHousehold } from './get-household.ts';

/**
 * The registration was answered, but its token opens no session: the server answers an e-mail
 * that has an account alike and e-mails the address instead (register-member.ts). The visitor
 * is told a message was sent there, rather than being shown logged in and then sent to log in.
 */
export class RegistrationMailedError extends Error {
  override name = 'RegistrationMailedError';
  constructor(readonly email: string) {
    super(`A message was sent to ${email}`);
  }
}

/** Registering clears the previous session first, then stores the new one (SPEC section 4). */
export function useRegisterMember() {
  return useMutation({
    mutationFn: async (values: RegistrationFormValues) => {
      const response = await apiSend<typeof memberSessionResponseSchema>(
        'POST',
        '/memberships/register',
        {
          // The request's fields, named: a field the form may gain is not sent.
          body: {
            firstName: values.firstName,
            lastName: values.lastName,
            email: values.email,
            password: values.password,
            passwordConfirmation: values.passwordConfirmation,
          },
        },
      );
      const session = response.data.attributes;
      // A session that does not open is no account to show: the e-mail was sent instead.
      await getHousehold(session.token).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 401) {
          throw new RegistrationMailedError(values.email.trim());
        }
        // Any other failure leaves the new session for the pages to read again.
      });
      return session;
    },
    onMutate: clearMemberSession,
    onSuccess: storeMemberSession,
  });
}
