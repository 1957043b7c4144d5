import { titled } from '../app/page-meta.ts';
import { shopDateAt } from '@shop/core/shop-time';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { TextLink } from '../components/ui/text-link.tsx';
import { paths } from '../config/paths.ts';
import { useHousehold } from '../features/members/api/get-household.ts';
import { useMemberSession } from '../features/members/lib/member-session.ts';
import { useMembership } from '../features/memberships/api/get-membership.ts';
import { AddOnsForm } from '../features/memberships/components/add-ons-form.tsx';
import { MembershipLoadFailure } from '../features/memberships/components/membership-load-failure.tsx';
import { MembershipLoading } from '../features/memberships/components/membership-loading.tsx';
import { readReadyDraft } from '../features/memberships/lib/draft-readiness.ts';
import { saveMembershipDraft } from '../features/memberships/lib/membership-draft.ts';
import { MembershipStepFrame, redirectIfMembershipMissing } from './membership-step-frame.tsx';

/** `/memberships/{id}/add-ons`: paid family members and extras (SPEC sections 2 and 4). */
export default function MembershipAddOnsPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const membership = useMembership(id);
  const { session, token, isGuest } = useMemberSession();
  const household = useHousehold(token);
  const [today] = useState(() => shopDateAt(new Date()));

  const missing = redirectIfMembershipMissing(membership);
  if (missing) return missing;
  const draft = membership.data
    ? readReadyDraft(membership.data.id, {
        today,
        isGuest,
        memberId: isGuest ? null : (session?.primaryMemberId ?? null),
      })
    : undefined;
  if (membership.data && !draft) {
    return <Navigate replace to={paths.membership.getHref(membership.data.id)} />;
  }
  // Without add-ons this step is skipped (SPEC section 4).
  if (membership.data && membership.data.addOns.length === 0) {
    return <Navigate replace to={paths.membershipBilling.getHref(membership.data.id)} />;
  }

  const householdMembers = isGuest
    ? []
    : (household.data?.secondaryMembers ?? session?.secondaryMembers ?? []);

  let content;
  if (membership.isError) {
    content = <MembershipLoadFailure onRetry={() => void membership.refetch()} />;
  } else if (!membership.data || !draft) {
    content = <MembershipLoading label="Loading the add-ons…" />;
  } else {
    const membershipId = membership.data.id;
    content = (
      <AddOnsForm
        membership={membership.data}
        draft={draft}
        householdMembers={householdMembers}
        today={today}
        backLink={
          <TextLink to={paths.membership.getHref(membershipId)} className="text-center">
            Back to Member Details
          </TextLink>
        }
        onContinue={(next) => {
          saveMembershipDraft(next, { now: true });
          void navigate(paths.membershipBilling.getHref(membershipId));
        }}
      />
    );
  }

  return (
    <MembershipStepFrame membership={membership} step="add-ons">
      {content}
    </MembershipStepFrame>
  );
}

export const meta = titled('Add-Ons');
