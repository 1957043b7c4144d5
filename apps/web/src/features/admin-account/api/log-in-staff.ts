/**
 * `POST /admin/login` (decision 040): e-mail and password, and the code once two-factor is on.
 * Every change in the back office sends the CSRF token of `GET /admin/csrf-token` (decision 041);
 * the session itself is an HttpOnly cookie the browser keeps.
 */
import type {
  staffSessionResponseSchema,
  StaffLoginBody,
  StaffSession,
} from '@shop/core/staff-api';
import { useMutation } from '@tanstack/react-query';
import { adminSend } from '../../admin-shared/api/admin-session.ts';

async function logInStaff(values: StaffLoginBody): Promise<StaffSession> {
  return adminSend<typeof staffSessionResponseSchema>('POST', '/admin/login', values);
}

export function useStaffLogIn() {
  return useMutation({ mutationFn: logInStaff });
}
