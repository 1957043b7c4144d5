/** PATCH /ticketing/line_items/{id}/line_item_tickets/{ticketId}: a quantity or an attendee. */
import type { UpdateLineItemTicketBody } from '@shop/core/cart';
import { passPlaceTexts } from '@shop/core/pass-place-labels';
import { shopDateAt } from '@shop/core/shop-time';
import { notFound } from '../../http/app-error.ts';
import { holdUntil, type CartDeps } from './cart-deps.ts';
import { cannotRemove, passPlaceRefused } from './cart-errors.ts';
import {
  assertAddOnsWithinPasses,
  assertBookable,
  assertOnePerAttendee,
  assertWithinMax,
  checkAttendeeFor,
  countsTowardMax,
  mayExceedPasses,
  requireOffered,
  ticketsOfLine,
} from './cart-rules.ts';
import { updateLineTicket, type LineTicketChanges } from './cart-writes.ts';
import { requireCartLine, viewCart } from './find-cart.ts';
import { renewCartHolds, holdPlaces, releaseTicketHold } from './hold-places.ts';
import { touchCart } from './touch-cart.ts';

/**
 * Changes a ticket's quantity (more only while the session is bookable, within the maximum and
 * the places left) or its attendee; an order edit's ticket keeps at least what the order bought.
 */
export async function changeTicket(
  deps: CartDeps,
  request: {
    token: string;
    lineItemId: number;
    lineItemTicketId: number;
    body: UpdateLineItemTicketBody;
  },
) {
  const { body } = request;
  const readAt = deps.clock();
  const seen = await requireCartLine(deps, request.token, request.lineItemId);
  const { cart, line, session, snapshot } = seen;
  const existing = await deps.repository.findTicketOfLine(line.id, request.lineItemTicketId);
  if (!existing) throw notFound('Ticket');
  assertPassPlaceChange(existing, body);

  const offer = await deps.readOffer(line.activityId, line.activityTimeId, {
    session,
    now: readAt,
  });
  const offered = requireOffered(offer, existing.ticketId);
  const quantity = body.quantity ?? existing.quantity;
  const changes: LineTicketChanges = { quantity };
  if (body.attendee !== undefined || body.attendeeUdfs !== undefined) {
    const attendee = body.attendee === undefined ? existing.attendee : body.attendee;
    const attendeeUdfs =
      body.attendeeUdfs ??
      existing.attendeeUdfs.map(({ fieldName, value }) => ({ fieldName, value }));
    const today = shopDateAt(deps.clock());
    Object.assign(
      changes,
      checkAttendeeFor(offer, offered, { attendee, attendeeUdfs, quantity }, today),
    );
  } else {
    assertOnePerAttendee(offer, offered, quantity);
  }
  if (quantity < existing.coveredQuantity) throw cannotRemove();
  if (quantity > existing.quantity) {
    assertBookable(offer, { takesPlaces: !offered.row.addOn });
    if (countsTowardMax(offered.row))
      assertWithinMax(ticketsOfLine(snapshot.tickets, line.id), offer, quantity, existing.id);
  }

  const now = deps.clock();
  await deps.repository.transaction(async (tx) => {
    await updateLineTicket(tx, existing.id, changes);
    if (mayExceedPasses(existing, quantity - existing.quantity))
      await assertAddOnsWithinPasses(tx, line.id);
    await renewCartHolds(tx, cart.id, now, holdUntil(deps, now));
    await touchCart(tx, cart.id, now);
    // Last, so the session's row lock is held only until COMMIT.
    if (quantity === existing.quantity) return;
    const uncovered = quantity - existing.coveredQuantity;
    if (uncovered <= 0) return releaseTicketHold(tx, existing.id);
    const hold = { activityTimeId: line.activityTimeId, cartId: cart.id, now };
    await holdPlaces(tx, {
      ...hold,
      lineItemTicketId: existing.id,
      quantity: uncovered,
      expiresAt: holdUntil(deps, now),
    });
  });
  return { lineItemTicketId: existing.id, cart: await viewCart(deps, cart) };
}

/**
 * A membership place is one person's (decision 091): its quantity stays one, and a holder's own
 * place keeps the holder as its attendee; a guest's attendee may change.
 */
function assertPassPlaceChange(
  existing: { passBenefit: string | null; quantity: number },
  body: UpdateLineItemTicketBody,
): void {
  if (existing.passBenefit === null) return;
  if (body.quantity !== undefined && body.quantity !== existing.quantity)
    throw passPlaceRefused(passPlaceTexts.onePlace);
  if (existing.passBenefit !== 'guest' && body.attendee !== undefined)
    throw passPlaceRefused(passPlaceTexts.holderIsAttendee);
}
