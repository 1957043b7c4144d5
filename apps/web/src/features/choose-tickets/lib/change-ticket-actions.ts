/**
 * Changing what a line holds: one ticket fewer (removing the last ticket of a line removes the
 * line and clears the page's line selection), an attendee's answers, the booking details.
 */
import type { LineItemTicket } from '@shop/core/cart';
import type { Ticket } from '@shop/core/catalogue';
import { lastTicketOfType, countPasses } from './line-tickets.ts';
import type { TicketActionContext } from './ticket-action-context.ts';

export function createChangeActions({
  activity,
  session,
  line,
  cart,
  dialogs,
  onLineChange,
  onFlash,
  isBusy,
  run,
}: TicketActionContext) {
  /** Takes one ticket away: the last of its type, or the given attendee's. */
  async function removeTicket(lineItemTicket: LineItemTicket) {
    if (!line || isBusy) return;
    onFlash(null);
    await run(lineItemTicket.ticketId, async () => {
      const passesLeft = countPasses(line) - (lineItemTicket.addOn ? 0 : 1);
      if (passesLeft <= 0) {
        // A line without tickets is no booking: it goes, add-ons with it.
        await cart.deleteLine(line.id);
        onLineChange(null);
      } else if (lineItemTicket.quantity > 1) {
        await cart.updateTicket(line.id, lineItemTicket.id, {
          quantity: lineItemTicket.quantity - 1,
        });
      } else {
        await cart.deleteTicket(line.id, lineItemTicket.id);
      }
    });
  }

  async function removeOne(ticket: Ticket) {
    const last = lastTicketOfType(line, ticket.id);
    if (last) await removeTicket(last);
  }

  async function editAttendee(lineItemTicket: LineItemTicket) {
    if (!line || isBusy) return;
    onFlash(null);
    const ticket = session?.tickets?.find((offered) => offered.id === lineItemTicket.ticketId);
    const answer = await dialogs.requestAttendee({
      activity,
      ticketName: lineItemTicket.displayName,
      initial: lineItemTicket,
      ages: ticket && session ? { range: ticket, sessionDate: session.startDate } : undefined,
    });
    dialogs.close();
    if (!answer) return;
    await run(lineItemTicket.ticketId, () =>
      cart.updateTicket(line.id, lineItemTicket.id, {
        attendee: answer.attendee,
        attendeeUdfs: answer.attendeeUdfs,
      }),
    );
  }

  /** Reopens the booking-details dialog filled in with the line's, and saves the answer. */
  async function editBookingDetails() {
    if (!line || isBusy) return;
    onFlash(null);
    const answer = await dialogs.requestBookingDetails({
      activity,
      initial: line.bookingUdfs,
      isChange: true,
    });
    dialogs.close();
    if (!answer) return;
    await run('booking', () => cart.updateLine(line.id, { bookingUdfs: answer }));
  }

  return { removeTicket, removeOne, editAttendee, editBookingDetails };
}
