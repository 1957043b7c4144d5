/** DELETE /ticketing/line_items/{id}/line_item_tickets/{ticketId}: a ticket goes, its hold too. */
import { notFound } from '../../http/app-error.ts';
import { holdUntil, type CartDeps } from './cart-deps.ts';
import { cannotRemove } from './cart-errors.ts';
import { assertAddOnsWithinPasses, mayExceedPasses } from './cart-rules.ts';
import { deleteLineTicket } from './cart-writes.ts';
import { requireCartLine, viewCart } from './find-cart.ts';
import { renewCartHolds } from './hold-places.ts';
import { touchCart } from './touch-cart.ts';

/**
 * Removes a ticket (not one an order bought) and releases its places; a pass goes only while
 * the line's add-ons stay within its passes.
 */
export async function removeTicket(
  deps: CartDeps,
  request: { token: string; lineItemId: number; lineItemTicketId: number },
) {
  const { cart, line } = await requireCartLine(deps, request.token, request.lineItemId);
  const existing = await deps.repository.findTicketOfLine(line.id, request.lineItemTicketId);
  if (!existing) throw notFound('Ticket');
  if (existing.originalLineItemTicketId !== null) throw cannotRemove();
  const now = deps.clock();
  await deps.repository.transaction(async (tx) => {
    await deleteLineTicket(tx, existing.id);
    if (mayExceedPasses(existing, -existing.quantity)) await assertAddOnsWithinPasses(tx, line.id);
    await renewCartHolds(tx, cart.id, now, holdUntil(deps, now));
    await touchCart(tx, cart.id, now);
  });
  return { cart: await viewCart(deps, cart) };
}
