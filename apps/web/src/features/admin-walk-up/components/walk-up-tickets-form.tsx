import type { Activity, ActivityTime } from '@shop/core/catalogue';
import type { WalkUpCartBody } from '@shop/core/walk-up-api';
import { useState } from 'react';
import type { AttendeeAnswer } from '../../../components/ticket-details/attendee-form.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { WalkUpAttendees, type WalkUpPlace } from './walk-up-attendees.tsx';
import { AddOnQuantities, BookingAnswers, TicketQuantities } from './walk-up-ticket-fields.tsx';
import { useFocusWhenShown } from '../../../hooks/use-focus-when-shown.ts';

type Ticket = NonNullable<ActivityTime['tickets']>[number];

/** What the seller chose for a session: kept when the held tickets are changed, not retyped. */
export interface WalkUpTicketsDraft {
  quantities: Record<number, number>;
  answers: Record<string, string>;
  attendees: Record<string, AttendeeAnswer>;
}

/** Each chosen place of a ticket, one by one: each has its own attendee, of the ticket's ages. */
function placesOf(
  tickets: Ticket[],
  quantities: Record<number, number>,
  sessionDate: string,
): WalkUpPlace[] {
  return tickets.flatMap((ticket) =>
    Array.from({ length: quantities[ticket.id] ?? 0 }, (_, index) => ({
      key: `${ticket.id}-${index + 1}`,
      ticketId: ticket.id,
      ticketName: ticket.displayName,
      n: index + 1,
      ages: { range: ticket, sessionDate },
    })),
  );
}

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** 'Hold 2 tickets', 'Hold 1 ticket, 2 membership places and 1 add-on', 'Hold 1 membership place'. */
export function holdLabel(tickets: number, memberPlaces: number, addOns: number): string {
  const parts = [
    ...(tickets > 0 || memberPlaces === 0 ? [counted(tickets, 'ticket', 'tickets')] : []),
    ...(memberPlaces > 0 ? [counted(memberPlaces, 'membership place', 'membership places')] : []),
    ...(addOns > 0 ? [counted(addOns, 'add-on', 'add-ons')] : []),
  ];
  const last = parts.pop()!;
  return `Hold ${parts.length > 0 ? `${parts.join(', ')} and ` : ''}${last}`;
}

/**
 * The sale's tickets: a ticket with an attendee is one place, as the shop's cart adds it; without
 * attendees a ticket type's quantity; add-ons follow.
 */
function cartTicketsOf(
  activity: Activity,
  session: ActivityTime,
  quantities: Record<number, number>,
  attendees: Record<string, AttendeeAnswer>,
): WalkUpCartBody['tickets'] {
  const chosen = (ticket: Ticket) => (quantities[ticket.id] ?? 0) > 0;
  const tickets = (session.tickets ?? []).filter((ticket) => !ticket.addOn);
  const addOns = (session.tickets ?? []).filter((ticket) => ticket.addOn);
  return [
    ...(activity.collectAttendeeDetails
      ? placesOf(tickets, quantities, session.startDate).map((place) => ({
          ticketId: place.ticketId,
          quantity: 1,
          ...attendees[place.key]!,
        }))
      : tickets
          .filter(chosen)
          .map((ticket) => ({ ticketId: ticket.id, quantity: quantities[ticket.id]! }))),
    ...addOns
      .filter(chosen)
      .map((addOn) => ({ ticketId: addOn.id, quantity: quantities[addOn.id]! })),
  ];
}

/**
 * The form's heading, which the seller is taken to when `isTakenTo` at first render: in place of
 * the held cart after "Change the tickets", or below the sessions after one is chosen (on a phone,
 * out of view). The scroll then brings the start of the sale's steps into view, the members'
 * lookup above the tickets included. Read once: a hold's draft kept as it is pending must not
 * move the focus from Hold.
 */
function TicketsHeading({ activity, isTakenTo }: { activity: Activity; isTakenTo: boolean }) {
  const [isWanted] = useState(isTakenTo);
  const ref = useFocusWhenShown<HTMLHeadingElement>(isWanted, {
    bringIntoView: '[data-walk-up-steps]',
  });
  return (
    <h2
      id="walk-up-tickets-heading"
      ref={ref}
      tabIndex={-1}
      className="text-lg font-bold text-navy-950 outline-none"
    >
      2. Tickets for {activity.displayName}
    </h2>
  );
}

