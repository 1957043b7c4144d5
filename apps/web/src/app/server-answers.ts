/**
 * The answers a route's server loader fetches for its page (decision 102): asked for on a query
 * client of the render's own, from the shop's API as the browser would ask, and handed to the
 * page (root.tsx) with the HTML, as one JSON text that the browser's JSON parser reads rather
 * than as the framework's flattened values (decision 120). What fails is left out: the browser
 * asks again and shows it; what is not there answers 404.
 */
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { data } from 'react-router';
import { ApiError } from '../lib/api-client.ts';
import { createQueryClient } from './query-client.ts';

export interface PageAnswers<Page> {
  /** The dehydrated query cache as JSON text (readPageAnswers parses it). */
  answers: string;
  /** What `fetchAnswers` made of the answers for the page's head (page-meta.ts). */
  page: Page | undefined;
}

/** A missing activity's page answers 404, which the route's error boundary shows. */
function rethrowNotFound(error: unknown): undefined {
  if (error instanceof ApiError && error.status === 404) throw data('Not Found', { status: 404 });
  return undefined;
}

export async function fetchPageAnswers<Page>(
  fetchAnswers: (queryClient: QueryClient) => Promise<Page>,
): Promise<PageAnswers<Page>> {
  const queryClient = createQueryClient({ retry: false });
  const page = await fetchAnswers(queryClient).catch(rethrowNotFound);
  return { answers: JSON.stringify(dehydrate(queryClient)), page };
}

/** The answers a loader handed over, as the query cache takes them. */
export function readPageAnswers(answers: string): DehydratedState {
  return JSON.parse(answers) as DehydratedState;
}
