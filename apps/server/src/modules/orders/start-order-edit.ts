/**
 * Opening (or resuming) a change to a paid order (SPEC section 4): a working copy of the order's
 * cart, whose tickets own the order's places already; the order is answered with the working
 * cart and the original beside it.
 */
import type { Order } from '@shop/core/order-api';
import { generateCartToken } from '../carts/index.ts';
import {
  assertNotRefundedByStaff,
  assertStillChangeable,
  pricedCartById,
  requireOrder,
} from './order-edit-reads.ts';
import type { OrdersDeps } from './orders-deps.ts';
import type { OrderRow } from './orders-repository.ts';

async function editView(deps: OrdersDeps, order: OrderRow, editCartId: number): Promise<Order> {
  const [current, working] = await Promise.all([
    deps.toOrder(order),
    pricedCartById(deps, editCartId),
  ]);
  return {
    ...current,
    cart: working.cart,
    originalOrder: { totalPaid: current.totalPaid, cart: current.cart },
  };
}

export async function startOrderEdit(deps: OrdersDeps, orderToken: string): Promise<Order> {
  const order = await requireOrder(deps, orderToken);
  await assertNotRefundedByStaff(deps, order);
  const open = await deps.edits.findOpenEdit(order.id);
  if (open) return editView(deps, order, open.cartId);
  assertStillChangeable((await pricedCartById(deps, order.cartId)).cart, deps.clock());
  const { cart } = await deps.edits.createEditCart(order.id, order.cartId, generateCartToken());
  return editView(deps, order, cart.id);
}
