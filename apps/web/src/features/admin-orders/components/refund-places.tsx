/** The refund dialog's places: each ticket line of the order with its places and a quantity. */
import { formatUsd } from '@shop/core/money';
import { placeLabelsOf, type AdminOrder } from '@shop/core/order-admin-api';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { QuantityField } from '../../../components/ui/quantity-field.tsx';
import { PlaceState } from './place-state.tsx';

export interface RefundForm {
  wholeOrder: boolean;
  /** Places to refund per ticket line id, as text keys (form field names). */
  places: Record<string, number>;
  reason: string;
}

/** A ticket line of the order, each place named, so three identical tickets are told apart. */
type RefundableTicket = ReturnType<typeof refundableTicketsOf>[number];

export function refundableTicketsOf(order: AdminOrder) {
  // Each place named (decision 084).
  return order.lines.flatMap((line) => {
    const labels = placeLabelsOf(line.tickets);
    return line.tickets.map((ticket) => ({
      ...ticket,
      line,
      placeLabels: ticket.places.map((place) => labels.get(`${ticket.id}:${place.n}`)!),
    }));
  });
}

/** One ticket line: its places and their state, and how many of them to refund. */
function TicketToRefund({
  ticket,
  form,
}: {
  ticket: RefundableTicket;
  form: UseFormReturn<RefundForm>;
}) {
  const left = ticket.quantity - ticket.refundedQuantity;
  // A single place is named by itself; a line of several lists its places.
  const single = ticket.places.length === 1 ? ticket.placeLabels[0] : undefined;
  return (
    // The place list takes the row; on a phone the stepper goes below it rather than squeeze it.
    <div className="flex flex-wrap items-end justify-between gap-3 rounded-xl bg-glacier-50 p-3">
      <div className="min-w-48 flex-1 text-sm text-navy-800">
        <p className="font-semibold text-navy-950">
          {ticket.name} · {ticket.line.activity}
        </p>
        <p>
          {ticket.line.session} · {left} of {ticket.quantity} left · {formatUsd(ticket.totalCents)}{' '}
          for all
        </p>
        {ticket.places.length > 0 ? (
          <ul className="mt-1 space-y-0.5">
            {ticket.places.map((place, index) => (
              <li key={place.n}>
                <span className="font-medium text-navy-950">{ticket.placeLabels[index]}</span> ·{' '}
                <PlaceState place={place} />
              </li>
            ))}
          </ul>
        ) : null}
        {ticket.places.length > 1 && left > 0 ? (
          <p className="mt-1 text-xs text-slate-600">
            A refund of this line takes its last places first.
          </p>
        ) : null}
      </div>
      <Controller
        control={form.control}
        name={`places.t${ticket.id}`}
        render={({ field }) => (
          <QuantityField
            label={`${single ?? ticket.name} places to refund`}
            value={field.value}
            onChange={(value: number) => {
              form.clearErrors('root');
              field.onChange(value);
            }}
            minValue={0}
            maxValue={left}
          />
        )}
      />
    </div>
  );
}

export function PlacesToRefund({
  tickets,
  form,
}: {
  tickets: RefundableTicket[];
  form: UseFormReturn<RefundForm>;
}) {
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-navy-950">Places to refund</legend>
      {tickets.map((ticket) => (
        <TicketToRefund key={ticket.id} ticket={ticket} form={form} />
      ))}
    </fieldset>
  );
}
