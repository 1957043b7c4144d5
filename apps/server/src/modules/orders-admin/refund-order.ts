/**
 * Refunds a whole order or chosen places of it (issue 15, decision 055): the refund is written
 * pending, the card credited once under the refund's own key, then the places, coupon uses,
 * e-mail and audit entry written together. A retry with the same key answers the same refund.
 */
import { orderAdminTexts, type OrderRefund } from '@shop/core/order-admin-api';
import { AppError } from '../../http/app-error.ts';
import { openRefund, type RefundInput } from './open-refund.ts';
import type { OrdersAdminDeps } from './orders-admin-deps.ts';
import { payRefund, readRefund } from './settle-refund.ts';

export async function refundOrder(
  deps: OrdersAdminDeps,
  request: {
    orderId: number;
    staffId: number | null;
    /** The most the staff member's role may refund at a time (decision 081); null: any. */
    refundLimitCents?: number | null;
    requestKey: string;
    /** Set for a staff member's request: the same key with another body is refused. */
    requestHash?: string;
    body: RefundInput;
    cashOwed?: boolean;
  },
): Promise<OrderRefund> {
  const opened = await openRefund(deps, request);
  // Owed in cash (decision 073): nothing moves until a clerk records the hand-over.
  if (opened.owed) return readRefund(deps.db, opened.id);
  if (opened.created) return payRefund(deps, opened.id);
  const earlier = await readRefund(deps.db, opened.id);
  if (earlier.status === 'pending') throw new AppError('conflict', orderAdminTexts.refundUnderWay);
  if (earlier.status === 'failed')
    throw new AppError('payment_failed', earlier.message ?? orderAdminTexts.refundNotConfirmed);
  return earlier;
}
