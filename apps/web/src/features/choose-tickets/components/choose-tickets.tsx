/**
 * The choose-tickets page body (SPEC sections 2 and 4): the date or session, the tickets, the
 * attendees and the review, in numbered steps beside the activity.
 */
import type { LineItem } from '@shop/core/cart';
import { DEFAULT_EXTRA_DAYS, type Activity, type ActivityTime } from '@shop/core/catalogue';
import {
  canRemoveOneTicket,
  isNewLine,
  isOriginalTicket,
  orderEditTexts,
} from '@shop/core/order-edit';
import { addDaysToIsoDate, isTimeAvailable, shopDateAt } from '@shop/core/shop-time';
import { getTicketSteps } from '@shop/core/ticket-steps';
import {
  getDateAvailability,
  groupTimesByDate,
  isTimeSoldOut,
  visibleTimesOf,
} from '@shop/core/time-groups';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { ArrowRightIcon } from '../../../components/ui/icons.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { activityTimesKey } from '../api/get-activity-times.ts';
import { selectedTimeKey, useActivityTime } from '../api/get-activity-time.ts';
import { useAddOns } from '../api/get-add-ons.ts';
import { useTicketDialog } from '../hooks/use-ticket-dialog.ts';
import { useFirstAvailableDate, useSessionTimes } from '../hooks/use-session-times.ts';
import { useTicketActions } from '../hooks/use-ticket-actions.ts';
import { useTrackViewItem } from '../hooks/use-track-view-item.ts';
import type { Flash } from '../lib/describe-failure.ts';
import { describeCartFailure } from '../lib/describe-failure.ts';
import { attendeeTickets, countPasses, quantityOfTicket } from '../lib/line-tickets.ts';
import { describeLineWhen, describeSessionInFull } from '../lib/session-labels.ts';
import type { TicketCart } from '../lib/ticket-cart.ts';
import { chooseTicketsTexts } from '../texts.ts';
import { ActivitySummary } from './activity-summary.tsx';
import { AttendeeReview } from './attendee-review.tsx';
import { FlashMessage } from './flash-message.tsx';
import { LinkedActivitySection } from './linked-activity-section.tsx';
import { SelectionReview } from './selection-review.tsx';
import { SessionCalendar } from './session-calendar.tsx';
import { SessionSelect } from './session-select.tsx';
import { StepSection } from './step-section.tsx';
import { TicketDialog } from './ticket-dialog.tsx';
import { TicketRow } from './ticket-row.tsx';
import { TimeRadioGroup } from './time-radio-group.tsx';

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

