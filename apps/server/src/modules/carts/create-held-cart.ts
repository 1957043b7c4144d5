/**
 * A cart made for someone other than the visitor who opens it (a waiting list's offer, decision
 * 103): one line of one session, one ticket type, its places held until a set instant rather
 * than for HOLD_MINUTES. Written in the caller's transaction, through the same database functions
 * as a visitor's adds, so its places are taken by the same conditional update (`take_places`):
 * 'Invalid Selection' when the session no longer has them, and nothing written.
 */
import type { Transaction } from '../../db/transaction.ts';
import { addCartTicketIn } from './add-cart-ticket.ts';
import { addCartLine, insertCart } from './cart-writes.ts';
import { generateCartToken } from './get-cart.ts';

export interface HeldCartRequest {
  activityId: number;
  activityTimeId: number;
  ticketId: number;
  places: number;
  priceCents: number;
  taxRateBps: number;
  /** When the places go back on sale, unless the cart's order takes them first. */
  heldUntil: Date;
  now: Date;
}

export async function createHeldCart(tx: Transaction, request: HeldCartRequest) {
  const cart = await insertCart(tx, generateCartToken());
  const { activityId, activityTimeId, heldUntil, now } = request;
  const lineItemId = await addCartLine(tx, {
    cartId: cart.id,
    activityId,
    primaryActivityId: activityId,
    activityTimeId,
    bookingId: null,
    bookingUdfs: [],
    expiresAt: heldUntil,
    now,
  });
  await addCartTicketIn(tx, {
    cartId: cart.id,
    lineItemId,
    activityTimeId,
    ticketId: request.ticketId,
    quantity: request.places,
    priceCents: request.priceCents,
    taxRateBps: request.taxRateBps,
    attendee: null,
    attendeeUdfs: [],
    checkAddOns: false,
    expiresAt: heldUntil,
    now,
    seenVersion: '',
  });
  return { cartId: cart.id, token: cart.token };
}