/**
 * The quantities of each ticket type, the activity's booking fields and, when it collects them,
 * each place's attendee; submitting holds the places (the server applies the shop's cart rules
 * and answers any refusal), with the membership places chosen for a member's household (issue
 * 31). `initial` is what was chosen before the held tickets were changed.
 */
export function WalkUpTicketsForm({
  activity,
  session,
  today,
  isPending,
  initial,
  isJustChosen = false,
  passPlaces = [],
  onSubmit,
}: {
  activity: Activity;
  session: ActivityTime;
  /** The shop's date: a date of birth may not be after it. */
  today: string;
  isPending: boolean;
  initial?: WalkUpTicketsDraft | undefined;
  /** Its session was just chosen, not passed over with an arrow key: the seller's next step. */
  isJustChosen?: boolean;
  /** Pass holders' places and their guests, chosen with the members' lookup. */
  passPlaces?: NonNullable<WalkUpCartBody['passPlaces']>;
  onSubmit: (body: WalkUpCartBody, draft: WalkUpTicketsDraft) => void;
}) {
  const tickets = (session.tickets ?? []).filter((ticket) => !ticket.addOn);
  // Add-ons take no places (decision 074); one with a stock shows what is left (decision 079).
  const addOns = (session.tickets ?? []).filter((ticket) => ticket.addOn);
  const [quantities, setQuantities] = useState(initial?.quantities ?? {});
  const udfs = activity.bookingUdfs.filter((udf) => udf.active);
  const [answers, setAnswers] = useState(initial?.answers ?? {});
  const total = tickets.reduce((sum, ticket) => sum + (quantities[ticket.id] ?? 0), 0);
  const addOnCount = addOns.reduce((sum, addOn) => sum + (quantities[addOn.id] ?? 0), 0);
  // Membership places take places of the session and count towards the sale's maximum.
  const maxLeft = Math.max(
    0,
    Math.min(activity.maxQuantity, Math.max(0, session.vacancy)) - passPlaces.length,
  );
  const [attendees, setAttendees] = useState(initial?.attendees ?? {});
  const [showMissing, setShowMissing] = useState(false);
  const places = activity.collectAttendeeDetails
    ? placesOf(tickets, quantities, session.startDate)
    : [];

  const submit = () => {
    if (places.some((place) => !attendees[place.key])) {
      setShowMissing(true);
      return;
    }
    onSubmit(
      {
        activityTimeId: session.id,
        bookingUdfs: udfs.map((udf) => ({
          fieldName: udf.fieldName,
          value: answers[udf.fieldName] ?? '',
          fieldType: udf.fieldType,
        })),
        tickets: cartTicketsOf(activity, session, quantities, attendees),
        passPlaces,
      },
      { quantities, answers, attendees },
    );
  };

  return (
    <form
      noValidate
      aria-labelledby="walk-up-tickets-heading"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="space-y-5"
    >
      <TicketsHeading activity={activity} isTakenTo={initial !== undefined || isJustChosen} />
      <TicketQuantities
        tickets={tickets}
        quantities={quantities}
        maxLeft={maxLeft}
        onChange={(id, value) => setQuantities((current) => ({ ...current, [id]: value }))}
      />
      <AddOnQuantities
        addOns={addOns}
        maxQuantity={activity.maxQuantity}
        quantities={quantities}
        onChange={(id, value) => setQuantities((current) => ({ ...current, [id]: value }))}
      />
      <BookingAnswers
        udfs={udfs}
        answers={answers}
        onChange={(fieldName, value) =>
          setAnswers((current) => ({ ...current, [fieldName]: value }))
        }
      />
      <WalkUpAttendees
        activity={activity}
        today={today}
        places={places}
        answers={attendees}
        showMissing={showMissing}
        onAnswer={(key, answer) => setAttendees((current) => ({ ...current, [key]: answer }))}
      />
      {showMissing && places.some((place) => !attendees[place.key]) ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          Add the attendee of each ticket before holding them.
        </p>
      ) : null}
      <p className="text-sm text-slate-700">
        At most {activity.maxQuantity} tickets per sale; {Math.max(0, session.vacancy)} left.
      </p>
      <Button type="submit" isDisabled={(total === 0 && passPlaces.length === 0) || isPending}>
        {isPending ? <Spinner className="size-4" /> : null}
        {holdLabel(total, passPlaces.length, addOnCount)}
      </Button>
    </form>
  );
}
