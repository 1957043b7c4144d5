import type { ReactNode } from 'react';
import { PageHero } from '../../../components/layout/page-hero.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { MembershipSteps, type MembershipStep } from './membership-steps.tsx';

export interface MembershipPageLayoutProps {
  title: string;
  step: MembershipStep;
  hasAddOns: boolean;
  /** Who is buying (the member or a guest), beside the steps. */
  status?: ReactNode;
  children: ReactNode;
}

/** The frame of the membership steps: the hero, where the visitor is, and the page. */
export function MembershipPageLayout({
  title,
  step,
  hasAddOns,
  status,
  children,
}: MembershipPageLayoutProps) {
  return (
    <>
      <PageHero eyebrow="Memberships" title={title} />
      <Container className="py-6 sm:py-8">
        <div className="mb-6 flex flex-col gap-3 sm:mb-8 sm:flex-row sm:items-center sm:justify-between">
          <MembershipSteps current={step} hasAddOns={hasAddOns} />
          {status}
        </div>
        {children}
      </Container>
    </>
  );
}
