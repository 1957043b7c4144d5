/**
 * Adding a place (SPEC section 4): the booking-details dialog when the line has no booking fields
 * yet, then the attendee dialog when the activity collects attendees, then the add, creating the
 * line first when there is none.
 */
import { cartTexts } from '@shop/core/cart-texts';
import type { Activity, Ticket } from '@shop/core/catalogue';
import type { PassPlaceHolder, PassPlaceOption } from '@shop/core/pass-booking';
import type { UdfValueInput } from '@shop/core/udf-rules';
import { trackEcommerceEvent } from '../../../lib/analytics.ts';
import { ticketKind, toAnalyticsItem } from '../../../lib/analytics-items.ts';
import { chooseTicketsTexts } from '../texts.ts';
import { countAddOns, countPasses, hasBookingDetails, lastTicketOfType } from './line-tickets.ts';
import type {
  AttendeeInitial,
  TicketActionContext,
  TicketDialogs,
} from './ticket-action-context.ts';

type AttendeeQuestion = Parameters<TicketDialogs['requestAttendee']>[0];

/** False, with the flash saying so, when one more place would pass the activity's maximum. */
function hasRoomForOne({ activity, line, onFlash }: TicketActionContext): boolean {
  if (countPasses(line) + 1 <= activity.maxQuantity) return true;
  onFlash({
    title: cartTexts.invalidSelectionTitle,
    message: cartTexts.maxQuantity(activity.maxQuantity),
  });
  return false;
}

/**
 * The questions asked before a place is added: the line's booking details when it has none yet
 * (`undefined` when none are needed), then the attendee when the place asks for one; null when
 * the visitor closed a dialog.
 */
async function askBeforeAdding(
  { activity, line, dialogs }: TicketActionContext,
  attendee: AttendeeQuestion | null,
) {
  const needsBooking =
    activity.bookingUdfs.length > 0 && !(line && hasBookingDetails(activity, line));
  const bookingUdfs = needsBooking
    ? await dialogs.requestBookingDetails({ activity, initial: line?.bookingUdfs ?? [] })
    : undefined;
  if (bookingUdfs === null) return null;
  const answer = attendee ? await dialogs.requestAttendee(attendee) : undefined;
  if (answer === null) return null;
  dialogs.close();
  return { bookingUdfs, attendee: answer };
}

/** The line to add to: the visitor's, given its new booking details, or a new one. */
async function ensureLine(
  { activity, session, line, primaryActivityId, cart, onLineChange }: TicketActionContext,
  bookingUdfs: UdfValueInput[] | undefined,
): Promise<number> {
  if (line === null) {
    const created = await cart.createLine({
      activityId: activity.id,
      activityTimeId: session!.id,
      primaryActivityId,
      bookingUdfs: bookingUdfs ?? [],
    });
    onLineChange(created.id);
    return created.id;
  }
  if (bookingUdfs) await cart.updateLine(line.id, { bookingUdfs });
  return line.id;
}

/** The analytics of one place added, at the price it was added at. */
function trackAdded(activity: Activity, displayName: string, kind: string, price: number) {
  trackEcommerceEvent('add_to_cart', {
    value: price,
    items: [toAnalyticsItem(activity, { displayName, kind, price, quantity: 1 })],
  });
}

export function createAddActions(context: TicketActionContext) {
  const { activity, session, line, cart, onFlash, isBusy, run } = context;

  async function addTicket(ticket: Ticket) {
    if (!session || isBusy) return;
    onFlash(null);
    if (!ticket.addOn && !hasRoomForOne(context)) return;
    if (ticket.addOn && countAddOns(line) + 1 > countPasses(line)) {
      onFlash({ title: cartTexts.invalidSelectionTitle, message: chooseTicketsTexts.addOnExcess });
      return;
    }
    const answers = await askBeforeAdding(
      context,
      activity.collectAttendeeDetails && !ticket.addOn
        ? {
            activity,
            ticketName: ticket.displayName,
            ages: { range: ticket, sessionDate: session.startDate },
          }
        : null,
    );
    if (!answers) return;
    const { bookingUdfs, attendee } = answers;
    await run(ticket.id, async () => {
      const lineId = await ensureLine(context, bookingUdfs);
      const existing = attendee ? undefined : lastTicketOfType(line, ticket.id);
      if (existing) {
        await cart.updateTicket(lineId, existing.id, { quantity: existing.quantity + 1 });
      } else {
        await cart.addTicket(lineId, { ticketId: ticket.id, quantity: 1, ...attendee });
      }
      trackAdded(activity, ticket.displayName, ticketKind(ticket), ticket.price);
    });
  }

  /**
   * A pass holder's membership place, or a guest they bring (decision 094): the line first when
   * there is none, the attendee asked for where the activity collects attendees (a holder's
   * names are their own; the dialog asks for the activity's questions).
   */
  async function addPassPlace(holder: PassPlaceHolder, option: PassPlaceOption, guest: boolean) {
    if (!session || isBusy) return;
    onFlash(null);
    if (!hasRoomForOne(context)) return;
    const asksAttendee =
      activity.collectAttendeeDetails && (guest || activity.attendeeUdfs.length > 0);
    const answers = await askBeforeAdding(
      context,
      asksAttendee
        ? {
            activity,
            ticketName: option.displayName,
            ...(guest ? {} : { initial: holderAsAttendee(holder) }),
          }
        : null,
    );
    if (!answers) return;
    const { bookingUdfs, attendee } = answers;
    await run(option.ticketId, async () => {
      const lineId = await ensureLine(context, bookingUdfs);
      await cart.addPassPlace(lineId, {
        memberId: holder.memberId,
        ticketId: option.ticketId,
        guest,
        ...(attendee ? { attendeeUdfs: attendee.attendeeUdfs } : {}),
        ...(attendee && guest ? { attendee: attendee.attendee } : {}),
      });
      // The price paid, not the public one: a holder's place is included or member-priced.
      trackAdded(activity, option.displayName, ticketKind({ addOn: false }), option.price);
    });
  }

  return { addTicket, addPassPlace };
}

/** A holder's own names, as the attendee dialog shows them for their place's questions. */
function holderAsAttendee(holder: PassPlaceHolder): AttendeeInitial {
  return {
    attendee: { firstName: holder.firstName, lastName: holder.lastName, dateOfBirth: null },
    attendeeUdfs: [],
  };
}
