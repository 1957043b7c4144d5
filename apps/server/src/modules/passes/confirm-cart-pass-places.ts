/**
 * The sale's check of a cart's membership places (decision 091), in the order's transaction and
 * before it locks the sessions: each holder's row locked (the order every claim takes), then
 * every place must still stand beside the others' — the holder's pass still good that day, no
 * other booking holding their one place there, and the guests within the guest passes. A cart
 * whose hold lapsed while another cart took the place is refused here, before it is sold twice.
 */
import { countGuestsInTerm, guestsWithinPasses, holderPlaceAt } from '@shop/core/pass-booking';
import { passPlaceTexts } from '@shop/core/pass-place-labels';
import { isPassValidOn } from '@shop/core/membership-entitlements';
import type { Cart } from '@shop/core/cart';
import { AppError } from '../../http/app-error.ts';
import type { Transaction } from '../../db/transaction.ts';
import {
  lockPassHolders,
  readCartPassPlaces,
  readStandingPassPlaces,
} from './pass-places-repository.ts';
import { readMemberPasses } from './read-member-passes.ts';

export async function confirmCartPassPlaces(
  tx: Transaction,
  cart: Pick<Cart, 'id' | 'lineItems'>,
  now: Date,
): Promise<void> {
  // A cart the sale priced without membership places has none to confirm: no round trip.
  const holdsPlaces = cart.lineItems.some((line) =>
    line.lineItemTickets.some((ticket) => ticket.passPlace !== null),
  );
  if (!holdsPlaces) return;
  const cartId = cart.id;
  const own = await readCartPassPlaces(tx, cartId);
  if (own.length === 0) return;
  const memberIds = [...new Set(own.map((place) => place.memberId))];
  await lockPassHolders(tx, memberIds);
  const [standing, passes] = await Promise.all([
    readStandingPassPlaces(tx, { memberIds, now }),
    readMemberPasses(tx, memberIds),
  ]);
  // The cart's own places count once, whether or not their holds are live now.
  const others = standing.filter((place) => place.cartId !== cartId);
  const everyPlace = [...others, ...own];
  for (const place of own) {
    const holderPasses = passes.filter((pass) => pass.memberId === place.memberId);
    if (!holderPasses.some((pass) => isPassValidOn(pass, place.day)))
      throw new AppError('conflict', passPlaceTexts.takenElsewhere);
    const slot = { ...place, timed: place.activityTimed };
    const taken =
      place.benefit === 'guest'
        ? !guestsWithinPasses(holderPasses, place.day, (term) =>
            countGuestsInTerm(everyPlace, place.memberId, term),
          )
        : holderPlaceAt(others, place.memberId, slot) !== undefined;
    if (taken) throw new AppError('conflict', passPlaceTexts.takenElsewhere);
  }
}
