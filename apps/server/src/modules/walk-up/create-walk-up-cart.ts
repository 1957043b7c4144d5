/**
 * The cart of a walk-up sale (decision 059): a new shop cart with one line at today's session
 * and its tickets, each added through the shop's own cart use cases, so capacity, holds,
 * cutoff, closed sessions, the maximum quantity and required fields all apply as online. Its
 * membership places (issue 31, decision 095) are claimed as the shop claims them, each for the
 * household of the member it names, read here: one place a holder, guests within their passes.
 */
import type { Cart } from '@shop/core/cart';
import type { AddPassPlaceBody } from '@shop/core/pass-booking';
import { walkUpTexts, type WalkUpCartBody } from '@shop/core/walk-up-api';
import { AppError, notFound } from '../../http/app-error.ts';
import { claimPassPlace } from '../passes/index.ts';
import { keyReusedError, requestHashOf } from '../sales/index.ts';
import { findHouseholdOf } from './list-walk-up-pass-places.ts';
import { assertSessionToday } from './walk-up-day.ts';
import type { WalkUpDeps } from './walk-up-deps.ts';
import { claimHoldKey, forgetHoldKey, markHoldHeld } from './walk-up-hold-keys.ts';
import { releaseWalkUpCart } from './release-walk-up-cart.ts';
import { findSessionTimes } from './walk-up-sessions-repository.ts';

type Body = Omit<WalkUpCartBody, 'bookingUdfs' | 'tickets' | 'passPlaces'> & {
  bookingUdfs: NonNullable<WalkUpCartBody['bookingUdfs']>;
  tickets: Parameters<WalkUpDeps['carts']['addTicket']>[2][];
  passPlaces: AddPassPlaceBody[];
};

/**
 * Holds the body's places in a new cart under the hold's idempotency key (decision 106): the same
 * key sent again answers that cart as it is now, and holds nothing more.
 */
export async function createWalkUpCart(
  deps: Pick<WalkUpDeps, 'db' | 'clock' | 'carts'>,
  { idempotencyKey: key, body }: { idempotencyKey: string; body: Body },
): Promise<Cart> {
  const session = await findSessionTimes(deps.db, body.activityTimeId);
  if (!session) throw notFound('Activity time');
  assertSessionToday(session, deps.clock());
  const requestHash = requestHashOf(body);
  const { id: cartId, token } = await deps.carts.getCart(undefined);
  const claim = await claimHoldKey(deps.db, { key, cartId, requestHash, now: deps.clock() });
  if (!claim.claimed) {
    const { earlier } = claim;
    if (earlier.requestHash !== requestHash) throw keyReusedError();
    if (!earlier.isHeld) throw new AppError('conflict', walkUpTexts.holdInProgress);
    return deps.carts.view(await deps.carts.requireOpenCart(earlier.cartToken));
  }
  if (claim.takenOverCartToken) await giveBackStoppedHold(deps, claim.takenOverCartToken);
  let cart: Cart;
  try {
    cart = await holdPlaces(deps, { token, session, body });
  } catch (refusal) {
    await forgetHoldKey(deps.db, { key, cartId });
    throw refusal;
  }
  await markHoldHeld(deps.db, { key, cartId, now: deps.clock() });
  return cart;
}

/**
 * The places a stopped request held under the key taken over, given back before the same places
 * are held again, so that they are not held twice until the first hold lapses. A cart that can
 * no longer be released (sold by a request only slow, not stopped) is left as it is.
 */
async function giveBackStoppedHold(deps: Pick<WalkUpDeps, 'carts'>, cartToken: string) {
  try {
    await releaseWalkUpCart(deps, cartToken);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
}

async function holdPlaces(
  deps: Pick<WalkUpDeps, 'db' | 'carts'>,
  { token, session, body }: { token: string; session: { activityId: number }; body: Body },
): Promise<Cart> {
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
