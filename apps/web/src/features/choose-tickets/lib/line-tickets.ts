/** Reading a cart line as the choose-tickets page shows it. */
import type { Cart, LineItem, LineItemTicket } from '@shop/core/cart';
import type { Activity, ActivityTime } from '@shop/core/catalogue';
import { compareCodeUnits } from '@shop/core/code-unit-order';
import { nameWithBenefit } from '@shop/core/pass-place-labels';

/** How many of one ticket type the line holds at the public price (membership places apart). */
export function quantityOfTicket(line: LineItem | null | undefined, ticketId: number): number {
  return (line?.lineItemTickets ?? [])
    .filter((ticket) => ticket.ticketId === ticketId && ticket.passPlace === null)
    .reduce((sum, ticket) => sum + ticket.quantity, 0);
}

/** The cart's membership places, as a key: the holders' list is read again when it changes. */
export function passPlacesKey(cart: Pick<Cart, 'lineItems'>): string {
  return cart.lineItems
    .flatMap((line) => line.lineItemTickets)
    .filter((ticket) => ticket.passPlace !== null)
    .map((ticket) => ticket.id)
    .join(',');
}

/** Tickets that count toward the activity's maximum and the add-on limit (add-ons do not). */
export function countPasses(line: LineItem | null | undefined): number {
  return (line?.lineItemTickets ?? [])
    .filter((ticket) => !ticket.addOn)
    .reduce((sum, ticket) => sum + ticket.quantity, 0);
}

export function countAddOns(line: LineItem | null | undefined): number {
  return (line?.lineItemTickets ?? [])
    .filter((ticket) => ticket.addOn)
    .reduce((sum, ticket) => sum + ticket.quantity, 0);
}

/**
 * The most recently added ticket of a type at the public price: the one a minus button takes
 * away (a membership place has its own button).
 */
export function lastTicketOfType(
  line: LineItem | null | undefined,
  ticketId: number,
): LineItemTicket | undefined {
  return (line?.lineItemTickets ?? [])
    .filter((ticket) => ticket.ticketId === ticketId && ticket.passPlace === null)
    .sort((a, b) => compareCodeUnits(a.createdAt, b.createdAt) || a.id - b.id)
    .at(-1);
}

/** Tickets with attendee details, in the order they were added. */
export function attendeeTickets(line: LineItem | null | undefined): LineItemTicket[] {
  return (line?.lineItemTickets ?? [])
    .filter((ticket) => ticket.attendee !== null)
    .sort((a, b) => compareCodeUnits(a.createdAt, b.createdAt) || a.id - b.id);
}

/** True when every required booking field of the activity has a value on the line. */
export function hasBookingDetails(activity: Activity, line: LineItem): boolean {
  return activity.bookingUdfs
    .filter((udf) => udf.isRequired)
    .every((udf) => {
      const value = line.bookingUdfs.find((stored) => stored.fieldName === udf.fieldName)?.value;
      return value !== null && value !== undefined && value !== '';
    });
}

/**
 * Ticket lines grouped by type with their counts, in the order the types were first added; a
 * type's membership places are a group of their own, named for how they are priced.
 */
export function groupTicketsByType(line: LineItem): {
  key: string;
  ticketId: number;
  displayName: string;
  quantity: number;
  subtotal: number;
  addOn: boolean;
}[] {
  const groups = new Map<string, ReturnType<typeof groupTicketsByType>[number]>();
  for (const ticket of line.lineItemTickets) {
    const benefit = ticket.passPlace?.benefit;
    const key = `${ticket.ticketId}:${benefit ?? 'public'}`;
    const group = groups.get(key);
    if (group) {
      group.quantity += ticket.quantity;
      group.subtotal = Math.round((group.subtotal + ticket.subtotal) * 100) / 100;
    } else {
      groups.set(key, {
        key,
        ticketId: ticket.ticketId,
        displayName: nameWithBenefit(ticket.displayName, benefit),
        quantity: ticket.quantity,
        subtotal: ticket.subtotal,
        addOn: ticket.addOn,
      });
    }
  }
  return [...groups.values()];
}

/**
 * Places the visitor's cart has at each session (its tickets less add-ons, which take none): held
 * for them, or bought by the order an edit changes. They are the visitor's, not gone.
 */
export function placesInCart(cart: Pick<Cart, 'lineItems'>): Map<number, number> {
  const places = new Map<number, number>();
  for (const line of cart.lineItems) {
    const passes = countPasses(line);
    if (passes > 0) places.set(line.eventId, (places.get(line.eventId) ?? 0) + passes);
  }
  return places;
}

/**
 * A session as this visitor sees it: the places left plus those their cart has there, which is
 * what they can have. Sold out only when they have none there and none is left.
 */
export function withPlacesInCart<T extends ActivityTime>(time: T, places: Map<number, number>): T {
  const own = places.get(time.id) ?? 0;
  if (own === 0) return time;
  const vacancy = time.vacancy + own;
  // The server's `available` is false for a full session too; full, it may be the visitor's
  // (the cutoff is checked here again, and the server refuses what a closed session cannot sell).
  const available = time.available || time.vacancy <= 0;
  return { ...time, vacancy, soldOut: vacancy <= 0, available };
}
