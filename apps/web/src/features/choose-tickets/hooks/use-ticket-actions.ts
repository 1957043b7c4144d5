/**
 * Adding and removing tickets (SPEC section 4): the booking-details dialog when the line has no
 * booking fields yet, then the attendee dialog when the activity collects attendees, then the
 * add, creating the line first when there is none. Removing the last ticket of a line removes
 * the line and clears the page's line selection.
 */
import { cartTexts } from '@shop/core/cart-texts';
import type { LineItem, LineItemTicket } from '@shop/core/cart';
import type { Activity, ActivityTime, Ticket } from '@shop/core/catalogue';
import type { PassPlaceHolder, PassPlaceOption } from '@shop/core/pass-booking';
import type { StoredUdfValue, UdfValueInput } from '@shop/core/udf-rules';
import { useState } from 'react';
import type {
  AttendeeAges,
  AttendeeAnswer,
} from '../../../components/ticket-details/attendee-form.tsx';
import { trackEcommerceEvent } from '../../../lib/analytics.ts';
import { ticketKind, toAnalyticsItem } from '../../../lib/analytics-items.ts';
import { describeCartFailure, type Flash } from '../lib/describe-failure.ts';
import {
  countAddOns,
  countPasses,
  hasBookingDetails,
  lastTicketOfType,
} from '../lib/line-tickets.ts';
import type { TicketCart } from '../lib/ticket-cart.ts';
import { chooseTicketsTexts } from '../texts.ts';

export type { AttendeeAnswer };

/** What the attendee dialog starts from: a cart's ticket, or a pass holder's names. */
export type AttendeeInitial = Pick<LineItemTicket, 'attendee' | 'attendeeUdfs'> & { id?: number };

/** The questions the flow asks (one modal, see use-ticket-dialog); `close` ends the asking. */
export interface TicketDialogs {
  requestBookingDetails(args: {
    activity: Activity;
    initial: StoredUdfValue[];
    /** Changing the details of a line that has them: the dialog saves instead of continuing. */
    isChange?: boolean;
  }): Promise<UdfValueInput[] | null>;
  requestAttendee(args: {
    activity: Activity;
    ticketName: string;
    initial?: AttendeeInitial;
    /** The ticket's age range, counted on the session's date (decision 077). */
    ages?: AttendeeAges | undefined;
  }): Promise<AttendeeAnswer | null>;
  close(): void;
}

export interface UseTicketActionsOptions {
  activity: Activity;
  session: ActivityTime | null;
  line: LineItem | null;
  /** Set for a linked activity's line: the activity whose page it was booked from. */
  primaryActivityId?: number | undefined;
  cart: TicketCart;
  dialogs: TicketDialogs;
  onLineChange: (lineId: number | null) => void;
  onFlash: (flash: Flash | null) => void;
  /** After any change, so the session's vacancy is read again. */
  onChanged: (activityTimeId: number) => void;
}

