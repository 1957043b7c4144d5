/** `POST /memberships/register`: a new account, logged in at once (SPEC section 7). */
import {
  memberSessionResponseSchema,
  type MemberSession,
  type RegistrationFormValues,
} from '@shop/core/member-api';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { clearMemberSession, storeMemberSession } from '../lib/member-session.ts';

export async function registerMember(values: RegistrationFormValues): Promise<MemberSession> {
  const response = await apiSend('POST', '/memberships/register', memberSessionResponseSchema, {
    body: {
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      password: values.password,
      passwordConfirmation: values.passwordConfirmation,
    },
  });
  return response.data.attributes;
}

/** Registering clears the previous session first, then stores the new one (SPEC section 4). */
export function useRegisterMember() {
  return useMutation({
    mutationFn: registerMember,
    onMutate: clearMemberSession,
    onSuccess: storeMemberSession,
  });
}
