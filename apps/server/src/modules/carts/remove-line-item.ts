/** DELETE /ticketing/line_items/{id}: a line goes, and its holds with it. */
import { holdUntil, type CartDeps } from './cart-deps.ts';
import { cannotRemove } from './cart-errors.ts';
import { deleteLine } from './cart-writes.ts';
import { requireCartLine, viewCart } from './find-cart.ts';
import { renewCartHolds } from './hold-places.ts';
import { touchCart } from './touch-cart.ts';

/** Removes a line (not one of an order edit's) and releases its places; answers the cart. */
export async function removeLineItem(
  deps: CartDeps,
  request: { token: string; lineItemId: number },
) {
  const { cart, line } = await requireCartLine(deps, request.token, request.lineItemId);
  const tickets = await deps.repository.findTicketsOfLine(line.id);
  if (tickets.some((ticket) => ticket.originalLineItemTicketId !== null)) throw cannotRemove();
  const now = deps.clock();
  await deps.repository.transaction(async (tx) => {
    // The holds go with the line's tickets (cascade): released, the delete trigger takes their
    // places off the held counter.
    await deleteLine(tx, line.id);
    await renewCartHolds(tx, cart.id, now, holdUntil(deps, now));
    await touchCart(tx, cart.id, now);
  });
  return { cart: await viewCart(deps, cart) };
}
