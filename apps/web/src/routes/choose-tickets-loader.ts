/**
 * The choose-tickets route's loader: starts the activity's request as the router starts, beside
 * the page's code rather than after it and its imports (decision 052), and once the activity is
 * in, the sessions its form opens on and the code of its dropdown of sessions if it has one
 * (decision 061). Never blocks navigation; an id that is no id is left to the page to answer.
 */
import { shopDateAt } from '@shop/core/shop-time';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { getQueryClient } from '../app/query-client.ts';
import { fetchPageAnswers } from '../app/server-answers.ts';
import { activityQueryOptions } from '../features/activities/api/get-activity.ts';
import { preloadSessionSelect } from '../features/choose-tickets/components/lazy-session-select.tsx';
import { prefetchOpeningSessions } from '../features/choose-tickets/hooks/use-opening-sessions.ts';

export function createChooseTicketsLoader(queryClient: QueryClient) {
  return ({ params, request }: LoaderFunctionArgs) => {
    const activityId = Number(params.id);
    if (!Number.isSafeInteger(activityId) || activityId <= 0) return null;
    // A line being edited opens on its own date: no opening sessions to wait for.
    const opensOnLine = new URL(request.url).searchParams.has('line');
    queryClient.fetchQuery(activityQueryOptions(activityId)).then(
      (activity) => {
        if (activity.dateSelectionType === 'dropdown_select' || activity.linkedActivities.length)
          preloadSessionSelect();
        if (!opensOnLine)
          void prefetchOpeningSessions(queryClient, activity, shopDateAt(new Date()));
      },
      // The page asks again and shows the failure.
      () => undefined,
    );
    return null;
  };
}

export const clientLoader = (args: LoaderFunctionArgs) =>
  createChooseTicketsLoader(getQueryClient())(args);

/** The activity and the sessions its form opens on, in the server's render of the page. */
export function loader({ params, request }: LoaderFunctionArgs) {
  return fetchPageAnswers(async (queryClient) => {
    const activityId = Number(params.id);
    if (!Number.isSafeInteger(activityId) || activityId <= 0) return;
    const activity = await queryClient.fetchQuery(activityQueryOptions(activityId));
    if (new URL(request.url).searchParams.has('line')) return;
    await prefetchOpeningSessions(queryClient, activity, shopDateAt(new Date()));
  });
}
