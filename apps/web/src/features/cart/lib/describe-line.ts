/** How a cart line reads on the cart screen. */
import type { LineItem } from '@shop/core/cart';
import { dollarsToCents } from '@shop/core/money';
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
  ticketId: number;
  displayName: string;
  quantity: number;
  subtotalCents: number;
  /** Who the tickets are for, when the activity collects attendees. */
  attendees: string[];
}

/** The line's tickets counted per ticket type, in the order the types were added. */
export function countTicketsByType(line: LineItem): TicketTypeCount[] {
  const groups = new Map<number, TicketTypeCount>();
  for (const ticket of line.lineItemTickets) {
    const subtotalCents = dollarsToCents(ticket.subtotal);
    const group = groups.get(ticket.ticketId);
    if (group) {
      group.quantity += ticket.quantity;
      group.subtotalCents += subtotalCents;
      group.attendees.push(...attendeeNamesOf([ticket]));
    } else {
      groups.set(ticket.ticketId, {
        ticketId: ticket.ticketId,
        displayName: ticket.displayName,
        quantity: ticket.quantity,
        subtotalCents,
        attendees: attendeeNamesOf([ticket]),
      });
    }
  }
  return [...groups.values()];
}
