/** What the member screens say when a call fails (SPEC section 8). */
import { accountOrdersTexts } from '@shop/core/account-orders-api';
import { memberTexts } from '@shop/core/member-api';
import { ApiError, isNetworkError } from '../../../lib/api-client.ts';

const unreachable = 'The server could not be reached. Please check your connection and try again.';

/** The server's `errors.message`, when it answered with one. */
function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.body?.errors.message || undefined : undefined;
}

export function describeLoginFailure(error: unknown): string {
  return serverMessage(error) ?? memberTexts.loginFallback;
}

export function describeRegistrationFailure(error: unknown): string {
  return serverMessage(error) ?? memberTexts.registerFallback;
}

export function describeLookupFailure(error: unknown): string {
  const message =
    serverMessage(error) ??
    (isNetworkError(error) ? unreachable : error instanceof Error ? error.message : unreachable);
  return memberTexts.lookupFailed(message);
}

/** The order links were refused (too many requests) or not sent. */
export function describeOrderLinksFailure(error: unknown): string {
  return (
    serverMessage(error) ??
    accountOrdersTexts.linksFailed(
      isNetworkError(error) ? unreachable : 'Please try again in a few minutes.',
    )
  );
}
