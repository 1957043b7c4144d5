import type { MemberSummary } from '@shop/core/member-admin-api';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { textLinkClasses } from '../../../components/ui/text-link.tsx';
import { adminMemberPath } from '../../admin-shared/admin-paths.ts';
import {
  AdminDataTable,
  createAdminColumnHelper,
} from '../../admin-shared/components/admin-data-table.tsx';

const helper = createAdminColumnHelper<MemberSummary>();
const columns = helper.columns([
  helper.accessor('name', {
    header: 'Name',
    sortFn: 'text',
    cell: (info) => (
      <Link className={textLinkClasses} to={adminMemberPath(info.row.original.id)}>
        {info.getValue()}
      </Link>
    ),
  }),
  helper.accessor('memberCode', { header: 'Member code', sortFn: 'text' }),
  helper.accessor((member) => member.email ?? '—', {
    id: 'email',
    header: 'Email',
    sortFn: 'text',
  }),
  helper.accessor('isPrimary', {
    header: 'Household',
    sortFn: 'basic',
    cell: (info) => (info.getValue() ? 'Primary' : 'Secondary'),
  }),
  helper.accessor('active', {
    header: 'Login',
    sortFn: 'basic',
    cell: (info) => (
      <Badge tone={info.getValue() ? 'info' : 'neutral'}>
        {info.getValue() ? 'Active' : 'Deactivated'}
      </Badge>
    ),
  }),
]);

/** A page of found members, sortable by a header's button; the name opens the member. */
export function MembersTable({ members }: { members: MemberSummary[] }) {
  return (
    <AdminDataTable caption="Members found" data={members} columns={columns} initialSorting={[]} />
  );
}
