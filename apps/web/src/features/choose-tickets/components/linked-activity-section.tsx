import type { LineItem } from '@shop/core/cart';
import type { Activity } from '@shop/core/catalogue';
import { canRemoveOneTicket } from '@shop/core/order-edit';
import { groupTimesByDate, visibleTimesOf } from '@shop/core/time-groups';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { activityTimesQueryOptions } from '../api/get-activity-times.ts';
import { monthRange } from '../hooks/use-session-times.ts';
import { useTicketActions } from '../hooks/use-ticket-actions.ts';
import type { Flash } from '../lib/describe-failure.ts';
import type { TicketDialogs } from '../lib/ticket-action-context.ts';
import type { TicketCart } from '../lib/ticket-cart.ts';
import { LazySessionSelect } from './lazy-session-select.tsx';
import { TicketRows } from './ticket-rows.tsx';

export interface LinkedActivitySectionProps {
  primary: Activity;
  linked: Activity;
  date: string;
  now: Date;
  ticketCart: TicketCart;
  dialogs: TicketDialogs;
  onFlash: (flash: Flash | null) => void;
  onChanged: (activityId: number, activityTimeId: number) => void;
  /** Edit mode: the order's lines before the edit, whose tickets may not be taken away. */
  originalLines?: LineItem[] | undefined;
}

/**
 * A linked activity offered with this one (SPEC section 7): its sessions on the same date and
 * their tickets, booked as its own line whose primary activity is the page's.
 */
export function LinkedActivitySection({
  primary,
  linked,
  date,
  now,
  ticketCart,
  dialogs,
  onFlash,
  onChanged,
  originalLines,
}: LinkedActivitySectionProps) {
  const headingId = useId();
  const times = useQuery(activityTimesQueryOptions(monthRange(linked.id, date)));
  const onDate = visibleTimesOf(
    groupTimesByDate(times.data ?? []).get(date) ?? [],
    linked.cutoffHours,
    now,
  );
  const linkedLines = ticketCart.cart.lineItems.filter(
    (line) => line.activityId === linked.id && line.primaryActivityId === primary.id,
  );
  const [timeId, setTimeId] = useState<number | null>(
    () => linkedLines.find((line) => line.startDate === date)?.eventId ?? null,
  );
  const time = onDate.find((candidate) => candidate.id === timeId) ?? null;
  const line = linkedLines.find((candidate) => candidate.eventId === timeId) ?? null;
  const actions = useTicketActions({
    activity: linked,
    session: time,
    line,
    primaryActivityId: primary.id,
    cart: ticketCart,
    dialogs,
    onLineChange: () => {},
    onFlash,
    onChanged: (activityTimeId) => onChanged(linked.id, activityTimeId),
  });

  if (onDate.length === 0) return null;
  const tickets = (time?.tickets ?? []).filter((ticket) => !ticket.addOn);
  return (
    <section
      aria-labelledby={headingId}
      className="mt-8 rounded-xl bg-glacier-50 p-4 ring-1 ring-glacier-600/15 sm:p-5"
    >
      <h3 id={headingId} className="text-lg font-bold text-navy-950">
        Add {linked.displayName}
      </h3>
      {linked.preview ? <p className="mt-1 text-sm text-slate-700">{linked.preview}</p> : null}
      <div className="mt-4">
        <LazySessionSelect
          label={`${linked.displayName} session`}
          activity={{ ...linked, hideCalendarAndDates: true }}
          times={onDate}
          selectedTimeId={timeId}
          onSelect={(id) => {
            if (!actions.isBusy) setTimeId(id);
          }}
        />
      </div>
      {time && tickets.length > 0 ? (
        <TicketRows
          className="mt-4 divide-y divide-navy-900/10"
          tickets={tickets}
          line={line}
          actions={actions}
          isAddDisabled={time.vacancy <= 0}
          canRemove={(ticketId) => canRemoveOneTicket(line, ticketId, originalLines)}
        />
      ) : null}
    </section>
  );
}
