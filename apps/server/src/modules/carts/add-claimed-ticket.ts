/**
 * A ticket added on a claim (issue 31, decision 091): a membership place, whose price, attendee
 * and right to exist another module decides. The cart checks what it checks for any ticket (the
 * ticket is offered, the session sells, the line's maximum, the attendee), then lets the claimant
 * take its locks and count in the add's own transaction, before the ticket and its hold are
 * written; a refusal rolls back both.
 */
import type { Attendee } from '@shop/core/attendee';
import type { Cart } from '@shop/core/cart';
import { shopDateAt } from '@shop/core/shop-time';
import type { UdfValueInput } from '@shop/core/udf-rules';
import type { Offer, OfferedTicket } from '../catalogue/index.ts';
import { addCartTicketIn } from './add-cart-ticket.ts';
import { holdUntil, type CartDeps } from './cart-deps.ts';
import {
  assertBookable,
  assertWithinMax,
  checkAttendeeFor,
  requireOffered,
  ticketsOfLine,
} from './cart-rules.ts';
import { markPassPlace, type CartRow } from './cart-writes.ts';
import { requireCartLine, viewCart } from './find-cart.ts';
import type { Transaction } from '../../db/transaction.ts';

export interface ClaimContext {
  cart: CartRow;
  offer: Offer;
  offered: OfferedTicket;
}

export interface TicketClaim {
  priceCents: number;
  attendee: Attendee | null;
  attendeeUdfs: UdfValueInput[];
  passPlace: { memberId: number; benefit: 'included' | 'member-price' | 'guest' };
  /** Runs first in the add's transaction: takes the claim's locks and checks, or throws. */
  confirm(tx: Transaction, now: Date): Promise<void>;
}

/** Decides a claim on a session's ticket type (outside the transaction), or throws a 4xx. */
export type Claimant = (context: ClaimContext) => Promise<TicketClaim>;

export async function addClaimedTicket(
  deps: CartDeps,
  request: { token: string; lineItemId: number; ticketId: number; claimant: Claimant },
): Promise<{ lineItemTicketId: number; cart: Cart }> {
  const readAt = deps.clock();
  const { cart, line, session, snapshot } = await requireCartLine(
    deps,
    request.token,
    request.lineItemId,
  );
  const offer = await deps.readOffer(line.activityId, line.activityTimeId, {
    session,
    now: readAt,
  });
  const offered = requireOffered(offer, request.ticketId);
  const claim = await request.claimant({ cart, offer, offered });
  const details = checkAttendeeFor(
    offer,
    offered,
    { attendee: claim.attendee, attendeeUdfs: claim.attendeeUdfs, quantity: 1 },
    shopDateAt(readAt),
  );
  assertBookable(offer, { takesPlaces: true });
  assertWithinMax(ticketsOfLine(snapshot.tickets, line.id), offer, 1);

  const now = deps.clock();
  const added = await deps.repository.transaction(async (tx) => {
    await claim.confirm(tx, now);
    const ticket = await addCartTicketIn(tx, {
      cartId: cart.id,
      lineItemId: line.id,
      activityTimeId: line.activityTimeId,
      ticketId: offered.row.id,
      quantity: 1,
      priceCents: claim.priceCents,
      taxRateBps: offered.row.taxRateBps,
      ...details,
      checkAddOns: false,
      expiresAt: holdUntil(deps, now),
      now,
      seenVersion: snapshot.version,
    });
    await markPassPlace(tx, { lineItemTicketId: ticket.id, ...claim.passPlace });
    return ticket;
  });
  return { lineItemTicketId: added.id, cart: await viewCart(deps, cart) };
}
