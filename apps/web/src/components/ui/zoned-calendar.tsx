/**
 * React Aria's Calendar, with 'today' read in a given time zone. React Aria takes the zone from a
 * zoned value, or from the browser when there is no value, so a visitor abroad with no day
 * chosen would see their own today marked. This builds the calendar from the same hooks and
 * contexts as React Aria's own, with the state's zone set, so its grid and cells (labels,
 * `data-today`) read today in that zone whatever is selected.
 */
import { createCalendar, type DateValue } from '@internationalized/date';
import type { ReactNode } from 'react';
import {
  ButtonContext,
  CalendarStateContext,
  HeadingContext,
  Provider,
  useLocale,
  VisuallyHidden,
} from 'react-aria-components';
import { useCalendar, type AriaCalendarProps } from 'react-aria/useCalendar';
import { useCalendarState } from 'react-stately/useCalendarState';

export interface ZonedCalendarProps<T extends DateValue> extends AriaCalendarProps<T> {
  /** The IANA zone whose date is today. */
  timeZone: string;
  className?: string;
  /** The header (slots previous and next, a Heading) and the grid, as in React Aria's Calendar. */
  children: ReactNode;
}

export function ZonedCalendar<T extends DateValue>({
  timeZone,
  className,
  children,
  ...props
}: ZonedCalendarProps<T>) {
  const { locale } = useLocale();
  // A new object on every render, as React Aria's own state is: nothing to memoise.
  const state = { ...useCalendarState({ ...props, locale, createCalendar }), timeZone };
  const { calendarProps, prevButtonProps, nextButtonProps, title } = useCalendar(props, state);
  return (
    <div {...calendarProps} className={className}>
      <Provider
        values={[
          [ButtonContext, { slots: { previous: prevButtonProps, next: nextButtonProps } }],
          [HeadingContext, { 'aria-hidden': true, level: 2, children: title }],
          [CalendarStateContext, state],
        ]}
      >
        <VisuallyHidden>
          <h2>{calendarProps['aria-label']}</h2>
        </VisuallyHidden>
        {children}
        {/* As React Aria's own: a screen reader's swipe past the grid reaches the next month. */}
        <VisuallyHidden>
          <button
            type="button"
            aria-label={nextButtonProps['aria-label']}
            disabled={nextButtonProps.isDisabled}
            onClick={() => state.focusNextPage()}
            tabIndex={-1}
          />
        </VisuallyHidden>
      </Provider>
    </div>
  );
}
