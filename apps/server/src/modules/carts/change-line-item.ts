/** PATCH /ticketing/line_items/{id}: a line's booking fields, or its session (change-session). */
import type { UpdateLineItemBody } from '@shop/core/cart';
import { holdUntil, type CartDeps } from './cart-deps.ts';
import { storeUdfValues } from './cart-rules.ts';
import { updateLineBookingUdfs } from './cart-writes.ts';
import { requireCartLine, viewCart } from './find-cart.ts';
import { renewCartHolds } from './hold-places.ts';
import { touchCart } from './touch-cart.ts';
import { changeSession } from './change-session.ts';

/**
 * Changes a line's booking fields (when given) and renews the cart's holds, or, given another
 * session, moves the line there (SPEC section 4).
 */
export async function changeLineItem(
  deps: CartDeps,
  request: { token: string; lineItemId: number; body: UpdateLineItemBody },
) {
  const seen = await requireCartLine(deps, request.token, request.lineItemId);
  const { cart, line, session } = seen;
  const { activityTimeId } = request.body;
  if (activityTimeId !== undefined && activityTimeId !== line.activityTimeId)
    return changeSession(deps, seen, { activityTimeId, body: request.body });
  const now = deps.clock();
  const fields = request.body.bookingUdfs;
  const bookingUdfs = fields
    ? storeUdfValues(
        (await deps.readOffer(line.activityId, line.activityTimeId, { session, now })).activity
          .bookingUdfs,
        fields,
        'bookingUdfs',
      )
    : undefined;
  // The fields and the cart's touch in one transaction: a ticket added in between must find the
  // cart changed, or its answer would carry the old fields.
  await deps.repository.transaction(async (tx) => {
    if (bookingUdfs) await updateLineBookingUdfs(tx, line.id, bookingUdfs);
    await renewCartHolds(tx, cart.id, now, holdUntil(deps, now));
    await touchCart(tx, cart.id, now);
  });
  return { lineItemId: line.id, cart: await viewCart(deps, cart) };
}