function Hint({ children }: { children: string }) {
  return <p className="text-slate-600">{children}</p>;
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
  const queryClient = useQueryClient();
  const [now] = useState(() => new Date());
  const today = shopDateAt(now);
  const maxDate = addDaysToIsoDate(today, DEFAULT_EXTRA_DAYS);
  const isCalendar = activity.dateSelectionType !== 'dropdown_select';
  const steps = getTicketSteps({ ...activity, isEditMode });
  const sessionHeadingRef = useRef<HTMLHeadingElement>(null);
  const attendeesHeadingRef = useRef<HTMLHeadingElement>(null);

  const cart = ticketCart.cart;
  // A line parameter naming no line of this activity (deleted, another cart) reads as none.
  const line: LineItem | null =
    cart.lineItems.find((item) => item.id === lineId && item.activityId === activity.id) ?? null;

  const [selectedDate, setSelectedDate] = useState<string | null>(line?.startDate ?? null);
  const [focusedDate, setFocusedDate] = useState<string>(line?.startDate ?? today);
  const [selectedTimeId, setSelectedTimeId] = useState<number | null>(line?.eventId ?? null);
  const [hasChosenDate, setHasChosenDate] = useState(line !== null);
  const [hasMovedCalendar, setHasMovedCalendar] = useState(false);
  const [flash, setFlash] = useState<Flash | null>(null);
  const [isMoving, setIsMoving] = useState(false);

  // Follow the line when it changes under the page (a move answers a new line).
  const [followedLineId, setFollowedLineId] = useState(line?.id ?? null);
  if ((line?.id ?? null) !== followedLineId) {
    setFollowedLineId(line?.id ?? null);
    if (line) {
      setSelectedTimeId(line.eventId);
      setSelectedDate(line.startDate);
      setFocusedDate(line.startDate);
      setHasChosenDate(true);
    }
  }

  const sessionTimes = useSessionTimes(activity, focusedDate);
  const firstAvailable = useFirstAvailableDate(activity, {
    today,
    isEnabled: !hasChosenDate,
  });
  // The first available date is shown when it arrives, unless the visitor has moved first.
  const isAwaitingFirstDate = isCalendar && !hasChosenDate && !hasMovedCalendar;
  if (isAwaitingFirstDate && firstAvailable.data) {
    setHasChosenDate(true);
    setSelectedDate(firstAvailable.data);
    setFocusedDate(firstAvailable.data);
  }

  const groups = useMemo(() => groupTimesByDate(sessionTimes.times), [sessionTimes.times]);
  const availabilityOf = (date: string) =>
    getDateAvailability(groups.get(date) ?? [], activity.cutoffHours, now);
  const openTimesOfDate = selectedDate
    ? visibleTimesOf(groups.get(selectedDate) ?? [], activity.cutoffHours, now)
    : [];
  // Sold-out times are left out (SPEC section 4); the chosen one stays, so a time that sells
  // out under the visitor (their own booking took the last place) does not vanish.
  const timesOfDate = openTimesOfDate.filter(
    (time) => !isTimeSoldOut(time) || time.id === selectedTimeId,
  );
  const dropdownTimes = useMemo(
    () => visibleTimesOf(sessionTimes.times, activity.cutoffHours, now),
    [sessionTimes.times, activity.cutoffHours, now],
  );

  const freshTime = useActivityTime(activity.id, selectedTimeId);
  const selectedTime: ActivityTime | null =
    freshTime.data ?? sessionTimes.times.find((time) => time.id === selectedTimeId) ?? null;

  // A session read again after a booking carries the server's vacancy into the lists.
  useEffect(() => {
    const fresh = freshTime.data;
    if (!fresh) return;
    queryClient.setQueriesData<ActivityTime[]>(
      { queryKey: activityTimesKey(fresh.activityId) },
      (times) => times?.map((time) => (time.id === fresh.id ? fresh : time)),
    );
  }, [freshTime.data, queryClient]);

  const refreshSession = (activityId: number, activityTimeId: number) => {
    void queryClient.invalidateQueries({ queryKey: selectedTimeKey(activityId, activityTimeId) });
    void queryClient.invalidateQueries({
      queryKey: activityTimesKey(activityId),
      refetchType: 'none',
    });
  };

  const dialogs = useTicketDialog();

  const isLineAtSelectedTime = line !== null && selectedTime?.id === line.eventId;
  // Edit mode: tickets the order bought stay; only those added since can be taken away.
  const canRemoveOne = (ticketId: number) =>
    canRemoveOneTicket(isLineAtSelectedTime ? line : null, ticketId, originalLines);
  const hasOriginalTickets =
    originalLines !== undefined && line !== null && !isNewLine(line, originalLines);
  const actions = useTicketActions({
    activity,
    session: selectedTime,
    line: isLineAtSelectedTime ? line : null,
    cart: ticketCart,
    dialogs,
    onLineChange,
    onFlash: setFlash,
    onChanged: (activityTimeId) => refreshSession(activity.id, activityTimeId),
  });
  const addOns = useAddOns(activity.id, selectedTime?.id ?? null);

  const selectDate = (date: string | null) => {
    setFlash(null);
    setHasChosenDate(true);
    setSelectedDate(date);
    // Choosing a day clears the selected time (SPEC section 4).
    setSelectedTimeId(null);
    if (date) setFocusedDate(date);
  };

  const moveCalendar = (date: string) => {
    setHasMovedCalendar(true);
    setFocusedDate(date);
  };

  const selectTime = (timeId: number) => {
    if (actions.isBusy || isMoving) return;
    setFlash(null);
    setSelectedTimeId(timeId);
    if (line) return;
    // A session already in the cart for this activity opens its line instead of a second one.
    const existing = cart.lineItems.find(
      (item) =>
        item.activityId === activity.id &&
        item.primaryActivityId === activity.id &&
        item.eventId === timeId,
    );
    if (existing) onLineChange(existing.id);
  };

  const moveLine = async () => {
    if (!line || selectedTimeId === null || isMoving) return;
    setFlash(null);
    setIsMoving(true);
    const from = line.eventId;
    try {
      const moved = await ticketCart.updateLine(line.id, { activityTimeId: selectedTimeId });
      onLineChange(moved.id);
      refreshSession(activity.id, from);
      refreshSession(activity.id, moved.eventId);
    } catch (error) {
      setFlash(describeCartFailure(error));
    } finally {
      setIsMoving(false);
    }
  };

  const keepLine = () => {
    if (!line) return;
    setSelectedTimeId(line.eventId);
    setSelectedDate(line.startDate);
    setFocusedDate(line.startDate);
  };

  const addAnotherSession = () => {
    onLineChange(null);
    setSelectedTimeId(null);
    setFlash(null);
    sessionHeadingRef.current?.focus();
  };

  const hasNoTimes = isCalendar
    ? !hasChosenDate && firstAvailable.isSuccess && firstAvailable.data === null
    : !sessionTimes.isLoading &&
      !line &&
      !dropdownTimes.some((time) => isTimeAvailable(time, activity.cutoffHours, now));

  const reviewLines = line
    ? [
        line,
        ...cart.lineItems.filter(
          (item) =>
            item.primaryActivityId === activity.id &&
            item.activityId !== activity.id &&
            item.startDate === line.startDate,
        ),
      ]
    : [];

  const actionsBar = (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-end">
      {!isEditMode ? (
        <>
          <ButtonLink to={activitiesHref} variant="ghost">
            {chooseTicketsTexts.backToActivities}
          </ButtonLink>
          {activity.timed && line ? (
            <Button variant="secondary" onPress={addAnotherSession}>
              {chooseTicketsTexts.addAnotherSession}
            </Button>
          ) : null}
        </>
      ) : null}
      <ButtonLink to={checkoutHref} variant="primary" size="lg">
        {chooseTicketsTexts.proceedToCheckout}
        <ArrowRightIcon className="size-5" />
      </ButtonLink>
    </div>
  );

  if (sessionTimes.isError && sessionTimes.times.length === 0) {
    return (
      <div className="mx-auto max-w-3xl">
        <Alert tone="error" role="alert" title={chooseTicketsTexts.loadFailed}>
          <Button
            variant="secondary"
            size="sm"
            className="mt-1"
            onPress={() => sessionTimes.refetch()}
          >
            Try Again
          </Button>
        </Alert>
      </div>
    );
  }

  // Untimed activities number quantity as step 1: their item is chosen at its top.
  const isSessionInQuantityStep = steps.session.number === null && !isCalendar;
  const sessionSelect = sessionTimes.isLoading ? (
    <Skeleton className="h-11 w-full max-w-xl rounded-lg" />
  ) : (
    <SessionSelect
      label={isSessionInQuantityStep ? steps.session.title : 'Session'}
      activity={activity}
      times={dropdownTimes}
      selectedTimeId={selectedTimeId}
      onSelect={selectTime}
    />
  );

  const sessionStep = (
    <StepSection step={steps.session} headingRef={sessionHeadingRef}>
      {isCalendar ? (
        <div className="grid gap-6 md:grid-cols-[auto_minmax(0,1fr)] md:items-start">
          <SessionCalendar
            selectedDate={selectedDate}
            onSelectDate={selectDate}
            focusedDate={focusedDate}
            onFocusedDateChange={moveCalendar}
            availabilityOf={availabilityOf}
            minDate={today}
            maxDate={maxDate}
            isLoading={sessionTimes.isLoading || (isAwaitingFirstDate && firstAvailable.isPending)}
          />
          <div className="space-y-4">
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
                selectedTimeId={selectedTimeId}
                onSelect={selectTime}
                showsPrices={activity.dateSelectionType === 'dynamic_price_select'}
              />
            )}
            {activity.displaySoldOutMessage &&
            activity.soldOutMessage &&
            (openTimesOfDate.some(isTimeSoldOut) ||
              [...groups.entries()].some(
                ([date, times]) =>
                  date.slice(0, 7) === focusedDate.slice(0, 7) &&
                  getDateAvailability(times, activity.cutoffHours, now) === 'sold-out',
              )) ? (
              <Alert tone="warning" headingLevel={3} title={activity.soldOutMessage} />
            ) : null}
          </div>
        </div>
      ) : (
        sessionSelect
      )}
    </StepSection>
  );

  const tickets = (selectedTime?.tickets ?? []).filter((ticket) => !ticket.addOn);
  const isSoldOut = selectedTime !== null && selectedTime.vacancy <= 0;
  const hasTicketsHere = isLineAtSelectedTime && countPasses(line) > 0;
  const isMovePending = line !== null && selectedTime !== null && selectedTime.id !== line.eventId;

  const quantityStep = (
    <StepSection
      step={steps.quantity}
      headingRef={isSessionInQuantityStep ? sessionHeadingRef : undefined}
    >
      {flash ? <FlashMessage flash={flash} /> : null}
      {isSessionInQuantityStep ? <div className="mb-6">{sessionSelect}</div> : null}
      {!selectedTime ? (
        isSessionInQuantityStep ? null : (
          <Hint>
            {isCalendar
              ? 'Choose a date and a time to see the tickets.'
              : 'Choose a session to see the tickets.'}
          </Hint>
        )
      ) : isMovePending && line ? (
        <Alert tone="info" headingLevel={3} title="Change your session?">
          <p>
            Your tickets are for {describeLineWhen(line)}. Move them to{' '}
            {describeSessionInFull(selectedTime, activity)}?
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button size="sm" onPress={() => void moveLine()}>
              {isMoving ? <Spinner className="size-4" /> : null}
              Move My Tickets
            </Button>
            <Button size="sm" variant="secondary" onPress={keepLine} isDisabled={isMoving}>
              Keep My Current Time
            </Button>
          </div>
        </Alert>
      ) : isSoldOut && !hasTicketsHere ? (
        <Alert
          tone="warning"
          role="status"
          headingLevel={3}
          title={chooseTicketsTexts.timeSoldOut}
        />
      ) : (!isSoldOut && !isTimeAvailable(selectedTime, activity.cutoffHours, now)) ||
        tickets.length === 0 ? (
        <Alert
          tone="warning"
          role="status"
          headingLevel={3}
          title={chooseTicketsTexts.noTicketsForTime}
        />
      ) : (
        <>
          {isSoldOut ? (
            <p className="mb-4 font-semibold text-red-800">{chooseTicketsTexts.timeSoldOut}</p>
          ) : null}
          <ul aria-label="Tickets" className="divide-y divide-navy-900/10">
            {tickets.map((ticket) => (
              <TicketRow
                key={ticket.id}
                ticket={ticket}
                quantity={quantityOfTicket(isLineAtSelectedTime ? line : null, ticket.id)}
                onAdd={() => void actions.addTicket(ticket)}
                onRemove={() => void actions.removeOne(ticket)}
                isPending={actions.pendingTicketId === ticket.id}
                isBusy={actions.isBusy}
                isAddDisabled={isSoldOut}
                canRemove={canRemoveOne(ticket.id)}
              />
            ))}
          </ul>
          {hasOriginalTickets ? (
            <p className="mt-4 text-sm text-slate-700">{orderEditTexts.cannotRemoveTicket}</p>
          ) : null}
          {addOns.data && addOns.data.length > 0 ? (
            <section aria-labelledby="add-ons-heading" className="mt-8">
              <h3 id="add-ons-heading" className="mb-1 text-lg font-bold text-navy-950">
                Add-ons
              </h3>
              <p className="mb-3 text-sm text-slate-600">One of each per ticket at most.</p>
              <ul className="divide-y divide-navy-900/10">
                {addOns.data.map((addOn) => (
                  <TicketRow
                    key={addOn.id}
                    ticket={addOn}
                    quantity={quantityOfTicket(isLineAtSelectedTime ? line : null, addOn.id)}
                    onAdd={() => void actions.addTicket(addOn)}
                    onRemove={() => void actions.removeOne(addOn)}
                    isPending={actions.pendingTicketId === addOn.id}
                    isBusy={actions.isBusy}
                    canRemove={canRemoveOne(addOn.id)}
                  />
                ))}
              </ul>
            </section>
          ) : null}
          {activity.timed
            ? linkedActivities.map((linked) => (
                <LinkedActivitySection
                  key={`${linked.id}-${selectedTime.startDate}`}
                  primary={activity}
                  linked={linked}
                  date={selectedTime.startDate}
                  now={now}
                  ticketCart={ticketCart}
                  dialogs={dialogs}
                  onFlash={setFlash}
                  onChanged={refreshSession}
                  originalLines={originalLines}
                />
              ))
            : null}
        </>
      )}
    </StepSection>
  );

  return (
    <>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
        <div className="lg:order-2">
          <ActivitySummary activity={activity} />
        </div>
        <div className="min-w-0 space-y-6 lg:order-1">
          {hasNoTimes ? (
            <Alert tone="info" role="status" title={chooseTicketsTexts.noTimesForActivity}>
              <ButtonLink to={activitiesHref} variant="secondary" size="sm" className="mt-1">
                {chooseTicketsTexts.backToActivities}
              </ButtonLink>
            </Alert>
          ) : (
            <>
              {isSessionInQuantityStep ? null : sessionStep}
              {quantityStep}
              {steps.attendees ? (
                <StepSection step={steps.attendees} headingRef={attendeesHeadingRef}>
                  <AttendeeReview
                    tickets={attendeeTickets(isLineAtSelectedTime ? line : null)}
                    onEdit={(ticket) => void actions.editAttendee(ticket)}
                    onRemove={(ticket) => {
                      // The Remove button goes with its attendee: focus stays in the step.
                      attendeesHeadingRef.current?.focus();
                      void actions.removeTicket(ticket);
                    }}
                    isBusy={actions.isBusy}
                    canRemove={(ticket) =>
                      !originalLines || !line || !isOriginalTicket(line, ticket, originalLines)
                    }
                  />
                </StepSection>
              ) : null}
              <StepSection step={steps.review}>
                <SelectionReview
                  lines={reviewLines}
                  bookingDetailsEdit={
                    line && isLineAtSelectedTime && activity.bookingUdfs.length > 0 && !isEditMode
                      ? {
                          lineId: line.id,
                          onEdit: () => void actions.editBookingDetails(),
                          isBusy: actions.isBusy,
                        }
                      : undefined
                  }
                />
                <div className="mt-6 border-t border-navy-900/10 pt-6">{actionsBar}</div>
              </StepSection>
            </>
          )}
        </div>
      </div>
      <TicketDialog dialog={dialogs} today={today} />
    </>
  );
}
