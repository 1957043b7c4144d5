/** What a submission that placed or changed an order answers. */
import type { Order } from '@shop/core/order-api';
import type { SubmissionOutcome } from '../sales/index.ts';
import type { OrderRow } from './order-rows.ts';
import type { OrdersDeps } from './orders-deps.ts';

export function orderOutcome(order: Order): SubmissionOutcome {
  return { status: 201, body: { data: { id: order.id, type: 'order', attributes: order } } };
}

/**
 * What a placed order answers, stored with its key so that a retry answers the same: made from
 * its row, in cents, and the order as the shop shows it. A seller with an answer of its own (the
 * walk-up sale) shapes it from the row, and never reads the shop's answer back.
 */
export type PlacedOrderAnswer = (row: OrderRow, order: Order) => SubmissionOutcome;

/** The shop's answer to a placed order: the order as the API shows it. */
export const answerWithOrder: PlacedOrderAnswer = (_row, order) => orderOutcome(order);

/** The answer to an order's submission, for a retry after a crash left it unstored. */
export async function answerOfOrder(
  deps: Pick<OrdersDeps, 'repository' | 'toOrder'>,
  orderId: number,
  answer: PlacedOrderAnswer = answerWithOrder,
): Promise<SubmissionOutcome> {
  const row = (await deps.repository.findOrderById(orderId))!;
  return answer(row, await deps.toOrder(row));
}
