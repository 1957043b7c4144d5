/**
 * The staff session of the admin app (decision 040): who is logged in, and the one way every
 * back-office change is sent, with the CSRF token of `GET /admin/csrf-token` (decision 041).
 */
import type {
  csrfTokenResponseSchema,
  staffSessionResponseSchema,
  StaffSession,
} from '@shop/core/staff-api';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, apiGet, apiSend } from '../../../lib/api-client.ts';

export const staffSessionKey = ['admin', 'session'] as const;

export async function fetchCsrfToken(): Promise<string> {
  return (await apiGet<typeof csrfTokenResponseSchema>('/admin/csrf-token')).data.csrfToken;
}

/**
 * A change in the back office, with a fresh CSRF token; the answer typed, not parsed, as apiSend's
 * is: `Schema` is the answer's schema, used as a type only.
 */
export async function adminSend<Schema extends z.ZodType>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<z.infer<Schema>> {
  const csrfToken = await fetchCsrfToken();
  return apiSend<Schema>(method, path, {
    body,
    headers: { ...headers, 'x-csrf-token': csrfToken },
  });
}

/** The session, or null when there is none (a 401). */
export async function fetchStaffSession(): Promise<StaffSession | null> {
  try {
    return (await apiGet<typeof staffSessionResponseSchema>('/admin/session')).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function useStaffSession() {
  return useQuery({ queryKey: staffSessionKey, queryFn: fetchStaffSession, staleTime: 30_000 });
}
