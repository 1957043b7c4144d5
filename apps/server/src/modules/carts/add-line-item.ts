/** POST /ticketing/line_items: a line for a session, with its booking fields. */
import type { CreateLineItemBody } from '@shop/core/cart';
import { holdUntil, type CartDeps } from './cart-deps.ts';
import { assertBookable, storeUdfValues } from './cart-rules.ts';
import { addCartLine } from './cart-writes.ts';
import { requireOpenCart, viewCart } from './find-cart.ts';

/** Adds a line for a bookable session to the cart; answers its id and the cart. */
export async function addLineItem(
  deps: CartDeps,
  request: { token: string; body: CreateLineItemBody },
) {
  const { body } = request;
  // The session is read while the cart is: neither needs the other. An unknown cart is still
  // the answer before an unknown session.
  const offerRead = deps.readOffer(body.activityId, body.activityTimeId);
  offerRead.catch(() => {});
  const cart = await requireOpenCart(deps, request.token);
  const offer = await offerRead;
  assertBookable(offer);
  const bookingUdfs = storeUdfValues(offer.activity.bookingUdfs, body.bookingUdfs, 'bookingUdfs');
  const now = deps.clock();
  const lineItemId = await addCartLine(deps.repository.db, {
    cartId: cart.id,
    activityId: offer.activity.id,
    primaryActivityId: body.primaryActivityId ?? offer.activity.id,
    activityTimeId: offer.session.id,
    bookingId: body.bookingId ?? null,
    bookingUdfs,
    expiresAt: holdUntil(deps, now),
    now,
  });
  return { lineItemId, cart: await viewCart(deps, { ...cart, updatedAt: now }) };
}
