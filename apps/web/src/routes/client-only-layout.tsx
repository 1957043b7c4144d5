/**
 * The back office's pages render in the browser only (decision 102): they read a staff session
 * from the browser's storage, which the server's render does not see. The server sends the
 * loading screen; the browser renders the page once its code is in.
 */
import { Outlet } from 'react-router';
import { AppLoading } from '../components/layout/app-loading.tsx';
import { RootErrorBoundary } from './route-error-boundary.tsx';
import { titled, type PageHandle } from '../app/page-meta.ts';

export function clientLoader() {
  return null;
}
clientLoader.hydrate = true as const;

export const HydrateFallback = AppLoading;
export const ErrorBoundary = RootErrorBoundary;

export const handle: PageHandle = { rendersInBrowser: true };

// The root's meta sees only its own match, not this layout's handle: without a meta of its own a
// back-office page was titled as the shop and named its address (canonical, og:url) with `-` in
// place of each parameter (decision 113). Each page titles itself once it runs (usePageTitle).
export const meta = titled('Back Office');

export default function ClientOnlyLayout() {
  return <Outlet />;
}
