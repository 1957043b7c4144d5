import type { AdminCoupon, CouponScopeOptions } from '@shop/core/coupon-admin-api';
import { useMemo } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import {
  AdminDataTable,
  createAdminColumnHelper,
} from '../../admin-shared/components/admin-data-table.tsx';
import { discountLabel, scopeLabel, statusLabel, usesLabel, windowLabel } from './coupon-labels.ts';
import { CouponRowActions } from './coupon-row-actions.tsx';

export const COUPON_PAGE_SIZE = 10;

const helper = createAdminColumnHelper<AdminCoupon>();

function couponColumns(options: CouponScopeOptions) {
  return helper.columns([
    helper.accessor('code', {
      header: 'Code',
      sortFn: 'text',
      cell: (info) => (
        <div>
          <p className="font-mono font-semibold text-navy-950">{info.getValue()}</p>
          <p className="text-xs text-slate-600">{info.row.original.description}</p>
        </div>
      ),
    }),
    helper.accessor((coupon) => discountLabel(coupon), {
      id: 'discount',
      header: 'Discount',
      sortFn: 'text',
    }),
    helper.accessor((coupon) => scopeLabel(coupon, options), {
      id: 'scope',
      header: 'Applies to',
      sortFn: 'text',
    }),
    helper.accessor((coupon) => windowLabel(coupon), {
      id: 'window',
      header: 'Valid',
      enableSorting: false,
    }),
    helper.accessor('uses', {
      header: 'Uses / limit',
      sortFn: 'basic',
      enableGlobalFilter: false,
      cell: (info) => (
        <span className="whitespace-nowrap tabular-nums">
          {usesLabel(info.row.original)}
          {info.row.original.held > 0 ? (
            <span className="block text-xs text-slate-600">{info.row.original.held} held now</span>
          ) : null}
        </span>
      ),
    }),
    helper.accessor((coupon) => statusLabel(coupon), {
      id: 'status',
      header: 'Status',
      sortFn: 'text',
      cell: (info) => (
        <Badge
          tone={info.getValue() === 'Active' ? 'info' : 'neutral'}
          className="whitespace-nowrap"
        >
          {info.getValue()}
        </Badge>
      ),
    }),
    helper.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: (info) => <CouponRowActions coupon={info.row.original} />,
    }),
  ]);
}

/** The coupons: sorted by a header's button, filtered by code, description or scope, paged. */
export function CouponTable({
  coupons,
  options,
}: {
  coupons: AdminCoupon[];
  options: CouponScopeOptions;
}) {
  const columns = useMemo(() => couponColumns(options), [options]);
  return (
    <AdminDataTable
      caption="Coupons"
      data={coupons}
      columns={columns}
      initialSorting={[{ id: 'code', desc: false }]}
      filter={{ description: 'By code, description or what it applies to.' }}
      pager={{ label: 'Coupon pages', pageSize: COUPON_PAGE_SIZE }}
      emptyMessage={(filter) => <>No coupon matches &lsquo;{filter}&rsquo;.</>}
    />
  );
}
