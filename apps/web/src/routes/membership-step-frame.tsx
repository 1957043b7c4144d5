import type { Membership } from '@shop/core/membership-api';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageHero } from '../components/layout/page-hero.tsx';
import { Container } from '../components/ui/container.tsx';
import { paths } from '../config/paths.ts';
import { MemberStatus } from '../features/members/components/member-status.tsx';
import { isMembershipMissing } from '../features/memberships/api/get-membership.ts';
import {
  MembershipSteps,
  type MembershipStep,
} from '../features/memberships/components/membership-steps.tsx';

/**
 * 'Membership Not Found' for a membership that does not exist (SPEC section 4): a step's page asks
 * first, before its own redirects, which read a membership still kept from before.
 */
export function redirectIfMembershipMissing(membership: UseQueryResult<Membership>) {
  return membership.isError && isMembershipMissing(membership.error) ? (
    <Navigate replace to={paths.membershipNotFound.getHref()} />
  ) : null;
}

/**
 * The frame of a membership step's page: the hero with the membership's name, where the visitor
 * is, and who is buying (the member or a guest).
 */
export function MembershipStepFrame({
  membership,
  step,
  children,
}: {
  membership: UseQueryResult<Membership>;
  step: MembershipStep;
  children: ReactNode;
}) {
  // The add-ons step is only reached with add-ons. While the membership loads, its steps are
  // drawn with it, as most memberships have add-ons: they then stay in place as it arrives.
  const hasAddOns = step === 'add-ons' || (membership.data?.addOns.length ?? 1) > 0;
  return (
    <>
      <PageHero eyebrow="Memberships" title={membership.data?.displayName ?? 'Membership'} />
      <Container className="py-6 sm:py-8">
        <div className="mb-6 flex flex-col gap-3 sm:mb-8 sm:flex-row sm:items-center sm:justify-between">
          <MembershipSteps current={step} hasAddOns={hasAddOns} />
          <MemberStatus membershipId={membership.data?.id} />
        </div>
        {children}
      </Container>
    </>
  );
}
