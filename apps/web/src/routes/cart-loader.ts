/**
 * The cart's and the checkout's loader: starts the cart's request as the router starts, beside the
 * page's code (the header's cart link asks only once the page's code is in), and once the cart is
 * in, what the page mounts with: its lines' activities, and for the checkout their sessions
 * (decisions 062 and 063). Never blocks navigation. An order edit reads its order first: left to
 * the page. Part of the shell, as the cart link is: the details' code is asked for with the cart.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { cartQueryOptions, findCartToken } from '../features/cart/api/get-cart.ts';
import { readStoredJson, storageKeys } from '../lib/storage.ts';

export function createCartLoader(
  queryClient: QueryClient,
  { withSessions }: { withSessions: boolean },
) {
  return ({ request }: LoaderFunctionArgs) => {
    const searchParams = new URL(request.url).searchParams;
    if (searchParams.get('orderToken')) return null;
    const cartToken = findCartToken(searchParams, readStoredJson(storageKeys.cart));
    // The sessions' code only where they are read: the cart page has no use for it.
    const detailsCode = Promise.all([
      import('../features/activities/api/get-activity.ts'),
      withSessions ? import('../features/activities/api/get-activity-time.ts') : null,
    ]);
    Promise.all([queryClient.fetchQuery(cartQueryOptions(cartToken)), detailsCode]).then(
      ([cart, [{ activityQueryOptions }, sessionsCode]]) => {
        for (const line of cart.lineItems) {
          void queryClient.prefetchQuery(activityQueryOptions(line.activityId));
          if (sessionsCode && line.timed) {
            const session = { activityId: line.activityId, activityTimeId: line.eventId };
            void queryClient.prefetchQuery(sessionsCode.activityTimeQueryOptions(session));
          }
        }
      },
      // The page asks again and shows the failure.
      () => undefined,
    );
    return null;
  };
}
