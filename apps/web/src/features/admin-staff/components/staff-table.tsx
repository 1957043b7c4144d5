import type { StaffListMember } from '@shop/core/staff-api';
import { Badge } from '../../../components/ui/badge.tsx';
import {
  AdminDataTable,
  createAdminColumnHelper,
} from '../../admin-shared/components/admin-data-table.tsx';
import { roleNames } from '../../admin-shared/role-names.ts';
import { StaffRowActions } from './staff-row-actions.tsx';

const helper = createAdminColumnHelper<StaffListMember>();
const yesNo = (on: boolean, yes: string, no: string) => (
  <Badge tone={on ? 'info' : 'neutral'}>{on ? yes : no}</Badge>
);
/** Invited until the member chooses a password through the e-mailed link (decision 080). */
const statusOf = (member: StaffListMember) =>
  !member.active ? 'Deactivated' : member.hasSetPassword ? 'Active' : 'Invited';
const statusTones = { Active: 'info', Invited: 'accent', Deactivated: 'neutral' } as const;

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
  helper.accessor(statusOf, {
    id: 'status',
    header: 'Status',
    sortFn: 'text',
    enableGlobalFilter: false,
    cell: (info) => <Badge tone={statusTones[info.getValue()]}>{info.getValue()}</Badge>,
  }),
  helper.display({
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    cell: (info) => <StaffRowActions member={info.row.original} />,
  }),
]);

/** The staff accounts: sorted by a header's button, filtered by name, e-mail or role. */
export function StaffTable({ members }: { members: StaffListMember[] }) {
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
