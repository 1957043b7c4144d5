import type { LineItem, LineItemTicket } from '@shop/core/cart';
import type { Activity, ActivityTime } from '@shop/core/catalogue';
import { dollarsToCents, formatPrice } from '@shop/core/money';
import { AttendeeNames } from '../../../components/attendee-names.tsx';
import { MapPinIcon } from '../../../components/ui/icons.tsx';
import { PictureFrame } from '../../../components/ui/picture-frame.tsx';
import { attendeeNamesOf } from '../../../lib/attendee-names.ts';

interface TicketGroup {
  key: string;
  name: string;
  quantity: number;
  amountCents: number;
  attendees: string[];
}

/** Tickets of one type and price as one line: "2 × Adult". */
function groupTickets(tickets: LineItemTicket[]): TicketGroup[] {
  const groups = new Map<string, TicketGroup>();
  for (const ticket of tickets) {
    const key = `${ticket.ticketId}:${ticket.price}`;
    const group = groups.get(key) ?? {
      key,
      name: ticket.displayName,
      quantity: 0,
      amountCents: 0,
      attendees: [],
    };
    group.quantity += ticket.quantity;
    group.attendees.push(...attendeeNamesOf([ticket]));
    group.amountCents += dollarsToCents(ticket.price) * ticket.quantity;
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * What the line is for: the item (an untimed line's session, like 'Season Pass'), the season
 * when the activity shows it, and the session's valid description when timed.
 */
function describeValidity(
  line: LineItem,
  activity: Activity | undefined,
  session: ActivityTime | undefined,
): string[] {
  return [
    !line.timed && line.eventName !== line.displayName ? line.eventName : null,
    activity?.showSeason ? activity.seasonName : null,
    line.timed ? (session?.validDescription ?? null) : null,
  ].filter((text): text is string => Boolean(text));
}

function TicketLines({ label, groups }: { label: string; groups: TicketGroup[] }) {
  if (groups.length === 0) return null;
  return (
    <div>
      <h4 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</h4>
      <ul className="mt-1.5 space-y-1">
        {groups.map((group) => (
          <li key={group.key} className="text-[0.9375rem]">
            <div className="flex items-baseline justify-between gap-4">
              <span className="min-w-0 text-navy-900">
                <span className="tabular-nums">{group.quantity}</span> × {group.name}
              </span>
              <span className="shrink-0 font-medium text-navy-950 tabular-nums">
                {formatPrice(group.amountCents)}
              </span>
            </div>
            <AttendeeNames names={group.attendees} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One line item of the order: what it is for, its tickets and its extras. */
export function PurchaseLineItem({
  line,
  activity,
  session,
}: {
  line: LineItem;
  activity: Activity | undefined;
  session: ActivityTime | undefined;
}) {
  const validity = describeValidity(line, activity, session);
  const tickets = groupTickets(line.lineItemTickets.filter((ticket) => !ticket.addOn));
  const extras = groupTickets(line.lineItemTickets.filter((ticket) => ticket.addOn));
  return (
    <li className="py-5 first:pt-0">
      <div className="flex gap-4">
        <PictureFrame
          src={line.thumbnail}
          width={80}
          height={80}
          className="size-16 shrink-0 rounded-lg sm:size-20"
          iconClassName="size-8"
        />
        <div className="min-w-0 flex-1">
          <h3 className="text-lg leading-snug font-bold text-navy-950">{line.displayName}</h3>
          {activity?.location ? (
            <p className="mt-1 flex items-start gap-1.5 text-sm text-slate-600">
              <MapPinIcon className="mt-0.5 size-4 shrink-0 text-glacier-600" />
              <span>{activity.location}</span>
            </p>
          ) : null}
          {validity.map((text) => (
            <p key={text} className="mt-1 text-sm text-navy-800">
              {text}
            </p>
          ))}
          {line.timed && session && !activity?.hideCalendarAndDates ? (
            <p className="mt-0.5 text-sm font-semibold text-navy-800">{session.nameForDisplay}</p>
          ) : null}
        </div>
      </div>
      <div className="mt-4 space-y-3">
        <TicketLines label="Tickets" groups={tickets} />
        <TicketLines label="Extras" groups={extras} />
      </div>
    </li>
  );
}
