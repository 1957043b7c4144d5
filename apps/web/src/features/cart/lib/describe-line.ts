/** How a cart line reads on the cart screen. */
import type { LineItem, LineItemTicket } from '@shop/core/cart';
import { dollarsToCents } from '@shop/core/money';
import { nameWithBenefit } from '@shop/core/pass-place-labels';
import { formatClockTime } from '@shop/core/shop-time';
import { attendeeNamesOf } from '../../../lib/attendee-names.ts';
import { formatLongDate } from '../../../lib/format-date.ts';

const clockOf = (isoDateTime: string) => formatClockTime(isoDateTime.slice(11, 16));

/** 'Saturday, December 5, 2026' and '10:00 AM - 11:30 AM' for a timed line; null otherwise. */
export function describeLineDateTime(line: LineItem): { date: string; time: string } | null {
  if (!line.timed) return null;
  return {
    date: formatLongDate(line.startDate),
    time: `${clockOf(line.startDatetime)} - ${clockOf(line.endDatetime)}`,
  };
}

export interface TicketTypeCount {
  /** The ticket type, and how its membership places are priced: a group each. */
  key: string;
  ticketId: number;
  displayName: string;
  quantity: number;
  subtotalCents: number;
  /** Who the tickets are for: the attendees, or the pass holders of membership places. */
  attendees: string[];
}

/** Who a ticket is for: its attendee, else the pass holder whose own place it is. */
function namesOf(ticket: LineItemTicket): string[] {
  const attendees = attendeeNamesOf([ticket]);
  if (attendees.length > 0 || !ticket.passPlace || ticket.passPlace.benefit === 'guest')
    return attendees;
  return [ticket.passPlace.holderName];
}

/**
 * The line's tickets counted per ticket type, in the order the types were added; membership
 * places (decision 094) count apart, named for how they are priced.
 */
export function countTicketsByType(line: LineItem): TicketTypeCount[] {
  const groups = new Map<string, TicketTypeCount>();
  for (const ticket of line.lineItemTickets) {
    const subtotalCents = dollarsToCents(ticket.subtotal);
    const benefit = ticket.passPlace?.benefit;
    const key = `${ticket.ticketId}:${benefit ?? 'public'}`;
    const group = groups.get(key);
    if (group) {
      group.quantity += ticket.quantity;
      group.subtotalCents += subtotalCents;
      group.attendees.push(...namesOf(ticket));
    } else {
      groups.set(key, {
        key,
        ticketId: ticket.ticketId,
        displayName: nameWithBenefit(ticket.displayName, benefit),
        quantity: ticket.quantity,
        subtotalCents,
        attendees: namesOf(ticket),
      });
    }
  }
  return [...groups.values()];
}
