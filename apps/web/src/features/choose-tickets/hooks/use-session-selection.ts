/**
 * Which session the visitor is choosing (SPEC section 4): the month the calendar shows, the
 * chosen date and time, and what follows from them (the times of the day, each day's
 * availability, the dropdown's sessions). It follows the line being edited, and opens on the
 * first available date until the visitor chooses or moves the calendar.
 */
import type { LineItem } from '@shop/core/cart';
import type { Activity, ActivityTime } from '@shop/core/catalogue';
import { addDaysToIsoDate, isTimeAvailable, shopDateAt } from '@shop/core/shop-time';
import {
  DEFAULT_EXTRA_DAYS,
  getDateAvailability,
  groupTimesByDate,
  isTimeSoldOut,
  visibleTimesOf,
} from '@shop/core/time-groups';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { activityTimesKey } from '../api/get-activity-times.ts';
import { useActivityTime } from '../api/get-activity-time.ts';
import { withPlacesInCart } from '../lib/line-tickets.ts';
import { useFirstAvailableDate, useSessionTimes } from './use-session-times.ts';

/** The chosen session read again; its answer carries the server's vacancy into the lists too. */
function useFreshActivityTime(activityId: number, timeId: number | null) {
  const queryClient = useQueryClient();
  const fresh = useActivityTime(activityId, timeId).data;
  useEffect(() => {
    if (!fresh) return;
    queryClient.setQueriesData<ActivityTime[]>(
      { queryKey: activityTimesKey(fresh.activityId) },
      (times) => times?.map((time) => (time.id === fresh.id ? fresh : time)),
    );
  }, [fresh, queryClient]);
  return fresh;
}

/** The times of each day in the month of `focusedDate` whose every time is sold out. */
function findSoldOutDays(
  groups: Map<string, ActivityTime[]>,
  focusedDate: string,
  cutoffHours: number,
  now: Date,
): ActivityTime[][] {
  return [...groups.entries()]
    .filter(
      ([date, times]) =>
        date.slice(0, 7) === focusedDate.slice(0, 7) &&
        getDateAvailability(times, cutoffHours, now) === 'sold-out',
    )
    .map(([, times]) => times);
}

/**
 * `cartPlaces` are the places the visitor's cart has at each session (`placesInCart`): the lists
 * count them as the visitor's, so a session is not sold out to the one who holds its last place.
 */
