/** Who each ticket of a line is for, as the cart and the checkout name them under the ticket. */
import type { LineItemTicket } from '@shop/core/cart';

/** The attendees' names of these tickets, in the order they were added; none for add-ons. */
export function attendeeNamesOf(tickets: Pick<LineItemTicket, 'attendee'>[]): string[] {
  return tickets
    .map((ticket) =>
      `${ticket.attendee?.firstName ?? ''} ${ticket.attendee?.lastName ?? ''}`.trim(),
    )
    .filter((name) => name !== '');
}
