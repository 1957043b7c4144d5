/**
 * The sessions the page offers. Calendar modes fetch the month shown, from its first day to its
 * last (SPEC sections 4 and 7, decision 038): calendar_select replaces the times with each fetch,
 * dynamic_price_select appends every month fetched (SPEC section 4). The dropdown fetches the
 * server's default range, today and 365 days ahead.
 */
import type { Activity, ActivityTime } from '@shop/core/catalogue';
import { addDaysToIsoDate } from '@shop/core/shop-time';
import {
  DEFAULT_EXTRA_DAYS,
  findFirstAvailableDate,
  firstOfMonth,
  mergeFetchedTimes,
  monthOf,
} from '@shop/core/time-groups';
import { parseDate } from '@internationalized/date';
import {
  CancelledError,
  keepPreviousData,
  queryOptions,
  useQueries,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useState } from 'react';
import { activityTimesQueryOptions, type ActivityTimesRange } from '../api/get-activity-times.ts';

/**
 * The range fetched while the calendar shows the month of `month`: that month only, as the grid
 * hides the days of the months around it.
 */
export function monthRange(activityId: number, month: string) {
  return { activityId, ...monthOf(month) };
}

export interface SessionTimes {
  times: ActivityTime[];
  /** The shown month (or the dropdown's range) has not arrived yet, and nothing stands in. */
  isLoading: boolean;
  /** The shown month has not arrived yet; the previous one may stand in meanwhile. */
  isMonthLoading: boolean;
  isError: boolean;
  refetch: () => void;
}

export function useSessionTimes(activity: Activity, visibleMonth: string): SessionTimes {
  const mode = activity.dateSelectionType;
  const month = firstOfMonth(visibleMonth);
  const [visitedMonths, setVisitedMonths] = useState<string[]>([month]);
  if (mode === 'dynamic_price_select' && !visitedMonths.includes(month)) {
    setVisitedMonths([...visitedMonths, month]);
  }

  const single = useQuery({
    ...(mode === 'dropdown_select'
      ? dropdownTimesQueryOptions(activity.id)
      : activityTimesQueryOptions(monthRange(activity.id, month))),
    enabled: mode !== 'dynamic_price_select',
    // While the next month loads, the previous one stays on screen.
    placeholderData: keepPreviousData,
  });

  const appended = useQueries({
    queries:
      mode === 'dynamic_price_select'
        ? visitedMonths.map((visited) =>
            activityTimesQueryOptions(monthRange(activity.id, visited)),
          )
        : [],
    combine: (results) => ({
      times: results.reduce<ActivityTime[]>(
        (all, result) => mergeFetchedTimes(all, result.data ?? [], 'dynamic_price_select'),
        [],
      ),
      isLoading: results[visitedMonths.indexOf(month)]?.isPending ?? true,
      isMonthLoading: results[visitedMonths.indexOf(month)]?.isPending ?? true,
      isError: results.some((result) => result.isError),
      refetch: () => results.forEach((result) => void result.refetch()),
    }),
  });

  if (mode === 'dynamic_price_select') return appended;
  return {
    times: single.data ?? [],
    isLoading: single.isPending,
    isMonthLoading: single.isPending || single.isPlaceholderData,
    isError: single.isError,
    refetch: () => void single.refetch(),
  };
}

/**
 * The first date with a bookable, not sold-out time, searching month by month from `today`'s month
 * up to 365 days ahead (SPEC section 9). Shares its fetches with the month queries, so a page whose
 * first available date is this month asks for one month only, and once it is found the month it
 * is in is in the cache too.
 */
export function firstAvailableDateQueryOptions(
  queryClient: QueryClient,
  activity: Pick<Activity, 'id' | 'cutoffHours'>,
  today: string,
) {
  const fetchRange = async (range: ActivityTimesRange): Promise<ActivityTime[]> => {
    for (;;) {
      try {
        return await queryClient.fetchQuery(activityTimesQueryOptions(range));
      } catch (error) {
        // Leaving a month cancels its query's fetch, which this search shares; the search
        // would then hang as fetching for good, so it fetches that range again itself.
        if (!(error instanceof CancelledError)) throw error;
      }
    }
  };
  return queryOptions({
    queryKey: ['activities', 'detail', activity.id, 'first-available-date', today],
    queryFn: async () => {
      const lastDate = addDaysToIsoDate(today, DEFAULT_EXTRA_DAYS);
      for (let start = firstOfMonth(today); start <= lastDate;) {
        const times = await fetchRange(monthRange(activity.id, start));
        const found = findFirstAvailableDate(times, {
          today,
          now: new Date(),
          cutoffHours: activity.cutoffHours,
        });
        if (found) return found;
        start = parseDate(start).add({ months: 1 }).toString();
      }
      return null;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The dropdown's sessions: the server's default range, today and 365 days ahead. */
export const dropdownTimesQueryOptions = (activityId: number) =>
  activityTimesQueryOptions({ activityId });

/** The first available date (SPEC section 9) of a calendar activity, unless `isEnabled` is false. */
export function useFirstAvailableDate(
  activity: Activity,
  { today, isEnabled }: { today: string; isEnabled: boolean },
) {
  const queryClient = useQueryClient();
  return useQuery({
    ...firstAvailableDateQueryOptions(queryClient, activity, today),
    enabled: isEnabled && activity.dateSelectionType !== 'dropdown_select',
  });
}