export function useTicketActions({
  activity,
  session,
  line,
  primaryActivityId,
  cart,
  dialogs,
  onLineChange,
  onFlash,
  onChanged,
}: UseTicketActionsOptions) {
  // The ticket being changed, or 'booking' while the line's booking details are saved.
  const [pendingTicketId, setPendingTicketId] = useState<number | 'booking' | null>(null);

  async function run(ticketId: number | 'booking', change: () => Promise<unknown>) {
    setPendingTicketId(ticketId);
    try {
      await change();
    } catch (error) {
      onFlash(describeCartFailure(error));
    } finally {
      setPendingTicketId(null);
      if (session) onChanged(session.id);
    }
  }

  /** False, with the flash saying so, when one more place would pass the activity's maximum. */
  function hasRoomForOne(): boolean {
    if (countPasses(line) + 1 <= activity.maxQuantity) return true;
    onFlash({
      title: cartTexts.invalidSelectionTitle,
      message: cartTexts.maxQuantity(activity.maxQuantity),
    });
    return false;
  }

  /**
   * The booking details a line without them must be given first: the answer, `undefined` when
   * none are needed, or `null` when the visitor closed the dialog.
   */
  async function askBookingDetails(): Promise<UdfValueInput[] | undefined | null> {
    if (activity.bookingUdfs.length === 0 || (line && hasBookingDetails(activity, line)))
      return undefined;
    return dialogs.requestBookingDetails({ activity, initial: line?.bookingUdfs ?? [] });
  }

  /** The line to add to: the visitor's, given its new booking details, or a new one. */
  async function ensureLine(bookingUdfs: UdfValueInput[] | undefined): Promise<number> {
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
  function trackAdded(displayName: string, kind: string, price: number) {
    trackEcommerceEvent('add_to_cart', {
      value: price,
      items: [toAnalyticsItem(activity, { displayName, kind, price, quantity: 1 })],
    });
  }

  async function addTicket(ticket: Ticket) {
    if (!session || pendingTicketId !== null) return;
    onFlash(null);
    if (!ticket.addOn && !hasRoomForOne()) return;
    if (ticket.addOn && countAddOns(line) + 1 > countPasses(line)) {
      onFlash({ title: cartTexts.invalidSelectionTitle, message: chooseTicketsTexts.addOnExcess });
      return;
    }

    const bookingUdfs = await askBookingDetails();
    if (bookingUdfs === null) return;
    let attendee: AttendeeAnswer | undefined;
    if (activity.collectAttendeeDetails && !ticket.addOn) {
      const answer = await dialogs.requestAttendee({
        activity,
        ticketName: ticket.displayName,
        ages: { range: ticket, sessionDate: session.startDate },
      });
      if (!answer) return;
      attendee = answer;
    }
    dialogs.close();

    await run(ticket.id, async () => {
      const lineId = await ensureLine(bookingUdfs);
      const existing = attendee ? undefined : lastTicketOfType(line, ticket.id);
      if (existing) {
        await cart.updateTicket(lineId, existing.id, { quantity: existing.quantity + 1 });
      } else {
        await cart.addTicket(lineId, { ticketId: ticket.id, quantity: 1, ...attendee });
      }
      trackAdded(ticket.displayName, ticketKind(ticket), ticket.price);
    });
  }

  /**
   * A pass holder's membership place, or a guest they bring (decision 094): the line first when
   * there is none, the attendee asked for where the activity collects attendees (a holder's
   * names are their own; the dialog asks for the activity's questions).
   */
  async function addPassPlace(holder: PassPlaceHolder, option: PassPlaceOption, guest: boolean) {
    if (!session || pendingTicketId !== null) return;
    onFlash(null);
    if (!hasRoomForOne()) return;
    const bookingUdfs = await askBookingDetails();
    if (bookingUdfs === null) return;
    let attendee: AttendeeAnswer | undefined;
    const asksAttendee =
      activity.collectAttendeeDetails && (guest || activity.attendeeUdfs.length > 0);
    if (asksAttendee) {
      const answer = await dialogs.requestAttendee({
        activity,
        ticketName: option.displayName,
        ...(guest ? {} : { initial: holderAsAttendee(holder) }),
      });
      if (!answer) return;
      attendee = answer;
    }
    dialogs.close();
    await run(option.ticketId, async () => {
      const lineId = await ensureLine(bookingUdfs);
      await cart.addPassPlace(lineId, {
        memberId: holder.memberId,
        ticketId: option.ticketId,
        guest,
        ...(attendee ? { attendeeUdfs: attendee.attendeeUdfs } : {}),
        ...(attendee && guest ? { attendee: attendee.attendee } : {}),
      });
      // The price paid, not the public one: a holder's place is included or member-priced.
      trackAdded(option.displayName, ticketKind({ addOn: false }), option.price);
    });
  }

  /** Takes one ticket away: the last of its type, or the given attendee's. */
  async function removeTicket(lineItemTicket: LineItemTicket) {
    if (!line || pendingTicketId !== null) return;
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
    if (!line || pendingTicketId !== null) return;
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
    if (!line || pendingTicketId !== null) return;
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

  return {
    addTicket,
    addPassPlace,
    editBookingDetails,
    removeOne,
    removeTicket,
    editAttendee,
    pendingTicketId,
    isBusy: pendingTicketId !== null,
  };
}

export type TicketActions = ReturnType<typeof useTicketActions>;

/** A holder's own names, as the attendee dialog shows them for their place's questions. */
function holderAsAttendee(holder: PassPlaceHolder): AttendeeInitial {
  return {
    attendee: { firstName: holder.firstName, lastName: holder.lastName, dateOfBirth: null },
    attendeeUdfs: [],
  };
}
