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
import { canRemoveOneTicket, isNewLine } from '@shop/core/order-edit';
import { getTicketSteps } from '@shop/core/ticket-steps';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { useOpenedOnce } from '../../../hooks/use-opened-once.ts';
import { useMemberToken } from '../../../lib/member-token.ts';
import { useAddOns } from '../api/get-add-ons.ts';
import { usePassPlaces } from '../api/get-pass-places.ts';
import { useMoveLine } from '../hooks/use-move-line.ts';
import { useRefreshSession } from '../hooks/use-refresh-session.ts';
import { useSessionSelection } from '../hooks/use-session-selection.ts';
import { useTicketActions } from '../hooks/use-ticket-actions.ts';
import { useTicketDialog } from '../hooks/use-ticket-dialog.ts';
import { useTrackViewItem } from '../hooks/use-track-view-item.ts';
import type { Flash } from '../lib/describe-failure.ts';
import { findLineAt, reviewLinesOf } from '../lib/activity-lines.ts';
import { countPasses, passPlacesKey, placesInCart } from '../lib/line-tickets.ts';
import type { TicketCart } from '../lib/ticket-cart.ts';
import { chooseTicketsTexts } from '../texts.ts';
import { AttendeesStep } from './attendees-step.tsx';
import { ChooseTicketsActions } from './choose-tickets-actions.tsx';
import { QuantityStep } from './quantity-step.tsx';
import { SelectionReview } from './selection-review.tsx';
import { SessionDropdown } from './session-dropdown.tsx';
import { SessionsLoadFailure } from './sessions-load-failure.tsx';
import { SessionStep } from './session-step.tsx';
import { StepSection } from './step-section.tsx';
import { MembershipPlaces } from './membership-places.tsx';
import { TicketChoices } from './ticket-choices.tsx';

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

