import { formatUsd } from '@shop/core/money';
import type { OrderSummary } from '@shop/core/order-admin-api';
import { Link } from 'react-router';
import { textLinkClasses } from '../../../components/ui/text-link.tsx';
import { adminOrderPath } from '../../admin-shared/admin-paths.ts';
import {
  AdminDataTable,
  createAdminColumnHelper,
} from '../../admin-shared/components/admin-data-table.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';

const helper = createAdminColumnHelper<OrderSummary>();
const when = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'America/Denver',
});
const columns = helper.columns([
  helper.accessor('receipt', {
    header: 'Receipt',
    sortFn: 'text',
    cell: (info) => (
      <Link
        className={textLinkClasses}
        to={adminOrderPath(info.row.original.id)}
        aria-label={`Order ${info.getValue()}`}
      >
        {info.getValue()}
      </Link>
    ),
  }),
  helper.accessor('createdAt', {
    header: 'Placed',
    sortFn: 'text',
    cell: (info) => (
      <time dateTime={info.getValue()} className="whitespace-nowrap">
        {when.format(new Date(info.getValue()))}
      </time>
    ),
  }),
  helper.accessor('customerName', { header: 'Name', sortFn: 'text' }),
  helper.accessor('email', { header: 'Email', sortFn: 'text' }),
  helper.accessor('places', { header: 'Places', sortFn: 'basic' }),
  helper.accessor('totalPaidCents', {
    header: 'Paid',
    sortFn: 'basic',
    cell: (info) => formatUsd(info.getValue()),
  }),
  helper.accessor('paymentMethod', {
    header: 'Paid by',
    sortFn: 'text',
    // A box-office sale names its seller (decision 059).
    cell: (info) => {
      const { soldBy } = info.row.original;
      const method = info.getValue() ?? '—';
      return soldBy ? `${method} · sold by ${soldBy}` : method;
    },
  }),
  helper.accessor('status', {
    header: 'Status',
    sortFn: 'text',
    cell: (info) => <OrderStatusBadge status={info.getValue()} />,
  }),
]);

/** A page of found orders, sortable by a header's button; the receipt opens the order. */
export function OrdersTable({ orders }: { orders: OrderSummary[] }) {
  return (
    <AdminDataTable caption="Orders found" data={orders} columns={columns} initialSorting={[]} />
  );
}
