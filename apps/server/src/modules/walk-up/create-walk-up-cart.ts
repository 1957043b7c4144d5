/**
 * The cart of a walk-up sale (decision 059): a new shop cart with one line at today's session
 * and its tickets, each added through the shop's own cart use cases, so capacity, holds,
 * cutoff, closed sessions, the maximum quantity and required fields all apply as online. Its
 * membership places (issue 31, decision 095) are claimed as the shop claims them, each for the
 * household of the member it names, read here: one place a holder, guests within their passes.
 */
import type { Cart } from '@shop/core/cart';
import type { AddPassPlaceBody } from '@shop/core/pass-booking';
import type { WalkUpCartBody } from '@shop/core/walk-up-api';
import { notFound } from '../../http/app-error.ts';
import { claimPassPlace } from '../passes/index.ts';
import { findHouseholdOf } from './list-walk-up-pass-places.ts';
import { assertSessionToday } from './walk-up-day.ts';
import type { WalkUpDeps } from './walk-up-deps.ts';
import { findSessionTimes } from './walk-up-sessions-repository.ts';

type Body = Omit<WalkUpCartBody, 'bookingUdfs' | 'tickets' | 'passPlaces'> & {
  bookingUdfs: NonNullable<WalkUpCartBody['bookingUdfs']>;
  tickets: Parameters<WalkUpDeps['carts']['addTicket']>[2][];
  passPlaces: AddPassPlaceBody[];
};

export async function createWalkUpCart(
  deps: Pick<WalkUpDeps, 'db' | 'clock' | 'carts'>,
  body: Body,
): Promise<Cart> {
  const session = await findSessionTimes(deps.db, body.activityTimeId);
  if (!session) throw notFound('Activity time');
  assertSessionToday(session, deps.clock());
  const { token } = await deps.carts.getCart(undefined);
  const { lineItemId } = await deps.carts.addLineItem(token, {
    activityId: session.activityId,
    activityTimeId: body.activityTimeId,
    bookingUdfs: body.bookingUdfs,
  });
  let cart: Cart | undefined;
  try {
    for (const ticket of body.tickets) {
      cart = (await deps.carts.addTicket(token, lineItemId, ticket)).cart;
    }
    for (const place of body.passPlaces) {
      const householdId = await findHouseholdOf(deps.db, place.memberId);
      const claimant = claimPassPlace(deps.db, { householdId, body: place });
      cart = (await deps.carts.addClaimedTicket(token, lineItemId, place.ticketId, claimant)).cart;
    }
  } catch (refusal) {
    // A refused ticket (places or an add-on's stock gone, a holder's place taken) refuses the
    // whole sale: the places already held for it go back on sale now, not when their hold lapses.
    await deps.carts.deleteLineItem(token, lineItemId);
    throw refusal;
  }
  return cart!;
}
