import { titled } from '../app/page-meta.ts';
import type { Member } from '@shop/core/member-api';
import { shopDateAt } from '@shop/core/shop-time';
import { useEffect, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../config/paths.ts';
import { useHousehold } from '../features/members/api/get-household.ts';
import { useSessionExpiry } from '../features/members/hooks/use-session-expiry.ts';
import { useMemberSession } from '../features/members/lib/member-session.ts';
import { useMembership } from '../features/memberships/api/get-membership.ts';
import { useMemberships } from '../features/memberships/api/get-memberships.ts';
import { MembershipDetailsForm } from '../features/memberships/components/membership-details-form.tsx';
import { MembershipLoadFailure } from '../features/memberships/components/membership-load-failure.tsx';
import { MembershipLoading } from '../features/memberships/components/membership-loading.tsx';
import { MembershipOverview } from '../features/memberships/components/membership-overview.tsx';
import {
  changeMembership,
  saveMembershipDraft,
  startMembershipDraft,
  storeMembershipId,
  type MembershipDraft,
} from '../features/memberships/lib/membership-draft.ts';
import { MembershipStepFrame, redirectIfMembershipMissing } from './membership-step-frame.tsx';

const noMembers: readonly Member[] = [];

/** `/memberships/{id}`: the account holder, the pass holders, and the membership (SPEC 2, 5). */
export default function MembershipDetailsPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const membership = useMembership(id);
  const memberships = useMemberships();
  const { session, token, isGuest } = useMemberSession();
  const household = useHousehold(token);
  const expireSession = useSessionExpiry();

  useEffect(() => {
    if (household.isError) expireSession(household.error);
  }, [household.isError, household.error, expireSession]);
  useEffect(() => {
    if (membership.data) storeMembershipId(membership.data.id);
  }, [membership.data]);

  // The household as the server has it now, else as it was at login.
  const primaryMember = household.data?.primaryMember ?? session?.primaryMember;
  const householdMembers = isGuest
    ? noMembers
    : (household.data?.secondaryMembers ?? session?.secondaryMembers ?? noMembers);
  const isHouseholdReady = !token || !household.isPending;
  const membershipId = membership.data?.id;
  const draft = useMemo(
    () =>
      membershipId !== undefined && isHouseholdReady
        ? startMembershipDraft(membershipId, isGuest ? undefined : primaryMember, householdMembers)
        : undefined,
    // The draft starts once per membership and visitor; later edits live in the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [membershipId, isHouseholdReady, isGuest, primaryMember?.id],
  );

  const hasAddOns = (membership.data?.addOns.length ?? 0) > 0;
  const goOn = (next: MembershipDraft) => {
    saveMembershipDraft(next, { now: true });
    void navigate(
      hasAddOns
        ? paths.membershipAddOns.getHref(next.membershipId)
        : paths.membershipBilling.getHref(next.membershipId),
    );
  };

  const missing = redirectIfMembershipMissing(membership);
  if (missing) return missing;
  let content;
  if (membership.isError || memberships.isError) {
    content = (
      <MembershipLoadFailure
        onRetry={() => {
          void membership.refetch();
          void memberships.refetch();
        }}
      />
    );
  } else if (!membership.data || !memberships.data || !draft) {
    content = <MembershipLoading label="Loading the membership…" />;
  } else {
    content = (
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,8fr)_minmax(0,4fr)] lg:gap-8">
        <div className="lg:order-last lg:sticky lg:top-6">
          <MembershipOverview membership={membership.data} />
        </div>
        <MembershipDetailsForm
          key={`${membership.data.id}-${draft.memberId ?? 'guest'}`}
          membership={membership.data}
          memberships={memberships.data}
          draft={draft}
          householdMembers={householdMembers}
          isGuest={isGuest}
          today={shopDateAt(new Date())}
          continueLabel={hasAddOns ? 'Continue to Add-Ons' : 'Continue to Billing'}
          onMembershipChange={(nextId, primary) => {
            saveMembershipDraft(changeMembership({ ...draft, primaryMember: primary }, nextId), {
              now: true,
            });
            void navigate(paths.membership.getHref(nextId));
          }}
          onContinue={goOn}
        />
      </div>
    );
  }

  return (
    <MembershipStepFrame membership={membership} step="details">
      {content}
    </MembershipStepFrame>
  );
}

export const meta = titled('Member Details');
