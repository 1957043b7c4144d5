/** PATCH /ticketing/line_items/{id} with a new session: the line and its tickets move there. */
import type { UpdateLineItemBody } from '@shop/core/cart';
import { orderEditTexts } from '@shop/core/order-edit';
import { passPlaceTexts } from '@shop/core/pass-place-labels';
import { ticketAgeProblem } from '@shop/core/ticket-age';
import { AppError } from '../../http/app-error.ts';
import type { Offer } from '../catalogue/index.ts';
import type { LineItemRow, LineItemTicketRow } from './cart-contents.ts';
import { holdUntil, type CartDeps } from './cart-deps.ts';
import { passPlaceRefused, ticketsUnavailable } from './cart-errors.ts';
import { assertAddOnsWithinPasses, assertBookable, storeUdfValues } from './cart-rules.ts';
import {
  deleteLine,
  insertLine,
  insertLineTicket,
  type CartRow,
  type Writer,
} from './cart-writes.ts';
import { viewCart, type CartLine } from './find-cart.ts';
import { renewCartHolds, holdPlaces } from './hold-places.ts';
import { touchCart } from './touch-cart.ts';

/**
 * Moves a line to another session (SPEC section 4): a new line there with the same booking
 * fields (or the new ones) and tickets, their places held before the old line and its holds go.
 * A line of an order edit moves only while its activity is timed and its reservation not passed.
 */
export async function changeSession(
  deps: CartDeps,
  seen: CartLine,
  request: { activityTimeId: number; body: UpdateLineItemBody },
) {
  const { cart, line, session } = seen;
  const now = deps.clock();
  const oldTickets = await deps.repository.findTicketsOfLine(line.id);
  // A membership place was counted at its session (decision 091): it does not move unchecked.
  if (oldTickets.some((ticket) => ticket.passBenefit !== null))
    throw passPlaceRefused(passPlaceTexts.movesAlone);
  if (oldTickets.some((ticket) => ticket.originalLineItemTicketId !== null)) {
    const current = await deps.readOffer(line.activityId, line.activityTimeId, { session, now });
    if (!current.activity.timed) throw new AppError('unprocessable', orderEditTexts.untimedChange);
    if (new Date(current.session.endDatetime) <= now)
      throw new AppError('unprocessable', orderEditTexts.reservationPassed);
  }
  const offer = await deps.readOffer(line.activityId, request.activityTimeId);
  assertBookable(offer);
  const bookingUdfs = request.body.bookingUdfs
    ? storeUdfValues(offer.activity.bookingUdfs, request.body.bookingUdfs, 'bookingUdfs')
    : line.bookingUdfs;
  // Where the order bought each of its tickets: back there, its places cover the ticket again.
  const boughtAt = new Map<number, number | undefined>();
  for (const old of oldTickets) {
    if (old.originalLineItemTicketId !== null)
      boughtAt.set(old.id, await deps.repository.findSessionOfTicket(old.originalLineItemTicketId));
  }
  const moved = await deps.repository.transaction(async (tx) => {
    const newLine = await insertLine(tx, {
      cartId: cart.id,
      activityId: line.activityId,
      primaryActivityId: line.primaryActivityId,
      activityTimeId: offer.session.id,
      bookingId: line.bookingId,
      bookingUdfs,
    });
    // The new places are held before the old line (and its holds) goes.
    const moving = { cart, line: newLine, offer, oldTickets, boughtAt };
    await moveTickets(tx, moving, holdUntil(deps, now), now);
    await assertAddOnsWithinPasses(tx, newLine.id);
    await deleteLine(tx, line.id);
    await renewCartHolds(tx, cart.id, now, holdUntil(deps, now));
    await touchCart(tx, cart.id, now);
    return newLine;
  });
  return { lineItemId: moved.id, cart: await viewCart(deps, cart) };
}

/**
 * Adds the old tickets to the new line, each as the same ticket type where the new session
 * offers it (else its first ticket), at the new session's price, and holds their places.
 */
async function moveTickets(
  tx: Writer,
  move: {
    cart: CartRow;
    line: LineItemRow;
    offer: Offer;
    oldTickets: LineItemTicketRow[];
    boughtAt: Map<number, number | undefined>;
  },
  expiresAt: Date,
  now: Date,
): Promise<void> {
  const { offer } = move;
  const firstTicket = offer.tickets.find((ticket) => !ticket.row.addOn) ?? offer.tickets[0];
  for (const old of move.oldTickets) {
    const target = offer.tickets.find((ticket) => ticket.row.id === old.ticketId) ?? firstTicket;
    if (!target) throw ticketsUnavailable();
    // The attendee's age on the new session's date (decision 077).
    const born = old.attendee?.dateOfBirth;
    const ageProblem = born && ticketAgeProblem(target.row, born, offer.session.startDate);
    if (ageProblem) {
      const who = `${old.attendee!.firstName} ${old.attendee!.lastName}`;
      throw new AppError('unprocessable', `${who}: ${ageProblem}`);
    }
    const covered = move.boughtAt.get(old.id) === offer.session.id ? old.quantity : 0;
    const inserted = await insertLineTicket(tx, {
      lineItemId: move.line.id,
      ticketId: target.row.id,
      quantity: old.quantity,
      priceCents: target.priceCents,
      taxRateBps: target.row.taxRateBps,
      attendee: old.attendee,
      attendeeUdfs: old.attendeeUdfs,
      originalLineItemTicketId: old.originalLineItemTicketId,
      coveredQuantity: covered,
      // Still the ticket first added then: which one a 100% code keeps (decision 077).
      createdAt: old.createdAt,
    });
    if (old.quantity > covered) {
      await holdPlaces(tx, {
        activityTimeId: offer.session.id,
        cartId: move.cart.id,
        lineItemTicketId: inserted.id,
        quantity: old.quantity - covered,
        expiresAt,
        now,
      });
    }
  }
}
