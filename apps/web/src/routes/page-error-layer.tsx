import { Outlet } from 'react-router';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

/** A pathless layer under the shop's layout: a failing page keeps the header and its way back. */
export const ErrorBoundary = RouteErrorBoundary;

export default function PageErrorLayer() {
  return <Outlet />;
}
