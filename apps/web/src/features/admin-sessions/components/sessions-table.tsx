import type { AdminSession } from '@shop/core/admin-sessions-api';
import { formatClockTime } from '@shop/core/shop-time';
import type { RowSelectionState } from '@tanstack/react-table';
import { useState, type ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { adminGuestListPath } from '../../admin-shared/admin-paths.ts';
import {
  AdminDataTable,
  createAdminColumnHelper,
} from '../../admin-shared/components/admin-data-table.tsx';
import { dayName } from '../lib/session-month.ts';

const PAGE_SIZE = 15;
const helper = createAdminColumnHelper<AdminSession>();
// A cancelled session is its own state, never merely closed (decision 073).
const statusOf = (session: AdminSession) =>
  session.cancelled
    ? 'cancelled'
    : session.closed
      ? 'closed'
      : session.vacancy <= 0
        ? 'full'
        : 'open';
const statusBadges = {
  open: <Badge tone="info">Open</Badge>,
  full: <Badge>Full</Badge>,
  closed: <Badge className="bg-red-50 text-red-800 ring-red-800/20">Closed</Badge>,
  cancelled: <Badge className="bg-navy-900 text-white ring-navy-900">Cancelled</Badge>,
};
const statusOptions = [
  { id: 'all', label: 'All' },
  { id: 'open', label: 'Open' },
  { id: 'full', label: 'Full' },
  { id: 'closed', label: 'Closed' },
  { id: 'cancelled', label: 'Cancelled' },
];
const labelOf = (session: AdminSession) =>
  `${dayName(session.date)}, ${formatClockTime(session.startTime)}`;

function columnsFor(canChange: boolean, onEdit: (session: AdminSession) => void) {
  return helper.columns([
    helper.accessor('startsAt', {
      header: 'Session',
      sortFn: 'text',
      cell: (info) => labelOf(info.row.original),
    }),
    helper.accessor('sold', { header: 'Sold', sortFn: 'basic' }),
    helper.accessor('held', { header: 'Held', sortFn: 'basic' }),
    helper.accessor('capacity', { header: 'Capacity', sortFn: 'basic' }),
    helper.accessor('vacancy', { header: 'Left', sortFn: 'basic' }),
    helper.accessor(statusOf, {
      id: 'status',
      header: 'Status',
      sortFn: 'text',
      filterFn: 'equals',
      cell: (info) => statusBadges[info.getValue()],
    }),
    helper.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => (
        <div className="flex items-center justify-end gap-3">
          <TextLink to={adminGuestListPath(row.original.id)} className="whitespace-nowrap">
            Guest list<span className="sr-only"> of {labelOf(row.original)}</span>
          </TextLink>
          {canChange ? (
            <Button variant="secondary" size="sm" onPress={() => onEdit(row.original)}>
              Edit<span className="sr-only"> {labelOf(row.original)}</span>
            </Button>
          ) : null}
        </div>
      ),
    }),
  ]);
}

/**
 * The month's sessions as a table: sorted by a header's button, filtered by status, a page at a
 * time; with `bulkActions`, rows are selected for them.
 */
export function SessionsTable({
  sessions,
  canChange,
  onEdit,
  bulkActions,
}: {
  sessions: AdminSession[];
  canChange: boolean;
  onEdit: (session: AdminSession) => void;
  bulkActions: (selected: AdminSession[], clear: () => void) => ReactNode;
}) {
  const [status, setStatus] = useState('all');
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const selected = sessions.filter((session) => rowSelection[String(session.id)]);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SelectField
          label="Status"
          placeholder="All"
          options={statusOptions}
          value={status}
          onChange={(value) => setStatus(value || 'all')}
          className="w-48"
        />
        {canChange ? bulkActions(selected, () => setRowSelection({})) : null}
      </div>
      <AdminDataTable
        caption="Sessions of the month"
        data={sessions}
        columns={columnsFor(canChange, onEdit)}
        getRowId={(session) => String(session.id)}
        initialSorting={[{ id: 'startsAt', desc: false }]}
        columnFilters={status === 'all' ? [] : [{ id: 'status', value: status }]}
        pager={{ label: 'Session pages', pageSize: PAGE_SIZE }}
        selection={
          canChange
            ? {
                selected: rowSelection,
                onChange: setRowSelection,
                allLabel: 'Select every session on this page',
                rowLabel: (session) => `Select ${labelOf(session)}`,
              }
            : undefined
        }
        emptyMessage={() => `No session is ${status} this month.`}
      />
    </div>
  );
}
