import type { StaffSession } from '@shop/core/staff-api';
import { useOutletContext, useParams } from 'react-router';
import { Badge } from '../components/ui/badge.tsx';
import { cn } from '../components/ui/cn.ts';
import { LoadingShapes } from '../components/ui/skeleton.tsx';
import { TextLink } from '../components/ui/text-link.tsx';
import { useAdminMember } from '../features/admin-members/api/members.ts';
import { MemberCards } from '../features/admin-members/components/member-cards.tsx';
import { MemberHousehold } from '../features/admin-members/components/member-household.tsx';
import { MemberLoginActions } from '../features/admin-members/components/member-login-actions.tsx';
import { MemberPasses } from '../features/admin-members/components/member-passes.tsx';
import { adminPaths } from '../features/admin-shared/admin-paths.ts';
import {
  AdminPageHeading,
  pageTitleClasses,
} from '../features/admin-shared/components/admin-page-heading.tsx';
import { QueryFailure } from '../features/admin-shared/components/query-states.tsx';
import { usePageTitle } from '../hooks/use-page-title.ts';

const card = 'rounded-2xl bg-white p-4 shadow-card ring-1 ring-navy-900/5';

/** `/admin/members/:id`: the member, the household's login, members and passes; reset, deactivate. */
export default function AdminMemberPage() {
  const id = Number(useParams().id);
  const member = useAdminMember(id);
  const { permissions } = useOutletContext<StaffSession>();
  usePageTitle(member.data ? `${member.data.firstName} ${member.data.lastName}` : 'Member');

  if (member.isPending)
    return (
      <LoadingShapes
        label="Loading the member"
        shapes={['h-10 w-64', 'h-40 w-full']}
        className="space-y-3"
      />
    );
  if (member.isError)
    return (
      <div className="space-y-4">
        <TextLink to={adminPaths.members}>Back to members</TextLink>
        {/* A refused or missing member still gets the page's heading (issue 30). */}
        <AdminPageHeading title="Member" />
        <QueryFailure query={member} title="The member could not be loaded." />
      </div>
    );
  const data = member.data;
  const name = `${data.firstName} ${data.lastName}`;
  const active = data.account?.active ?? true;

  return (
    <div className="space-y-6">
      <TextLink to={adminPaths.members}>Back to members</TextLink>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className={cn('flex flex-wrap items-center gap-3', pageTitleClasses)}>
            {name}
            {data.account ? (
              <Badge tone={active ? 'info' : 'neutral'}>{active ? 'Active' : 'Deactivated'}</Badge>
            ) : null}
          </h1>
          <p className="mt-1 text-navy-800">
            Member {data.memberCode} · {data.isPrimary ? 'primary member' : 'secondary member'}
            {data.account ? ` · logs in as ${data.account.email}` : ' · no login of their own'}
            {data.phone ? ` · ${data.phone}` : ''}
          </p>
        </div>
        {data.account ? <MemberLoginActions member={data} account={data.account} /> : null}
      </div>
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <MemberHousehold member={data} className={card} />
        <MemberPasses member={data} canRefund={permissions.refund !== 'none'} className={card} />
        <MemberCards member={data} className={card} />
      </div>
    </div>
  );
}
