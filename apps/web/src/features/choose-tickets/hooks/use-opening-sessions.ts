/**
 * Whether the sessions the choose-tickets form opens on are in the cache: for a calendar, the
 * first available date and its month; for a dropdown, its sessions. The page mounts the form once
 * they are, so the form renders once with them instead of rendering again, at once and whole, as
 * each answer arrives (TanStack Query's updates render synchronously). The server's render brings
 * them with the page (decision 102); a navigation in the browser waits for them here.
 */
import type { Activity } from '@shop/core/catalogue';
import { shopDateAt } from '@shop/core/shop-time';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { dropdownTimesQueryOptions, firstAvailableDateQueryOptions } from './use-session-times.ts';

/** Starts fetching the sessions the form opens on (the route's loader, before the page's code). */
export function prefetchOpeningSessions(
  queryClient: QueryClient,
  activity: Activity,
  today: string,
): Promise<void> {
  return activity.dateSelectionType === 'dropdown_select'
    ? queryClient.prefetchQuery(dropdownTimesQueryOptions(activity.id))
    : queryClient.prefetchQuery(firstAvailableDateQueryOptions(queryClient, activity, today));
}

/**
 * True once the opening sessions are in, or failed (the form shows the failure), or are not
 * waited for: a line being edited opens on its own date.
 */
export function useOpeningSessionsReady(
  activity: Activity | undefined,
  { opensOnLine }: { opensOnLine: boolean },
): boolean {
  const queryClient = useQueryClient();
  const [today] = useState(() => shopDateAt(new Date()));
  const waited = opensOnLine ? undefined : activity;
  const isDropdown = waited?.dateSelectionType === 'dropdown_select';
  // Both asked for unconditionally (hooks), only the activity's own kind enabled; id 0 is no
  // activity and is never fetched.
  const dropdown = useQuery({
    ...dropdownTimesQueryOptions(waited?.id ?? 0),
    enabled: Boolean(waited) && isDropdown,
  });
  const firstDate = useQuery({
    ...firstAvailableDateQueryOptions(queryClient, waited ?? { id: 0, cutoffHours: 0 }, today),
    enabled: Boolean(waited) && !isDropdown,
  });
  if (!waited) return true;
  return !(isDropdown ? dropdown : firstDate).isPending;
}
