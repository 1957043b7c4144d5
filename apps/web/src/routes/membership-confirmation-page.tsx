import { titled, type PageHandle } from '../app/page-meta.ts';
import { useParams } from 'react-router';
import { OrderLoadFailurePage } from '../components/layout/order-load-failure-page.tsx';
import { PageHero } from '../components/layout/page-hero.tsx';
import { Container } from '../components/ui/container.tsx';
import { LoadingShapes } from '../components/ui/skeleton.tsx';
import { env } from '../config/env.ts';
import { paths } from '../config/paths.ts';
import { useMemberSession } from '../features/members/lib/member-session.ts';
import { isMembershipMissing } from '../features/memberships/api/get-membership.ts';
import { useMembershipOrder } from '../features/memberships/api/get-membership-order.ts';
import { MembershipConfirmation } from '../features/memberships/components/membership-confirmation.tsx';
import { donationLabel } from '../lib/donation-label.ts';

/**
 * `/memberships/confirmation/{confirmationToken}`: the membership thank-you page (SPEC 2). The
 * token is the order's capability: no login is needed (decision 035).
 */
export default function MembershipConfirmationPage() {
  const { orderId = '' } = useParams();
  const order = useMembershipOrder(orderId);
  // A guest buyer has no password to come back with: the order's own link is theirs.
  const { isLoggedIn } = useMemberSession();

  if (order.isError)
    return (
      <OrderLoadFailurePage
        retry={
          isMembershipMissing(order.error)
            ? undefined
            : { isRetrying: order.isFetching, onRetry: () => void order.refetch() }
        }
      />
    );

  return (
    <>
      <PageHero eyebrow={env.VITE_FOUNDATION_NAME} title="Thank You">
        Your order has been received.
      </PageHero>
      <Container className="py-8 sm:py-10">
        {order.isPending ? (
          <LoadingShapes
            label="Loading your order…"
            shapes={['h-16 rounded-xl', 'h-80 rounded-2xl']}
            className="space-y-6"
          />
        ) : (
          <MembershipConfirmation
            order={order.data}
            donationLabel={donationLabel}
            orderHref={isLoggedIn ? undefined : paths.membershipConfirmation.getHref(orderId)}
          />
        )}
      </Container>
    </>
  );
}

export const meta = titled('Thank You');

export const handle: PageHandle = { rendersInBrowser: true };
