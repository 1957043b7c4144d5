import type { StaffMember } from '@shop/core/staff-api';
import { Badge } from '../../../components/ui/badge.tsx';
import {
  AdminDataTable,
  createAdminColumnHelper,
} from '../../admin-shared/components/admin-data-table.tsx';
import { roleNames } from '../../admin-shared/role-names.ts';
import { StaffRowActions } from './staff-row-actions.tsx';

const helper = createAdminColumnHelper<StaffMember>();
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
  return (
    <AdminDataTable
      caption="Staff accounts"
      data={members}
      columns={columns}
      initialSorting={[{ id: 'name', desc: false }]}
      filter={{ description: 'By name, email or role.' }}
      emptyMessage={(filter) => <>No staff account matches &lsquo;{filter}&rsquo;.</>}
    />
  );
}
