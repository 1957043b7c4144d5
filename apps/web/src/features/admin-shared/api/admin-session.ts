/**
 * The staff session of the admin app (decision 040): who is logged in, and the one way every
 * back-office change is sent, with the CSRF token of `GET /admin/csrf-token` (decision 041).
 */
import {
  csrfTokenResponseSchema,
  staffSessionResponseSchema,
  type StaffSession,
} from '@shop/core/staff-api';
import { useQuery } from '@tanstack/react-query';
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
