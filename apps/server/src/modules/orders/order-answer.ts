/** What a submission that placed or changed an order answers. */
import type { Order } from '@shop/core/order-api';
import type { SubmissionOutcome } from '../sales/index.ts';
import type { OrdersDeps } from './orders-deps.ts';

export function orderOutcome(order: Order): SubmissionOutcome {
  return { status: 201, body: { data: { id: order.id, type: 'order', attributes: order } } };
}

/** The answer to an order's submission, for a retry after a crash left it unstored. */
export async function answerOfOrder(
  deps: Pick<OrdersDeps, 'repository' | 'toOrder'>,
  orderId: number,
): Promise<SubmissionOutcome> {
  return orderOutcome(await deps.toOrder((await deps.repository.findOrderById(orderId))!));
}
