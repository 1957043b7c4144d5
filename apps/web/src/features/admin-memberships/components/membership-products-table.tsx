import type { AdminMembership } from '@shop/core/membership-admin-api';
import { formatUsd } from '@shop/core/money';
import { useMemo } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  AdminDataTable,
  createAdminColumnHelper,
} from '../../admin-shared/components/admin-data-table.tsx';

const helper = createAdminColumnHelper<AdminMembership>();
const number = (value: number) => <span className="tabular-nums">{value}</span>;

interface RowActions {
  onEdit: (membership: AdminMembership) => void;
  onEditEntitlements: (membership: AdminMembership) => void;
  onToggleSale: (membership: AdminMembership) => void;
}

function membershipColumns({ onEdit, onEditEntitlements, onToggleSale }: RowActions) {
  return helper.columns([
    helper.accessor('position', { header: 'Position', cell: (info) => number(info.getValue()) }),
    helper.accessor('displayName', {
      header: 'Membership',
      cell: (info) => (
        <>
          <p className="font-semibold text-navy-950">{info.getValue()}</p>
          <p className="font-mono text-xs text-slate-600">{info.row.original.centamanId}</p>
        </>
      ),
    }),
    helper.accessor((membership) => Math.round(membership.primaryOptions.price * 100), {
      id: 'price',
      header: 'Price',
      cell: (info) => <span className="tabular-nums">{formatUsd(info.getValue())}</span>,
    }),
    helper.accessor((membership) => membership.secondaryOptions?.maxQuantity ?? 0, {
      id: 'included',
      header: 'Included members',
      cell: (info) => number(info.getValue()),
    }),
    helper.accessor((membership) => membership.addOns.filter((addOn) => addOn.active).length, {
      id: 'addOns',
      header: 'Add-ons',
    }),
    helper.accessor('orders', { header: 'Orders', cell: (info) => number(info.getValue()) }),
    helper.accessor('active', {
      header: 'Status',
      cell: (info) => (
        <Badge tone={info.getValue() ? 'info' : 'neutral'} className="whitespace-nowrap">
          {info.getValue() ? 'On sale' : 'Off sale'}
        </Badge>
      ),
    }),
    helper.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row: { original: membership } }) => (
        <div className="flex justify-end gap-2">
          <Button variant="secondary" size="sm" onPress={() => onEdit(membership)}>
            Edit<span className="sr-only"> {membership.displayName}</span>
          </Button>
          <Button variant="secondary" size="sm" onPress={() => onEditEntitlements(membership)}>
            Entitlements<span className="sr-only"> of {membership.displayName}</span>
          </Button>
          <Button variant="ghost" size="sm" onPress={() => onToggleSale(membership)}>
            {membership.active ? 'Take off sale' : 'Put on sale'}
            <span className="sr-only"> {membership.displayName}</span>
          </Button>
        </div>
      ),
    }),
  ]);
}

/** The membership products in the shop's order, each with its editors and sale switch. */
export function MembershipProductsTable({
  memberships,
  onEdit,
  onEditEntitlements,
  onToggleSale,
}: RowActions & { memberships: AdminMembership[] }) {
  const columns = useMemo(
    () => membershipColumns({ onEdit, onEditEntitlements, onToggleSale }),
    [onEdit, onEditEntitlements, onToggleSale],
  );
  return (
    <AdminDataTable
      caption="Membership products, in the shop’s order"
      data={memberships}
      columns={columns}
    />
  );
}
