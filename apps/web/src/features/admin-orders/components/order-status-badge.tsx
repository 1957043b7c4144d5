import type { OrderStatus } from '@shop/core/order-admin-api';
import { Badge } from '../../../components/ui/badge.tsx';

const labels: Record<OrderStatus, string> = {
  paid: 'Paid',
  'partly-refunded': 'Partly refunded',
  refunded: 'Refunded',
};

/** Where an order stands after refunds, as a badge. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={status === 'paid' ? 'info' : 'neutral'}>{labels[status]}</Badge>;
}
