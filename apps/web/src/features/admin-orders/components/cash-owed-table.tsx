import type { CashOwed } from '@shop/core/cash-owed-api';
import { formatUsd } from '@shop/core/money';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { textLinkClasses } from '../../../components/ui/text-link.tsx';
import { adminOrderPath } from '../../admin-shared/admin-paths.ts';
import {
  AdminDataTable,
  createAdminColumnHelper,
} from '../../admin-shared/components/admin-data-table.tsx';

const helper = createAdminColumnHelper<CashOwed>();
const when = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'America/Denver',
});

function columnsFor(onHandOver: (owed: CashOwed) => void) {
  return helper.columns([
    helper.accessor('receipt', {
      header: 'Order',
      sortFn: 'text',
      cell: (info) => (
        <Link
          className={textLinkClasses}
          to={adminOrderPath(info.row.original.orderId)}
          aria-label={`Order ${info.getValue()}`}
        >
          {info.getValue()}
        </Link>
      ),
    }),
    // The hand-over beside its order, not last: on a phone the table scrolls sideways in its card
    // and a last column starts off-screen, where nothing shows the button is there.
    helper.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => (
        <Button variant="secondary" size="sm" onPress={() => onHandOver(row.original)}>
          Record hand-over<span className="sr-only"> for order {row.original.receipt}</span>
        </Button>
      ),
    }),
    helper.accessor('customerName', { header: 'Name', sortFn: 'text' }),
    helper.accessor('amountCents', {
      header: 'Cash owed',
      sortFn: 'basic',
      cell: (info) => <span className="font-semibold">{formatUsd(info.getValue())}</span>,
    }),
    helper.accessor('reason', {
      header: 'Why',
      sortFn: 'text',
      // The cancellation's sentence is long: a readable column on a phone, scrolled sideways.
      cell: (info) => <span className="block min-w-60">{info.getValue() ?? '—'}</span>,
    }),
    helper.accessor('createdAt', {
      header: 'Owed since',
      sortFn: 'text',
      cell: (info) => (
        <time dateTime={info.getValue()} className="whitespace-nowrap">
          {when.format(new Date(info.getValue()))}
        </time>
      ),
    }),
  ]);
}

/** The refunds owed in cash, oldest first, each with its hand-over button. */
export function CashOwedTable({
  owed,
  onHandOver,
}: {
  owed: CashOwed[];
  onHandOver: (owed: CashOwed) => void;
}) {
  return (
    <AdminDataTable
      caption="Cash owed at the window"
      data={owed}
      columns={columnsFor(onHandOver)}
      getRowId={(row) => String(row.refundId)}
      initialSorting={[{ id: 'createdAt', desc: false }]}
      emptyMessage={() => 'No cash is owed.'}
    />
  );
}
