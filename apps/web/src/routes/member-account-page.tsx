import { titled } from '../app/page-meta.ts';
import { PageHero } from '../components/layout/page-hero.tsx';
import { Container } from '../components/ui/container.tsx';
import { LoadingShapes } from '../components/ui/skeleton.tsx';
import { TextLink } from '../components/ui/text-link.tsx';
import { paths } from '../config/paths.ts';
import { useMemberSession } from '../features/members/lib/member-session.ts';
import { useMemberPasses } from '../features/passes/api/get-member-passes.ts';
import { AccountOrders } from '../features/passes/components/account-orders.tsx';
import { PassHolderList } from '../features/passes/components/pass-holder-list.tsx';
import { RenewalNotice } from '../features/passes/components/renewal-notice.tsx';
import { LoadFailure } from './load-failure.tsx';

/**
 * `/member/account`: a logged-in member's passes, each household member's card, and the renewal
 * when it is due (issue 31). The router's guard sends a visitor who is not logged in to the login.
 */
export default function MemberAccountPage() {
  const { session, token } = useMemberSession();
  const passes = useMemberPasses(token ?? '');
  const name = session
    ? `${session.primaryMember.firstName} ${session.primaryMember.lastName}`
    : '';

  let content;
  if (passes.isPending) {
    content = (
      <LoadingShapes
        label="Loading your passes…"
        shapes={['h-40 rounded-2xl', 'h-40 rounded-2xl']}
        className="space-y-4"
      />
    );
  } else if (passes.isError) {
    content = (
      <LoadFailure
        title="An error occurred while loading your passes."
        onRetry={() => void passes.refetch()}
      />
    );
  } else {
    const hasPass = passes.data.holders.some((holder) => holder.passes.length > 0);
    content = (
      <div className="space-y-6">
        {passes.data.renewal ? <RenewalNotice renewal={passes.data.renewal} /> : null}
        <section aria-labelledby="household-heading" className="space-y-4">
          <h2 id="household-heading" className="text-xl font-bold tracking-tight text-navy-950">
            Pass holders
          </h2>
          {hasPass ? null : (
            <p className="text-navy-800">
              You have no membership yet.{' '}
              <TextLink to={paths.memberships.getHref()}>See the memberships</TextLink>
            </p>
          )}
          <PassHolderList holders={passes.data.holders} token={token ?? ''} />
        </section>
      </div>
    );
  }

  return (
    <>
      <PageHero eyebrow={name} title="Your Account">
        Your passes, each pass holder’s card to show at the entrance, and your ticket orders.
      </PageHero>
      <Container className="space-y-10 py-8 sm:py-10">
        {content}
        {/* Asked for beside the passes, shown once they are in: below their loading state it
            would be pushed down the screen when they arrive. */}
        {token ? (
          <div hidden={passes.isPending}>
            <AccountOrders token={token} />
          </div>
        ) : null}
      </Container>
    </>
  );
}

export const meta = titled('Your Account');
