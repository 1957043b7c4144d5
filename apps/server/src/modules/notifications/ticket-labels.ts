/**
 * How the receipt and the tickets name a ticket: its type, and a membership place's benefit
 * (issue 31), so an included place at no charge is not read as a public ticket given away; and
 * who it is for.
 */
import type { Order } from '@shop/core/order-api';
import { nameWithBenefit } from '@shop/core/pass-place-labels';

export type OrderTicket = Order['cart']['lineItems'][number]['lineItemTickets'][number];

/** A ticket type, with a membership place's benefit in brackets. */
export function ticketTypeOf(ticket: OrderTicket): string {
  return nameWithBenefit(ticket.displayName, ticket.passPlace?.benefit);
}

/** Who a ticket is for: its attendee, else a holder's own membership place is the holder's. */
export function attendeeOf(ticket: OrderTicket): string | null {
  if (ticket.attendee)
    return `${ticket.attendee.firstName} ${ticket.attendee.lastName}`.trim() || null;
  if (ticket.passPlace && ticket.passPlace.benefit !== 'guest') return ticket.passPlace.holderName;
  return null;
}
