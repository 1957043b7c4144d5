/**
 * The document every page renders in (decision 102): its head, the providers every page relies
 * on, and the answers the server's render fetched, handed to the browser's query cache so the
 * page hydrates with what the server showed.
 */
import { HydrationBoundary } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  useMatches,
  type LinkDescriptor,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import { pageMeta } from './app/page-meta.ts';
import { AppProviders } from './app/app-providers.tsx';
import { getQueryClient } from './app/query-client.ts';
import { readPageAnswers } from './app/server-answers.ts';
import { RootErrorBoundary } from './routes/route-error-boundary.tsx';
import appStyles from './app/app.css?url';

/**
 * The stylesheet, with a precedence: React then writes it into the head before the scripts'
 * preloads, and the first paint, which waits for it, does not queue behind them.
 */
export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: appStyles, precedence: 'default' } as LinkDescriptor,
];

/** The shop's public address, for every page's canonical address (page-meta.ts). */
export function loader({ request }: LoaderFunctionArgs) {
  return { publicOrigin: new URL(request.url).origin };
}

// The address never changes: no navigation asks the server for it again.
export const shouldRevalidate = () => false;

export const meta: MetaFunction = (args) => pageMeta(args, { title: 'Purchase Tickets' });

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <meta name="theme-color" content="#0f2440" />
        <link rel="icon" type="image/svg+xml" href="/images/logo.svg" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

/**
 * The answers the server's loaders fetched (`{ answers }`): the shop layout's (the venues) and the
 * page's, for their queries.
 */
function ServerAnswers({ children }: { children: ReactNode }) {
  // Each route's answers stay the same text while the page is shown: parsed, and hydrated, once
  // (server-answers.ts).
  const [layoutText, pageText] = useMatches().flatMap(
    (match) => (match.loaderData as { answers?: string } | undefined)?.answers ?? [],
  );
  const layout = useMemo(
    () => (layoutText ? readPageAnswers(layoutText) : undefined),
    [layoutText],
  );
  const page = useMemo(() => (pageText ? readPageAnswers(pageText) : undefined), [pageText]);
  return (
    <HydrationBoundary state={layout}>
      <HydrationBoundary state={page}>{children}</HydrationBoundary>
    </HydrationBoundary>
  );
}

export default function App() {
  const [queryClient] = useState(getQueryClient);
  return (
    <AppProviders queryClient={queryClient}>
      <ServerAnswers>
        <Outlet />
      </ServerAnswers>
    </AppProviders>
  );
}

export const ErrorBoundary = RootErrorBoundary;
