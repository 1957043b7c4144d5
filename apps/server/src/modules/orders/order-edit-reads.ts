/** What every step of an order edit reads first: the order, a cart of it, whether it may change. */
import type { Cart } from '@shop/core/cart';
import { orderEditTexts } from '@shop/core/order-edit';
import { AppError, notFound } from '../../http/app-error.ts';
import type { PricedCart } from '../carts/index.ts';
import type { OrdersDeps } from './orders-deps.ts';
import type { OrderRow } from './orders-repository.ts';

export async function requireOrder(
  deps: Pick<OrdersDeps, 'repository'>,
  token: string,
): Promise<OrderRow> {
  const order = await deps.repository.findOrderByToken(token);
  if (!order) throw notFound('Order');
  return order;
}

/** An order the back office refunded, wholly or in part, is changed by staff only (decision 057). */
export async function assertNotRefundedByStaff(
  deps: Pick<OrdersDeps, 'repository'>,
  order: OrderRow,
): Promise<void> {
  if (await deps.repository.hasStaffRefund(order.id))
    throw new AppError('conflict', orderEditTexts.refundedByStaff);
}

/** A cart of the order (its own or an edit's working copy), read fresh and priced. */
export async function pricedCartById(
  deps: Pick<OrdersDeps, 'repository' | 'priceCart'>,
  cartId: number,
): Promise<PricedCart> {
  return deps.priceCart((await deps.repository.findCartById(cartId))!);
}

/** An order whose every reservation has ended cannot be changed any more. */
export function assertStillChangeable(cart: Cart, now: Date): void {
  const ended = cart.lineItems.every((line) => new Date(line.endDatetime) <= now);
  if (cart.lineItems.length > 0 && ended)
    throw new AppError('unprocessable', orderEditTexts.reservationPassed);
}
