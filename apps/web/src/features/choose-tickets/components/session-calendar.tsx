import { parseDate } from '@internationalized/date';
import { lazy, memo, Suspense, useMemo } from 'react';
import { SHOP_TIME_ZONE } from '@shop/core/shop-time';
import type { DateAvailability } from '@shop/core/time-groups';
import {
  Button,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
} from 'react-aria-components';
import { cn } from '../../../components/ui/cn.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ZonedCalendar } from '../../../components/ui/zoned-calendar.tsx';
import { useLatestHandler } from '../../../hooks/use-latest-handler.ts';

const SessionDateField = lazy(() =>
  import('./session-date-field.tsx').then((m) => ({ default: m.SessionDateField })),
);

export interface SessionCalendarProps {
  selectedDate: string | null;
  onSelectDate: (date: string | null) => void;
  /** A day of the month shown. */
  focusedDate: string;
  onFocusedDateChange: (date: string) => void;
  availabilityOf: (date: string) => DateAvailability;
  minDate: string;
  maxDate: string;
  isLoading: boolean;
}

/** The month buttons' arrow, drawn by `path`. */
const Chevron = ({ path }: { path: string }) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="none" stroke="currentColor">
    <path d={path} strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** A dot under the shop's today (React Aria's `data-today`, read in Denver by ZonedCalendar). */
const todayMarkClasses =
  'data-[today]:after:absolute data-[today]:after:bottom-1 data-[today]:after:left-1/2 data-[today]:after:size-1 data-[today]:after:-translate-x-1/2 data-[today]:after:rounded-full data-[today]:after:bg-current';

const navButtonClasses =
  'inline-flex size-11 cursor-pointer items-center justify-center rounded-lg text-navy-900 hover:bg-glacier-100 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-35';

/**
 * The availability of the days the month's grid shows around `focusedDate` (the week either side)
 * and of the chosen day, as one map that is new only when one of them changes.
 */
function useShownAvailability(
  focusedDate: string,
  selectedDate: string | null,
  availabilityOf: (date: string) => DateAvailability,
): ReadonlyMap<string, DateAvailability> {
  const first = parseDate(focusedDate).set({ day: 1 });
  const days = Array.from({ length: first.calendar.getDaysInMonth(first) + 12 }, (_, index) =>
    first.add({ days: index - 6 }).toString(),
  );
  if (selectedDate) days.push(selectedDate);
  const shown = days.map((day) => `${day} ${availabilityOf(day)}`).join('\n');
  return useMemo(
    () => new Map(shown.split('\n').map((line) => line.split(' ') as [string, DateAvailability])),
    [shown],
  );
}

/**
 * A typed date (placeholder MM/DD/YYYY) above a month calendar: days from today on, days without
 * a bookable time unavailable, sold-out days struck through. The month renders again only when
 * what it shows changes: the page renders on every answer about the cart, and the month's days
 * are its costliest part on a phone.
 */
export function SessionCalendar({
  availabilityOf,
  onSelectDate,
  onFocusedDateChange,
  ...shown
}: SessionCalendarProps) {
  return (
    <MonthCalendar
      {...shown}
      availability={useShownAvailability(shown.focusedDate, shown.selectedDate, availabilityOf)}
      onSelectDate={useLatestHandler(onSelectDate)}
      onFocusedDateChange={useLatestHandler(onFocusedDateChange)}
    />
  );
}

interface MonthCalendarProps extends Omit<SessionCalendarProps, 'availabilityOf'> {
  availability: ReadonlyMap<string, DateAvailability>;
}

