import type { Activity } from '@shop/core/catalogue';
import type { TicketStep } from '@shop/core/ticket-steps';
import { lazy, Suspense, type Ref } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import type { SessionSelection } from '../hooks/use-session-selection.ts';
import { chooseTicketsTexts } from '../texts.ts';
import { SessionCalendar } from './session-calendar.tsx';
import { SessionDropdown } from './session-dropdown.tsx';
import { StepSection } from './step-section.tsx';
import { TimeRadioGroup } from './time-radio-group.tsx';

/**
 * The waiting list's form, fetched when a sold-out time is shown: its fields (a React Aria select
 * among them, as the dropdown of sessions has) are not the calendar's, and most dates sell none out.
 */
const WaitlistJoin = lazy(() =>
  import('./waitlist-join.tsx').then((m) => ({ default: m.WaitlistJoin })),
);

/** The calendar with the chosen day's times beside it (SPEC section 4). */
function CalendarSessions({
  activity,
  selection,
  onSelectDate,
  onSelectTime,
}: Omit<SessionStepProps, 'step' | 'headingRef'>) {
  const { selectedDate, sessionTimes, timesOfDate } = selection;
  return (
    <div className="grid gap-6 md:grid-cols-[auto_minmax(0,1fr)] md:items-start">
      <SessionCalendar
        selectedDate={selectedDate}
        onSelectDate={onSelectDate}
        focusedDate={selection.focusedDate}
        onFocusedDateChange={selection.moveCalendar}
        availabilityOf={selection.availabilityOf}
        minDate={selection.today}
        maxDate={selection.maxDate}
        isLoading={selection.isCalendarLoading}
      />
      {/* min-w-0: the waiting list's long time ("December 5, 2026, 10:00 AM - 11:00 AM") is cut
          short in its select rather than widen the column, and the page, past a phone's edge. */}
      <div className="min-w-0 space-y-4">
        {selectedDate === null ? null : sessionTimes.isLoading ? (
          <Skeleton className="h-32 w-full rounded-xl" />
        ) : timesOfDate.length === 0 ? (
          <Alert
            tone="info"
            role="status"
            headingLevel={3}
            title={chooseTicketsTexts.selectValidDate}
          />
        ) : (
          <TimeRadioGroup
            date={selectedDate}
            times={timesOfDate}
            selectedTimeId={selection.selectedTimeId}
            onSelect={onSelectTime}
            showsPrices={activity.dateSelectionType === 'dynamic_price_select'}
          />
        )}
        {selection.showsSoldOutMessage && activity.soldOutMessage ? (
          <Alert tone="warning" headingLevel={3} title={activity.soldOutMessage} />
        ) : null}
        <SessionsWaitlist activity={activity} selection={selection} />
      </div>
    </div>
  );
}

/** The waiting list of the sold-out times the step shows, when it shows any. */
function SessionsWaitlist({
  activity,
  selection,
}: {
  activity: Activity;
  selection: SessionSelection;
}) {
  const times = selection.waitlistTimes;
  if (times.length === 0) return null;
  // A new set of times is a new form: its choice and answer belong to the times it offered.
  return (
    <Suspense fallback={null}>
      <WaitlistJoin
        key={times.map((time) => time.id).join()}
        activity={activity}
        soldOutTimes={times}
        chosenDate={selection.isCalendar ? selection.selectedDate : null}
      />
    </Suspense>
  );
}

export interface SessionStepProps {
  step: TicketStep;
  headingRef: Ref<HTMLHeadingElement>;
  activity: Activity;
  selection: SessionSelection;
  onSelectDate: (date: string | null) => void;
  onSelectTime: (timeId: number) => void;
}

/** The date-or-session step: a calendar with times, or the dropdown of sessions. */
export function SessionStep({ step, headingRef, ...sessions }: SessionStepProps) {
  const { activity, selection, onSelectTime } = sessions;
  return (
    <StepSection step={step} headingRef={headingRef}>
      {selection.isCalendar ? (
        <CalendarSessions {...sessions} />
      ) : (
        <div className="space-y-4">
          <SessionDropdown
            label="Session"
            activity={activity}
            selection={selection}
            onSelectTime={onSelectTime}
          />
          <SessionsWaitlist activity={activity} selection={selection} />
        </div>
      )}
    </StepSection>
  );
}
