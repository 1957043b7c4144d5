import type { LineItemTicket } from '@shop/core/cart';
import { Button } from '../../../components/ui/button.tsx';
import { formatDisplayDate } from '../../../lib/format-date.ts';
import { formatUdfValue } from '../../../lib/format-udf-value.ts';

/** The attendees of the line, each with Edit and Remove (SPEC section 2). */
export function AttendeeReview({
  tickets,
  onEdit,
  onRemove,
  isBusy,
  canRemove = () => true,
}: {
  tickets: LineItemTicket[];
  onEdit: (ticket: LineItemTicket) => void;
  onRemove: (ticket: LineItemTicket) => void;
  isBusy: boolean;
  /** False for an attendee of the order being edited: only customer service removes them. */
  canRemove?: (ticket: LineItemTicket) => boolean;
}) {
  if (tickets.length === 0) {
    return (
      <p className="text-slate-600">
        Each ticket you add asks for its attendee; they are listed here.
      </p>
    );
  }
  return (
    <ul
      aria-label="Attendees"
      aria-busy={isBusy || undefined}
      className="divide-y divide-navy-900/10"
    >
      {tickets.map((ticket) => {
        const name =
          `${ticket.attendee?.firstName ?? ''} ${ticket.attendee?.lastName ?? ''}`.trim();
        return (
          <li
            key={ticket.id}
            className="flex flex-wrap items-start gap-x-4 gap-y-2 py-4 first:pt-0 last:pb-0"
          >
            <div className="min-w-0 flex-1 basis-56">
              <p className="font-semibold text-navy-950">{name}</p>
              <p className="text-sm text-slate-600">{ticket.displayName}</p>
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-slate-700">
                {ticket.attendee?.dateOfBirth ? (
                  <>
                    <dt className="text-slate-600">Date of Birth</dt>
                    <dd>{formatDisplayDate(ticket.attendee.dateOfBirth)}</dd>
                  </>
                ) : null}
                {ticket.attendeeUdfs.map((udf) => (
                  <div key={udf.fieldName} className="contents">
                    <dt className="text-slate-600">{udf.label}</dt>
                    <dd>{formatUdfValue(udf)}</dd>
                  </div>
                ))}
              </dl>
            </div>
            <div className="flex gap-2">
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Edit ${name}`}
                onPress={() => onEdit(ticket)}
              >
                Edit
              </Button>
              {canRemove(ticket) ? (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${name}`}
                  onPress={() => onRemove(ticket)}
                >
                  Remove
                </Button>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