const MonthCalendar = memo(function MonthCalendar({
  selectedDate,
  onSelectDate,
  focusedDate,
  onFocusedDateChange,
  availability,
  minDate,
  maxDate,
  isLoading,
}: MonthCalendarProps) {
  const availabilityOf = (date: string) => availability.get(date) ?? 'unavailable';
  const value = selectedDate ? parseDate(selectedDate) : null;
  const minValue = parseDate(minDate);
  const maxValue = parseDate(maxDate);
  return (
    <div className="grid gap-5">
      <Suspense fallback={<Skeleton className="h-18 w-full max-w-xs rounded-lg" />}>
        <SessionDateField
          value={value}
          onChange={onSelectDate}
          minValue={minValue}
          maxValue={maxValue}
        />
      </Suspense>

      <ZonedCalendar
        // 'Today' is the shop's day, whatever the visitor's clock says.
        timeZone={SHOP_TIME_ZONE}
        aria-label="Choose a date"
        value={value}
        onChange={(date) => onSelectDate(date.toString())}
        focusedValue={parseDate(focusedDate)}
        onFocusChange={(date) => onFocusedDateChange(date.toString())}
        minValue={minValue}
        maxValue={maxValue}
        isDateUnavailable={(date) => availabilityOf(date.toString()) !== 'available'}
        className="relative w-full max-w-sm rounded-xl bg-white p-2 ring-1 ring-navy-900/10 sm:p-3"
      >
        <header className="mb-1 flex items-center gap-1">
          <Button slot="previous" className={navButtonClasses}>
            <Chevron path="m15 6-6 6 6 6" />
          </Button>
          <Heading className="flex-1 text-center text-base font-bold text-navy-950" />
          <Button slot="next" className={navButtonClasses}>
            <Chevron path="m9 6 6 6-6 6" />
          </Button>
        </header>
        <CalendarGrid weekdayStyle="short" className="w-full border-collapse">
          <CalendarGridHeader>
            {(day) => (
              <CalendarHeaderCell className="pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                {day}
              </CalendarHeaderCell>
            )}
          </CalendarGridHeader>
          <CalendarGridBody>
            {(date) => {
              const availability = availabilityOf(date.toString());
              return (
                <CalendarCell
                  date={date}
                  className={cn(
                    'relative mx-auto my-0.5 flex size-10 cursor-pointer items-center justify-center rounded-full text-[0.9375rem] font-semibold tabular-nums outline-none sm:size-11',
                    todayMarkClasses,
                    'text-navy-950 hover:bg-glacier-100',
                    'data-[outside-month]:invisible',
                    'data-[unavailable]:cursor-default data-[unavailable]:font-normal data-[unavailable]:text-slate-500 data-[unavailable]:hover:bg-transparent',
                    'data-[disabled]:cursor-default data-[disabled]:font-normal data-[disabled]:text-slate-400 data-[disabled]:hover:bg-transparent',
                    'data-[selected]:bg-navy-900 data-[selected]:text-white data-[selected]:hover:bg-navy-800',
                    'data-[focus-visible]:outline-3 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-(--focus-color)',
                    availability === 'available' &&
                      'bg-glacier-100 ring-1 ring-glacier-600/30 ring-inset',
                    availability === 'sold-out' && 'line-through decoration-2',
                  )}
                />
              );
            }}
          </CalendarGridBody>
        </CalendarGrid>
        {isLoading ? (
          <div className="absolute inset-0 flex items-center justify-center rounded-xl bg-white/70">
            <Spinner className="size-7 text-glacier-700" />
            <span role="status" className="sr-only">
              Loading available dates…
            </span>
          </div>
        ) : null}
      </ZonedCalendar>
      <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700" aria-label="Legend">
        <li className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="size-4 rounded-full bg-glacier-100 ring-1 ring-glacier-600/30 ring-inset"
          />
          Available
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="text-sm text-slate-500 line-through decoration-2">
            15
          </span>
          Sold out
        </li>
        <li className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="relative px-0.5 text-sm font-semibold text-navy-950 after:absolute after:-bottom-1 after:left-1/2 after:size-1 after:-translate-x-1/2 after:rounded-full after:bg-current"
          >
            15
          </span>
          Today
        </li>
      </ul>
    </div>
  );
});
