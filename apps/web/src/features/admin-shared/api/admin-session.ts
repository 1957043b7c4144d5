/**
 * The staff session of the admin app (decision 040): who is logged in, the one way every
 * back-office read and change is sent, a change with the CSRF token of `GET /admin/csrf-token`
 * (decision 041).
 */
import type {
  csrfTokenResponseSchema,
  staffSessionResponseSchema,
  StaffSession,
} from '@shop/core/staff-api';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { readAgainWhenUnanswered } from '../../../app/query-client.ts';
import { ApiError, apiGet, apiSend, type RequestOptions } from '../../../lib/api-client.ts';

export const staffSessionKey = ['admin', 'session'] as const;

export async function fetchCsrfToken(): Promise<string> {
  return (await apiGet<typeof csrfTokenResponseSchema>('/admin/csrf-token')).data.csrfToken;
}

/** An answer whose payload is its `data`, as every back-office answer with a body is. */
type DataAnswer = z.ZodType<{ data: unknown }>;

/** A back-office read's `data`, typed as apiGet's answer is: `Schema` is a type only. */
export async function adminGet<Schema extends DataAnswer>(
  path: string,
  options?: RequestOptions,
): Promise<z.infer<Schema>['data']> {
  return (await apiGet<Schema>(path, options)).data;
}

/**
 * A change in the back office, with a fresh CSRF token; answers the answer's `data`, typed, not
 * parsed, as apiSend's is: `Schema` is the answer's schema, used as a type only.
 */
export async function adminSend<Schema extends DataAnswer>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<z.infer<Schema>['data']> {
  const csrfToken = await fetchCsrfToken();
  const answer = await apiSend<Schema>(method, path, {
    body,
    headers: { ...headers, 'x-csrf-token': csrfToken },
  });
  // A DELETE answered No Content has no body, so no data.
  return (answer as z.infer<Schema> | undefined)?.data;
}

/**
 * A back-office change that marks the reads under `staleKey` stale once it succeeds, or once its
 * answer is lost: it may have been made, and the page then shows whether it was.
 */
export function useAdminChange<TBody, TAnswer>(
  send: (body: TBody) => Promise<TAnswer>,
  staleKey: QueryKey,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staleKey }),
    onError: readAgainWhenUnanswered(queryClient, staleKey),
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
