/**
 * The steps' code (the calendar, the typed date, the tickets), fetched once the page has shown
 * its activity: it is most of the page's code, and the activity's picture, the page's largest
 * paint, needs none of it (decision 069).
 */
import { lazy, Suspense } from 'react';
import type { ChooseTicketsProps } from './choose-tickets.tsx';
import { ChooseTicketsLoading } from './choose-tickets-loading.tsx';

const loadChooseTickets = () => import('./choose-tickets.tsx');
const ChooseTickets = lazy(() => loadChooseTickets().then((m) => ({ default: m.ChooseTickets })));

/** Starts fetching the steps' code. */
export function preloadChooseTickets(): void {
  void loadChooseTickets();
}

export function LazyChooseTickets(props: ChooseTicketsProps) {
  return (
    <Suspense fallback={<ChooseTicketsLoading />}>
      <ChooseTickets {...props} />
    </Suspense>
  );
}
