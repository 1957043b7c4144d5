// The booking-details and attendee dialog, with its modal and forms, is no part of the page's
// first render: most activities never open it, and the calendar renders without it (decision 052).
const loadTicketDialog = () => import('./ticket-dialog.tsx');
const TicketDialog = lazy(() => loadTicketDialog().then((m) => ({ default: m.TicketDialog })));

/**
 * The choose-tickets page body (SPEC sections 2 and 4): the date or session, the tickets, the
 * attendees and the review, in numbered steps (the page shows the activity beside them).
 */
import type { LineItem } from '@shop/core/cart';
import type { Activity } from '@shop/core/catalogue';
import { getTicketSteps } from '@shop/core/ticket-steps';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { useOpenedOnce } from '../../../hooks/use-opened-once.ts';
import { useChooseTickets } from '../hooks/use-choose-tickets.ts';
import type { TicketDialogState } from '../hooks/use-ticket-dialog.ts';
import { countPasses } from '../lib/line-tickets.ts';
import type { TicketCart } from '../lib/ticket-cart.ts';
import { chooseTicketsTexts } from '../texts.ts';
import { AttendeesStep } from './attendees-step.tsx';
import { QuantityStep } from './quantity-step.tsx';
import { ReviewStep } from './review-step.tsx';
import { SessionDropdown } from './session-dropdown.tsx';
import { SessionsLoadFailure } from './sessions-load-failure.tsx';
import { SessionStep } from './session-step.tsx';
import { SessionTickets } from './session-tickets.tsx';

export interface ChooseTicketsProps {
  activity: Activity;
  /** The activities linked to this one, as far as they have loaded. */
  linkedActivities: Activity[];
  ticketCart: TicketCart;
  /** The `line` query parameter: the line item being edited. */
  lineId: number | null;
  onLineChange: (lineId: number | null) => void;
  isEditMode: boolean;
  /** Edit mode: the order's lines before the edit, which set what may not be removed. */
  originalLines?: LineItem[] | undefined;
  checkoutHref: string;
  activitiesHref: string;
}

/**
 * An activity that asks questions fetches the dialog once a session is chosen: its tickets come
 * before the first question, so the code arrives while the visitor picks them, and a visitor who
 * only looks at the calendar never loads it. Fetched at the first render, its code (the forms,
 * zod and the catalogue's rules) would run in hydration's task, which a first tap waits for.
 */
function usePrefetchedTicketDialog(activity: Activity, hasSession: boolean) {
  const asksQuestions = activity.bookingUdfs.length > 0 || activity.collectAttendeeDetails;
  useEffect(() => {
    if (asksQuestions && hasSession) void loadTicketDialog();
  }, [asksQuestions, hasSession]);
}

/** The booking-details and attendee dialog, once a first question has loaded its code. */
function TicketQuestions({ dialogs, today }: { dialogs: TicketDialogState; today: string }) {
  return (
    <Suspense fallback={null}>
      <TicketDialog dialog={dialogs} today={today} />
    </Suspense>
  );
}

function NoTimesNotice({ activitiesHref }: { activitiesHref: string }) {
  return (
    <Alert tone="info" role="status" title={chooseTicketsTexts.noTimesForActivity}>
      <ButtonLink to={activitiesHref} variant="secondary" size="sm" className="mt-1">
        {chooseTicketsTexts.backToActivities}
      </ButtonLink>
    </Alert>
  );
}

export function ChooseTickets(props: ChooseTicketsProps) {
  const { activity, linkedActivities, ticketCart, isEditMode, originalLines } = props;
  const { checkoutHref, activitiesHref } = props;
  const steps = getTicketSteps({ ...activity, isEditMode });
  const sessionHeadingRef = useRef<HTMLHeadingElement>(null);
  const quantityHeadingRef = useRef<HTMLHeadingElement>(null);
  const page = useChooseTickets(props, sessionHeadingRef);
  const { line, lineHere, selection, actions, dialogs, flash, setFlash, refreshSession } = page;
  const { selectedTime, now } = selection;
  const hasAsked = useOpenedOnce(dialogs.question !== null);
  usePrefetchedTicketDialog(activity, selection.selectedTimeId !== null);

  if (selection.sessionTimes.isError && selection.sessionTimes.times.length === 0) {
    return <SessionsLoadFailure onRetry={() => selection.sessionTimes.refetch()} />;
  }

  // Untimed activities number quantity as step 1: their item is chosen at its top.
  const isSessionInQuantityStep = steps.session.number === null && !selection.isCalendar;
  const ticketsHeadingRef = isSessionInQuantityStep ? sessionHeadingRef : quantityHeadingRef;
  const tickets = (selectedTime?.tickets ?? []).filter((ticket) => !ticket.addOn);
  return (
    <>
      {selection.hasNoTimes ? (
        <NoTimesNotice activitiesHref={activitiesHref} />
      ) : (
        <>
          {isSessionInQuantityStep ? null : (
            <SessionStep
              step={steps.session}
              headingRef={sessionHeadingRef}
              activity={activity}
              selection={selection}
              onSelectDate={page.selectDate}
              onSelectTime={page.selectTime}
            />
          )}
          <QuantityStep
            step={steps.quantity}
            headingRef={ticketsHeadingRef}
            flash={flash}
            activity={activity}
            isCalendar={selection.isCalendar}
            sessionDropdown={
              isSessionInQuantityStep ? (
                <SessionDropdown
                  label={steps.session.title}
                  activity={activity}
                  selection={selection}
                  onSelectTime={page.selectTime}
                />
              ) : null
            }
            selectedTime={selection.seenSelectedTime}
            now={now}
            lineToMove={line && selectedTime && selectedTime.id !== line.eventId ? line : null}
            isMoving={page.isMoving}
            // Either answer replaces the prompt whose button was pressed with the tickets: focus
            // goes on to their step. A refused move keeps the prompt and its focus.
            onMove={() =>
              void page.moveLine().then((moved) => {
                if (moved) ticketsHeadingRef.current?.focus();
              })
            }
            onKeep={() => {
              if (!line) return;
              selection.showLine(line);
              ticketsHeadingRef.current?.focus();
            }}
            hasTicketsHere={countPasses(lineHere) > 0}
            hasTickets={tickets.length > 0}
          >
            {selectedTime ? (
              <SessionTickets
                activity={activity}
                linkedActivities={linkedActivities}
                session={selectedTime}
                tickets={tickets}
                line={lineHere}
                lineOfActivity={line}
                isEditMode={isEditMode}
                actions={actions}
                now={now}
                ticketCart={ticketCart}
                dialogs={dialogs}
                onFlash={setFlash}
                onChanged={refreshSession}
                originalLines={originalLines}
              />
            ) : null}
          </QuantityStep>
          {steps.attendees ? (
            <AttendeesStep
              step={steps.attendees}
              lineHere={lineHere}
              line={line}
              originalLines={originalLines}
              actions={actions}
            />
          ) : null}
          <ReviewStep
            step={steps.review}
            activity={activity}
            ticketCart={ticketCart}
            line={line}
            lineHere={lineHere}
            actions={actions}
            isEditMode={isEditMode}
            activitiesHref={activitiesHref}
            checkoutHref={checkoutHref}
            onAddAnotherSession={activity.timed && line ? page.addAnotherSession : undefined}
          />
        </>
      )}
      {hasAsked ? <TicketQuestions dialogs={dialogs} today={selection.today} /> : null}
    </>
  );
}
