/** What the back office says when the server answered a read or a change with an error. */
import { ApiError, isNetworkError } from '../../../lib/api-client.ts';

/** The staff member's role may not do this (a 403). */
export function isForbidden(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 403;
}

/** The server's own words for a refusal (a role, a range); a plain sentence otherwise. */
export function loadErrorTitle(error: Error, fallback: string): string {
  return error instanceof ApiError && error.status < 500 ? error.message : fallback;
}

/**
 * A change whose answer never came: it may have been made, and the page's reads are asked for
 * again (`useAdminChange`), so a look shows which.
 */
export const unansweredChange =
  'The server did not answer, so this may or may not be saved. Check the page before you try again.';

/**
 * A change's failure: the server's words, or `fallback` when there are none (no answer came),
 * by default that it may be saved; null for none. Takes a mutation's `error` or what a `catch`
 * caught.
 */
export function refusalMessage(error: unknown, fallback?: string): string | null {
  if (error instanceof ApiError) return error.message;
  if (!error) return null;
  return fallback ?? (isNetworkError(error) ? unansweredChange : 'Not saved.');
}
