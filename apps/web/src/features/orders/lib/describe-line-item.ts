/** How a purchased line reads on the confirmation (SPEC section 2, ticket confirmation page). */
import type { LineItem } from '@shop/core/cart';
import { SHOP_TIME_ZONE } from '@shop/core/shop-time';
import { formatDisplayDate } from '../../../lib/format-date.ts';

export interface TicketTypeCount {
  name: string;
  count: number;
}

/** "Ticket Type" or "Ticket Types", each name with how many were bought, in cart order. */
export function countTicketTypes(line: LineItem): TicketTypeCount[] {
  const counts = new Map<string, number>();
  for (const ticket of line.lineItemTickets) {
    counts.set(ticket.displayName, (counts.get(ticket.displayName) ?? 0) + ticket.quantity);
  }
  return [...counts].map(([name, count]) => ({ name, count }));
}

/** 'Date' for a session within one day, 'Start Date' for one that runs across days. */
export function dateLabel(line: Pick<LineItem, 'startDate' | 'endDate'>): 'Date' | 'Start Date' {
  return line.startDate === line.endDate ? 'Date' : 'Start Date';
}

const clock = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
});

/** The start in the shop's display format, 'DD MMMM, YYYY', with its Denver time. */
export function formatLineStart(line: Pick<LineItem, 'startDate' | 'startDatetime'>): string {
  return `${formatDisplayDate(line.startDate)} at ${clock.format(new Date(line.startDatetime))}`;
}