export function ChooseTickets({
  activity,
  linkedActivities,
  ticketCart,
  lineId,
  onLineChange,
  isEditMode,
  originalLines,
  checkoutHref,
  activitiesHref,
}: ChooseTicketsProps) {
  useTrackViewItem(activity);
  const steps = getTicketSteps({ ...activity, isEditMode });
  const sessionHeadingRef = useRef<HTMLHeadingElement>(null);
  const [flash, setFlash] = useState<Flash | null>(null);

  const cart = ticketCart.cart;
  // A line parameter naming no line of this activity (deleted, another cart) reads as none.
  const line: LineItem | null =
    cart.lineItems.find((item) => item.id === lineId && item.activityId === activity.id) ?? null;
  const cartPlaces = useMemo(() => placesInCart(cart), [cart]);
  const selection = useSessionSelection(activity, line, cartPlaces);
  const { selectedTime, now } = selection;
  const refreshSession = useRefreshSession();
  const dialogs = useTicketDialog();
  const hasAsked = useOpenedOnce(dialogs.question !== null);
  // An activity that asks questions fetches the dialog once the page is on screen, so the first
  // question does not wait for it.
  const asksQuestions = activity.bookingUdfs.length > 0 || activity.collectAttendeeDetails;
  useEffect(() => {
    if (asksQuestions) void loadTicketDialog();
  }, [asksQuestions]);

  const lineHere = line !== null && selectedTime?.id === line.eventId ? line : null;
  // Edit mode: tickets the order bought stay; only those added since can be taken away.
  const canRemoveOne = (ticketId: number) => canRemoveOneTicket(lineHere, ticketId, originalLines);
  const actions = useTicketActions({
    activity,
    session: selectedTime,
    line: lineHere,
    cart: ticketCart,
    dialogs,
    onLineChange,
    onFlash: setFlash,
    onChanged: (activityTimeId) => refreshSession(activity.id, activityTimeId),
  });
  const addOns = useAddOns(activity.id, selectedTime?.id ?? null);
  const memberToken = useMemberToken();
  const passPlaces = usePassPlaces({
    activityTimeId: isEditMode ? null : (selectedTime?.id ?? null),
    cartToken: cart.token,
    token: memberToken,
    cartPlaces: passPlacesKey(cart),
  });
  const { isMoving, moveLine } = useMoveLine({
    line,
    selectedTimeId: selection.selectedTimeId,
    ticketCart,
    onLineChange,
    onFlash: setFlash,
    onMoved: (from, to) => {
      refreshSession(activity.id, from);
      refreshSession(activity.id, to);
    },
  });

  const selectDate = (date: string | null) => {
    setFlash(null);
    selection.selectDate(date);
  };
  const selectTime = (timeId: number) => {
    if (actions.isBusy || isMoving) return;
    setFlash(null);
    selection.selectTime(timeId);
    if (line) return;
    // A session already in the cart for this activity opens its line instead of a second one.
    const existing = findLineAt(cart, activity.id, timeId);
    if (existing) onLineChange(existing.id);
  };
  const addAnotherSession = () => {
    onLineChange(null);
    selection.selectTime(null);
    setFlash(null);
    sessionHeadingRef.current?.focus();
  };

  if (selection.sessionTimes.isError && selection.sessionTimes.times.length === 0) {
    return <SessionsLoadFailure onRetry={() => selection.sessionTimes.refetch()} />;
  }

  // Untimed activities number quantity as step 1: their item is chosen at its top.
  const isSessionInQuantityStep = steps.session.number === null && !selection.isCalendar;
  const tickets = (selectedTime?.tickets ?? []).filter((ticket) => !ticket.addOn);
  return (
    <>
      {selection.hasNoTimes ? (
        <Alert tone="info" role="status" title={chooseTicketsTexts.noTimesForActivity}>
          <ButtonLink to={activitiesHref} variant="secondary" size="sm" className="mt-1">
            {chooseTicketsTexts.backToActivities}
          </ButtonLink>
        </Alert>
      ) : (
        <>
          {isSessionInQuantityStep ? null : (
            <SessionStep
              step={steps.session}
              headingRef={sessionHeadingRef}
              activity={activity}
              selection={selection}
              onSelectDate={selectDate}
              onSelectTime={selectTime}
            />
          )}
          <QuantityStep
            step={steps.quantity}
            headingRef={isSessionInQuantityStep ? sessionHeadingRef : undefined}
            flash={flash}
            activity={activity}
            isCalendar={selection.isCalendar}
            sessionDropdown={
              isSessionInQuantityStep ? (
                <SessionDropdown
                  label={steps.session.title}
                  activity={activity}
                  selection={selection}
                  onSelectTime={selectTime}
                />
              ) : null
            }
            selectedTime={selection.seenSelectedTime}
            now={now}
            lineToMove={line && selectedTime && selectedTime.id !== line.eventId ? line : null}
            isMoving={isMoving}
            onMove={() => void moveLine()}
            onKeep={() => {
              if (line) selection.showLine(line);
            }}
            hasTicketsHere={countPasses(lineHere) > 0}
            hasTickets={tickets.length > 0}
          >
            {selectedTime ? (
              <TicketChoices
                activity={activity}
                linkedActivities={linkedActivities}
                session={selectedTime}
                tickets={tickets}
                addOns={addOns.data ?? []}
                line={lineHere}
                actions={actions}
                canRemoveOne={canRemoveOne}
                hasOriginalTickets={
                  originalLines !== undefined && line !== null && !isNewLine(line, originalLines)
                }
                now={now}
                ticketCart={ticketCart}
                dialogs={dialogs}
                onFlash={setFlash}
                onChanged={refreshSession}
                originalLines={originalLines}
                membershipPlaces={
                  passPlaces.data ? (
                    <MembershipPlaces
                      holders={passPlaces.data}
                      line={lineHere}
                      actions={actions}
                      isAddDisabled={selectedTime.vacancy <= 0}
                    />
                  ) : null
                }
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
          <StepSection step={steps.review}>
            <SelectionReview
              lines={reviewLinesOf(cart, activity.id, line)}
              bookingDetailsEdit={
                lineHere && activity.bookingUdfs.length > 0 && !isEditMode
                  ? {
                      lineId: lineHere.id,
                      onEdit: () => void actions.editBookingDetails(),
                      isBusy: actions.isBusy,
                    }
                  : undefined
              }
            />
            <div className="mt-6 border-t border-navy-900/10 pt-6">
              <ChooseTicketsActions
                isEditMode={isEditMode}
                activitiesHref={activitiesHref}
                checkoutHref={checkoutHref}
                changes={ticketCart}
                onAddAnotherSession={activity.timed && line ? addAnotherSession : undefined}
              />
            </div>
          </StepSection>
        </>
      )}
      {hasAsked ? (
        <Suspense fallback={null}>
          <TicketDialog dialog={dialogs} today={selection.today} />
        </Suspense>
      ) : null}
    </>
  );
}
