import { QueryClient, type DefaultOptions, type QueryKey } from '@tanstack/react-query';
import { ApiError, isNetworkError } from '../lib/api-client.ts';

/** Retries what may pass on a second try: once when unreachable, twice on a 5xx, never on a 4xx. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError) return error.status >= 500 && failureCount < 2;
  if (isNetworkError(error)) return failureCount < 1;
  return false;
}

/**
 * A change's `onError` that reads `queryKey` again when no answer came: the change may have been
 * made, and the page then shows whether it was (decision 105).
 */
export const readAgainWhenUnanswered =
  (queryClient: QueryClient, queryKey: QueryKey) => (error: Error) =>
    isNetworkError(error) ? queryClient.invalidateQueries({ queryKey }) : undefined;

export function createQueryClient(queryDefaults: DefaultOptions['queries'] = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        ...queryDefaults,
      },
    },
  });
}

let browserQueryClient: QueryClient | undefined;

/**
 * The page's query client. In the browser one for the whole visit, shared by the route modules'
 * client loaders and the components; on the server a new one each time, so no visitor's answers
 * reach another's page.
 */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  browserQueryClient ??= createQueryClient();
  return browserQueryClient;
}
