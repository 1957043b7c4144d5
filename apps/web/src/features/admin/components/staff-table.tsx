import type { StaffMember } from '@shop/core/staff-api';
import {
  columnFilteringFeature,
  createColumnHelper,
  createFilteredRowModel,
  createSortedRowModel,
  filterFn_includesString,
  globalFilteringFeature,
  rowSortingFeature,
  sortFn_basic,
  sortFn_text,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { TextInputField } from '../../../components/ui/text-input-field.tsx';
import { roleNames } from '../role-names.ts';
import { SortableHeader } from './sortable-header.tsx';
import { StaffRowActions } from './staff-row-actions.tsx';

const features = tableFeatures({
  columnFilteringFeature,
  globalFilteringFeature,
  rowSortingFeature,
  filteredRowModel: createFilteredRowModel(),
  sortedRowModel: createSortedRowModel(),
  filterFns: { includesString: filterFn_includesString },
  sortFns: { text: sortFn_text, basic: sortFn_basic },
});
const helper = createColumnHelper<typeof features, StaffMember>();
const yesNo = (on: boolean, yes: string, no: string) => (
  <Badge tone={on ? 'info' : 'neutral'}>{on ? yes : no}</Badge>
);
const columns = helper.columns([
  helper.accessor('name', { header: 'Name', sortFn: 'text' }),
  helper.accessor('email', { header: 'Email', sortFn: 'text' }),
  helper.accessor((member) => roleNames[member.role], {
    id: 'role',
    header: 'Role',
    sortFn: 'text',
  }),
  helper.accessor('twoFactorEnabled', {
    header: 'Two-factor',
    sortFn: 'basic',
    enableGlobalFilter: false,
    cell: (info) => yesNo(info.getValue(), 'On', 'Off'),
  }),
  helper.accessor('active', {
    header: 'Active',
    sortFn: 'basic',
    enableGlobalFilter: false,
    cell: (info) => yesNo(info.getValue(), 'Active', 'Deactivated'),
  }),
  helper.display({
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    cell: (info) => <StaffRowActions member={info.row.original} />,
  }),
]);

/** The staff accounts: sorted by a header's button, filtered by name, e-mail or role. */
export function StaffTable({ members }: { members: StaffMember[] }) {
  const [filter, setFilter] = useState('');
  const table = useTable({
    features,
    columns,
    data: members,
    state: { globalFilter: filter },
    onGlobalFilterChange: (value) => setFilter(typeof value === 'string' ? value : ''),
    globalFilterFn: 'includesString',
    initialState: { sorting: [{ id: 'name', desc: false }] },
  });
  const rows = table.getRowModel().rows;

  return (
    <div className="space-y-4">
      <TextInputField
        label="Filter"
        description="By name, email or role."
        value={filter}
        onChange={setFilter}
        className="max-w-sm"
      />
      <div className="overflow-x-auto rounded-2xl bg-white shadow-card ring-1 ring-navy-900/5">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Staff accounts</caption>
          <thead className="border-b border-navy-900/10 bg-glacier-50 text-navy-900">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <SortableHeader key={header.id} header={header}>
                    <table.FlexRender header={header} />
                  </SortableHeader>
                ))}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-navy-900/10 text-navy-800">
            {rows.map((row) => (
              <tr key={row.id}>
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} className="px-4 py-3 align-middle">
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 ? (
          <p role="status" className="px-4 py-8 text-center text-navy-800">
            No staff account matches &lsquo;{filter}&rsquo;.
          </p>
        ) : null}
      </div>
    </div>
  );
}
