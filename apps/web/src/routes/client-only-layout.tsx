/**
 * The back office's pages render in the browser only (decision 102): they read a staff session
 * from the browser's storage, which the server's render does not see. The server sends the
 * loading screen; the browser renders the page once its code is in.
 */
import { Outlet } from 'react-router';
import { AppLoading } from '../components/layout/app-loading.tsx';
import { RootErrorBoundary } from './route-error-boundary.tsx';
import type { PageHandle } from '../app/page-meta.ts';

export function clientLoader() {
  return null;
}
clientLoader.hydrate = true as const;

export const HydrateFallback = AppLoading;
export const ErrorBoundary = RootErrorBoundary;

export const handle: PageHandle = { rendersInBrowser: true };

export default function ClientOnlyLayout() {
  return <Outlet />;
}
