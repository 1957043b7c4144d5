import type { Activity, ActivityTime } from '@shop/core/catalogue';
import { formatPrice, dollarsToCents } from '@shop/core/money';
import type { WalkUpCartBody } from '@shop/core/walk-up-api';
import { useState } from 'react';
import type { AttendeeAnswer } from '../../../components/ticket-details/attendee-form.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField, type FieldDescriptor } from '../../../components/ui/form-field.tsx';
import { QuantityField } from '../../../components/ui/quantity-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { WalkUpAttendees, type WalkUpPlace } from './walk-up-attendees.tsx';

type Udf = Activity['bookingUdfs'][number];

/** A booking field drawn with the shared field of its kind. */
function descriptorOf(udf: Udf): FieldDescriptor {
  if (udf.inputType === 'select')
    return {
      kind: 'select',
      label: udf.label,
      isRequired: udf.isRequired,
      placeholder: 'Select one',
      options: udf.options.map((option) => ({ id: option.trim(), label: option.trim() })),
    };
  if (udf.inputType === 'date')
    return { kind: 'date', label: udf.label, isRequired: udf.isRequired };
  return { kind: 'text', label: udf.label, isRequired: udf.isRequired };
}

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
  passPlaces = [],
  onSubmit,
}: {
  activity: Activity;
  session: ActivityTime;
  /** The shop's date: a date of birth may not be after it. */
  today: string;
  isPending: boolean;
  initial?: WalkUpTicketsDraft | undefined;
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
        // A ticket with an attendee is one place, as the shop's cart adds it; add-ons follow.
        tickets: [
          ...(activity.collectAttendeeDetails
            ? places.map((place) => ({
                ticketId: place.ticketId,
                quantity: 1,
                ...attendees[place.key]!,
              }))
            : tickets
                .filter((ticket) => (quantities[ticket.id] ?? 0) > 0)
                .map((ticket) => ({ ticketId: ticket.id, quantity: quantities[ticket.id]! }))),
          ...addOns
            .filter((addOn) => (quantities[addOn.id] ?? 0) > 0)
            .map((addOn) => ({ ticketId: addOn.id, quantity: quantities[addOn.id]! })),
        ],
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
      <h2 id="walk-up-tickets-heading" className="text-lg font-bold text-navy-950">
        2. Tickets for {activity.displayName}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {tickets.map((ticket) => (
          <QuantityField
            key={ticket.id}
            label={`${ticket.displayName} · ${formatPrice(dollarsToCents(ticket.price))}`}
            value={quantities[ticket.id] ?? 0}
            maxValue={maxLeft - total + (quantities[ticket.id] ?? 0)}
            onChange={(value) => setQuantities((current) => ({ ...current, [ticket.id]: value }))}
          />
        ))}
      </div>
      {addOns.length > 0 ? (
        <fieldset className="space-y-3">
          <legend className="font-semibold text-navy-950">Add-ons</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {addOns.map((addOn) => (
              <QuantityField
                key={addOn.id}
                label={`${addOn.displayName} · ${formatPrice(dollarsToCents(addOn.price))}`}
                value={quantities[addOn.id] ?? 0}
                maxValue={addOn.left ?? activity.maxQuantity}
                onChange={(value) =>
                  setQuantities((current) => ({ ...current, [addOn.id]: value }))
                }
                description={
                  addOn.left === undefined
                    ? 'Takes no place'
                    : addOn.left === 0
                      ? 'Sold out for this time'
                      : `${addOn.left} left for this time`
                }
              />
            ))}
          </div>
        </fieldset>
      ) : null}
      {udfs.length > 0 ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {udfs.map((udf) => (
            <FormField
              key={udf.fieldName}
              field={descriptorOf(udf)}
              value={answers[udf.fieldName] ?? ''}
              onChange={(value) =>
                setAnswers((current) => ({ ...current, [udf.fieldName]: value }))
              }
            />
          ))}
        </div>
      ) : null}
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
