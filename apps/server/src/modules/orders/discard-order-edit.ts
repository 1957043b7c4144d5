/** Leaving edit mode (SPEC section 4): the working copy and its held places go; nothing else. */
import { notFound } from '../../http/app-error.ts';
import { requireOrder } from './order-edit-reads.ts';
import type { OrdersDeps } from './orders-deps.ts';

export async function discardOrderEdit(
  deps: Pick<OrdersDeps, 'repository' | 'edits' | 'clock'>,
  orderToken: string,
): Promise<void> {
  const order = await requireOrder(deps, orderToken);
  const open = await deps.edits.findOpenEdit(order.id);
  if (!open) throw notFound('Open change to this order');
  await deps.edits.discardEdit(open.id, open.cartId, deps.clock());
}
