import { render } from '@testing-library/react';
import userEvent, { type Options as UserEventOptions } from '@testing-library/user-event';
// Not 'react-router/dom': under Node that entry loads a second copy of react-router's contexts.
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/app-providers.tsx';
import { getQueryClient } from '../app/query-client.ts';
import { createRouteObjects } from './route-objects.tsx';
import { env } from '../config/env.ts';

export interface RouteOptions {
  showStyleguide?: boolean;
}

const showsStyleguide = env.VITE_SHOW_STYLEGUIDE;

/** A port nothing listens on: requests to it fail as a real network failure. */
export const UNREACHABLE_API_URL = 'http://127.0.0.1:9/api/v1';

/**
 * user-event without its pause between keys and clicks (a timer turn each, by default), for
 * tests that do not depend on those pauses: what they type goes in sooner.
 */
export const WITHOUT_PAUSES: UserEventOptions = { delay: null };

/** Renders the whole app (shell, routes, real API calls) at `url`; `user` acts on it. */
export function renderApp(
  url: string,
  options: RouteOptions = {},
  userOptions: UserEventOptions = {},
) {
  env.VITE_SHOW_STYLEGUIDE = options.showStyleguide ?? showsStyleguide;
  // The client loaders' query client, as in the browser; emptied, and without retries.
  const queryClient = getQueryClient();
  queryClient.clear();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  const router = createMemoryRouter(createRouteObjects(), { initialEntries: [url] });
  const user = userEvent.setup(userOptions);
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user, queryClient };
}

/** The ecommerce events pushed so far, without GA4's `{ ecommerce: null }` resets. */
export function getDataLayerEvents(): Array<{ event: string; ecommerce: Record<string, unknown> }> {
  return (window.dataLayer ?? []).filter(
    (entry): entry is { event: string; ecommerce: Record<string, unknown> } =>
      typeof entry === 'object' && entry !== null && 'event' in entry,
  );
}
