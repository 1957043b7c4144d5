/** An order by its token (the confirmation page's link), as the API shows it. */
import type { Order } from '@shop/core/order-api';
import { notFound } from '../../http/app-error.ts';
import type { OrdersDeps } from './orders-deps.ts';

export async function getOrder(
  deps: Pick<OrdersDeps, 'repository' | 'toOrder'>,
  token: string,
): Promise<Order> {
  const found = await deps.repository.findOrderWithCartByToken(token);
  if (!found) throw notFound('Order');
  return deps.toOrder(found.order, found);
}
