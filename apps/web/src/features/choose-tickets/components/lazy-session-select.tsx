/**
 * The dropdown of sessions, fetched when first shown: a calendar activity without linked
 * activities never shows one, and its React Aria select, list box and popover are about a fifth
 * of the calendar page's code (decision 061). The route's loader fetches it early for the
 * activities that do show it.
 */
import { lazy, Suspense } from 'react';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import type { SessionSelectProps } from './session-select.tsx';

const loadSessionSelect = () => import('./session-select.tsx');
const SessionSelect = lazy(() => loadSessionSelect().then((m) => ({ default: m.SessionSelect })));

/** Starts fetching the dropdown's code (an activity that will show it). */
export function preloadSessionSelect(): void {
  void loadSessionSelect();
}

/** The dropdown's outline, while its sessions or its code load. */
export function SessionSelectOutline() {
  return <Skeleton className="h-11 w-full max-w-xl rounded-lg" />;
}

export function LazySessionSelect(props: SessionSelectProps) {
  return (
    <Suspense fallback={<SessionSelectOutline />}>
      <SessionSelect {...props} />
    </Suspense>
  );
}
