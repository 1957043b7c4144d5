/**
 * The staff session of the admin app (decision 040): who is logged in, logging out, and the
 * two-factor setup. Every change sends the CSRF token of `GET /admin/csrf-token` (decision 041).
 */
import {
  passwordLinkResponseSchema,
  type ChangeOwnPasswordBody,
  type SetStaffPasswordBody,
  csrfTokenResponseSchema,
  recoveryCodesResponseSchema,
  staffMessageResponseSchema,
  staffSessionResponseSchema,
  totpEnrolmentResponseSchema,
  type StaffSession,
} from '@shop/core/staff-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, apiGet, apiSend } from '../../../lib/api-client.ts';

export const staffSessionKey = ['admin', 'session'] as const;

export async function fetchCsrfToken(): Promise<string> {
  return (await apiGet('/admin/csrf-token', csrfTokenResponseSchema)).data.csrfToken;
}

/** A change in the back office, with a fresh CSRF token. */
export async function adminSend<T extends z.ZodType>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  schema: T,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<z.infer<T>> {
  const csrfToken = await fetchCsrfToken();
  return apiSend(method, path, schema, {
    body,
    headers: { ...headers, 'x-csrf-token': csrfToken },
  });
}

/** The session, or null when there is none (a 401). */
export async function fetchStaffSession(): Promise<StaffSession | null> {
  try {
    return (await apiGet('/admin/session', staffSessionResponseSchema)).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function useStaffSession() {
  return useQuery({ queryKey: staffSessionKey, queryFn: fetchStaffSession, staleTime: 30_000 });
}

/** 'Log out' (this session) or 'Log out everywhere' (every session of the account). */
export function useStaffLogOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (everywhere: boolean) =>
      adminSend(
        'DELETE',
        everywhere ? '/admin/sessions' : '/admin/session',
        staffMessageResponseSchema,
      ),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: ['admin'] });
      queryClient.setQueryData(staffSessionKey, null);
    },
  });
}

export async function startTwoFactor() {
  return (await adminSend('POST', '/admin/two-factor', totpEnrolmentResponseSchema)).data;
}

/** New recovery codes for the logged-in account; the proof is its password or an app code. */
export async function renewRecoveryCodes(proof: string) {
  return (
    await adminSend('POST', '/admin/two-factor/recovery-codes', recoveryCodesResponseSchema, {
      proof,
    })
  ).data.recoveryCodes;
}

export async function confirmTwoFactor(code: string) {
  return (
    await adminSend('POST', '/admin/two-factor/confirm', recoveryCodesResponseSchema, { code })
  ).data.recoveryCodes;
}

/** Whose set-your-password link a token is; a used or expired link is an ApiError (422). */
export async function lookUpPasswordLink(token: string) {
  return (await adminSend('POST', '/admin/password-link', passwordLinkResponseSchema, { token }))
    .data;
}

/** Sets the password through the link's token, once. */
export async function setPasswordWithLink(body: SetStaffPasswordBody) {
  return (await adminSend('POST', '/admin/password', staffMessageResponseSchema, body)).data;
}

/** Changes the logged-in account's password; its other sessions end. */
export async function changeOwnPassword(body: ChangeOwnPasswordBody) {
  return (await adminSend('POST', '/admin/account/password', staffMessageResponseSchema, body))
    .data;
}
