/**
 * The answers a route's server loader fetches for its page (decision 102): asked for on a query
 * client of the render's own, from the shop's API as the browser would ask, and handed to the
 * page (root.tsx) with the HTML. What fails is left out: the browser asks again and shows it.
 */
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from './query-client.ts';

export interface PageAnswers {
  answers: DehydratedState;
}

export async function fetchPageAnswers(
  fetchAnswers: (queryClient: QueryClient) => Promise<unknown>,
): Promise<PageAnswers> {
  const queryClient = createQueryClient({ retry: false });
  await fetchAnswers(queryClient).catch(() => undefined);
  return { answers: dehydrate(queryClient) };
}
