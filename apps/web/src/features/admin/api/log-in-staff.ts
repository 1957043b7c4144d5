/**
 * `POST /admin/login` (decision 040): e-mail and password, and the code once two-factor is on.
 * Every change in the back office sends the CSRF token of `GET /admin/csrf-token` (decision 041);
 * the session itself is an HttpOnly cookie the browser keeps.
 */
import {
  csrfTokenResponseSchema,
  staffSessionResponseSchema,
  type StaffLoginBody,
  type StaffSession,
} from '@shop/core/staff-api';
import { useMutation } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client.ts';

export async function fetchCsrfToken(): Promise<string> {
  return (await apiGet('/admin/csrf-token', csrfTokenResponseSchema)).data.csrfToken;
}

export async function logInStaff(values: StaffLoginBody): Promise<StaffSession> {
  const csrfToken = await fetchCsrfToken();
  const response = await apiSend('POST', '/admin/login', staffSessionResponseSchema, {
    body: values,
    headers: { 'x-csrf-token': csrfToken },
  });
  return response.data;
}

export function useStaffLogIn() {
  return useMutation({ mutationFn: logInStaff });
}
