/**
 * The choose-tickets route's loaders (decision 102). The server's asks for the activity, its venue
 * and the sessions its form opens on, for the page's render and its head. The browser's, on a
 * navigation, starts the same requests and the code of the dropdown of sessions if it has one,
 * without blocking the navigation; an id that is no id is left to the page to answer.
 */
import { shopDateAt } from '@shop/core/shop-time';
import type { QueryClient } from '@tanstack/react-query';
import type { ActivityTime } from '@shop/core/catalogue';
import { data, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { pageMeta } from '../app/page-meta.ts';
import { getVenues } from '../features/activities/api/get-venues.ts';
import { describeActivityPreview } from '../features/activities/lib/activity-search-preview.ts';
import { activityTimesKey } from '../features/choose-tickets/api/get-activity-times.ts';
import { chooseTicketsTexts } from '../features/choose-tickets/texts.ts';
import { getQueryClient } from '../app/query-client.ts';
import { fetchPageAnswers } from '../app/server-answers.ts';
import { activityQueryOptions } from '../features/activities/api/get-activity.ts';
import { preloadSessionSelect } from '../features/choose-tickets/components/lazy-session-select.tsx';
import { prefetchOpeningSessions } from '../features/choose-tickets/hooks/use-opening-sessions.ts';
import { queueStateQueryOptions } from '../features/on-sale-queue/api/on-sale-queue.ts';

/** The address's activity id, or undefined for one that is no id (`/activities/abc`). */
function activityIdOf(param: string | undefined): number | undefined {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * Asks for the activity and the sessions its form opens on (a line being edited opens on its own
 * date: none to wait for); the activity, or undefined for an id that is no id.
 */
async function fetchChooseTickets(
  queryClient: QueryClient,
  { params, request }: LoaderFunctionArgs,
) {
  const activityId = activityIdOf(params.id);
  if (activityId === undefined) return undefined;
  // Whether the activity sells through a queue: its waiting page renders instead of the form.
  const queueRead = queryClient.prefetchQuery(queueStateQueryOptions(activityId));
  const activity = await queryClient.fetchQuery(activityQueryOptions(activityId));
  if (!new URL(request.url).searchParams.has('line'))
    await prefetchOpeningSessions(queryClient, activity, shopDateAt(new Date()));
  await queueRead;
  return activity;
}

/** On a navigation: the same requests, and the dropdown's code, without holding the page back. */
export function clientLoader(args: LoaderFunctionArgs) {
  fetchChooseTickets(getQueryClient(), args).then(
    (activity) => {
      if (activity?.dateSelectionType === 'dropdown_select' || activity?.linkedActivities.length)
        preloadSessionSelect();
    },
    // The page asks again and shows the failure.
    () => undefined,
  );
  return null;
}

/**
 * The activity, its venue and the sessions its form opens on, in the server's render of the page,
 * and what its head tells search engines and link previews.
 */
export function loader(args: LoaderFunctionArgs) {
  // No activity has an id that is no id: the not-found page, as for an unknown activity.
  if (activityIdOf(args.params.id) === undefined) throw data('Not Found', { status: 404 });
  return fetchPageAnswers(async (queryClient) => {
    // Read for the head only: the shop layout's loader hands the venues to the page (root-layout.tsx).
    const venuesRead = getVenues().catch(() => []);
    const activity = await fetchChooseTickets(queryClient, args);
    if (!activity) return undefined;
    const url = new URL(args.request.url);
    const venues = await venuesRead;
    const times = queryClient
      .getQueriesData<ActivityTime[]>({ queryKey: activityTimesKey(activity.id) })
      .flatMap(([, data]) => data ?? []);
    return describeActivityPreview({
      activity,
      venue: venues.find((venue) => venue.id === activity.venueId),
      times,
      url: `${url.origin}${url.pathname}`,
      origin: url.origin,
    });
  });
}

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, { title: chooseTicketsTexts.heading, ...args.loaderData?.page });