export function useSessionSelection(
  activity: Activity,
  line: LineItem | null,
  cartPlaces: Map<number, number>,
) {
  const [now] = useState(() => new Date());
  const today = shopDateAt(now);
  const isCalendar = activity.dateSelectionType !== 'dropdown_select';

  const [selectedDate, setSelectedDate] = useState<string | null>(line?.startDate ?? null);
  const [focusedDate, setFocusedDate] = useState<string>(line?.startDate ?? today);
  const [selectedTimeId, setSelectedTimeId] = useState<number | null>(line?.eventId ?? null);
  const [hasChosenDate, setHasChosenDate] = useState(line !== null);
  const [hasMovedCalendar, setHasMovedCalendar] = useState(false);

  const showLine = (shown: LineItem) => {
    setSelectedTimeId(shown.eventId);
    setSelectedDate(shown.startDate);
    setFocusedDate(shown.startDate);
  };
  // Follow the line when it changes under the page (a move answers a new line).
  const [followedLineId, setFollowedLineId] = useState(line?.id ?? null);
  if ((line?.id ?? null) !== followedLineId) {
    setFollowedLineId(line?.id ?? null);
    if (line) {
      showLine(line);
      setHasChosenDate(true);
    }
  }

  const sessionTimes = useSessionTimes(activity, focusedDate);
  const firstAvailable = useFirstAvailableDate(activity, { today, isEnabled: !hasChosenDate });
  // The first available date is shown when it arrives, unless the visitor has moved first.
  const isAwaitingFirstDate = isCalendar && !hasChosenDate && !hasMovedCalendar;
  if (isAwaitingFirstDate && firstAvailable.data) {
    setHasChosenDate(true);
    setSelectedDate(firstAvailable.data);
    setFocusedDate(firstAvailable.data);
  }

  const seenTimes = useMemo(
    () => sessionTimes.times.map((time) => withPlacesInCart(time, cartPlaces)),
    [sessionTimes.times, cartPlaces],
  );
  const groups = useMemo(() => groupTimesByDate(seenTimes), [seenTimes]);
  const availabilityOf = (date: string) =>
    getDateAvailability(groups.get(date) ?? [], activity.cutoffHours, now);
  const openTimesOfDate = selectedDate
    ? visibleTimesOf(groups.get(selectedDate) ?? [], activity.cutoffHours, now)
    : [];
  const dropdownTimes = useMemo(
    () => visibleTimesOf(seenTimes, activity.cutoffHours, now),
    [seenTimes, activity.cutoffHours, now],
  );

  const soldOutDays = findSoldOutDays(groups, focusedDate, activity.cutoffHours, now);

  const freshTime = useFreshActivityTime(activity.id, selectedTimeId);
  const selectedTime: ActivityTime | null =
    freshTime ?? sessionTimes.times.find((time) => time.id === selectedTimeId) ?? null;

  return {
    now,
    today,
    maxDate: addDaysToIsoDate(today, DEFAULT_EXTRA_DAYS),
    isCalendar,
    selectedDate,
    focusedDate,
    selectedTimeId,
    /** The chosen session as the server has it: its vacancy is what more can be added. */
    selectedTime,
    /** The chosen session as the visitor sees it, their cart's places there counted as theirs. */
    seenSelectedTime: selectedTime ? withPlacesInCart(selectedTime, cartPlaces) : null,
    sessionTimes,
    availabilityOf,
    // Sold-out times are left out (SPEC section 4); the chosen one stays, so a time that sells
    // out under the visitor (their own booking took the last place) does not vanish.
    timesOfDate: openTimesOfDate.filter(
      (time) => !isTimeSoldOut(time) || time.id === selectedTimeId,
    ),
    /**
     * The sold-out times whose waiting list, unless turned off, the visitor may join (decision
     * 103): the chosen day's, else those of the shown month's sold-out days, not to be chosen.
     */
    waitlistTimes: !activity.waitlistOpen
      ? []
      : isCalendar
        ? openTimesOfDate.some(isTimeSoldOut)
          ? openTimesOfDate.filter(isTimeSoldOut)
          : soldOutDays.flatMap((times) => visibleTimesOf(times, activity.cutoffHours, now))
        : dropdownTimes.filter(isTimeSoldOut),
    dropdownTimes,
    isCalendarLoading:
      sessionTimes.isMonthLoading || (isAwaitingFirstDate && firstAvailable.isPending),
    /** The activity's sold-out message shows for a sold-out time that day or day this month. */
    showsSoldOutMessage:
      Boolean(activity.displaySoldOutMessage && activity.soldOutMessage) &&
      (openTimesOfDate.some(isTimeSoldOut) || soldOutDays.length > 0),
    /** Nothing to book at all: the page offers the way back instead of its steps. */
    hasNoTimes: isCalendar
      ? !hasChosenDate && firstAvailable.isSuccess && firstAvailable.data === null
      : !sessionTimes.isLoading &&
        !line &&
        !dropdownTimes.some((time) => isTimeAvailable(time, activity.cutoffHours, now)),
    /** Choosing a day clears the chosen time (SPEC section 4). */
    selectDate: (date: string | null) => {
      setHasChosenDate(true);
      setSelectedDate(date);
      setSelectedTimeId(null);
      if (date) setFocusedDate(date);
    },
    moveCalendar: (date: string) => {
      setHasMovedCalendar(true);
      setFocusedDate(date);
    },
    selectTime: setSelectedTimeId,
    /** Back to the line's own session (the visitor keeps their time instead of moving). */
    showLine,
  };
}

export type SessionSelection = ReturnType<typeof useSessionSelection>;
