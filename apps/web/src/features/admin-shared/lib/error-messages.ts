/** What the back office says when the server answered a read or a change with an error. */
import { ApiError } from '../../../lib/api-client.ts';

/** The staff member's role may not do this (a 403). */
export function isForbidden(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 403;
}

/** The server's own words for a refusal (a role, a range); a plain sentence otherwise. */
export function loadErrorTitle(error: Error, fallback: string): string {
  return error instanceof ApiError && error.status < 500 ? error.message : fallback;
}

/**
 * A change's failure: the server's words, or `fallback` when there are none (no answer came);
 * null for none. Takes a mutation's `error` or what a `catch` caught.
 */
export function refusalMessage(error: unknown, fallback = 'Not saved.'): string | null {
  if (error instanceof ApiError) return error.message;
  return error ? fallback : null;
}
