import { titled } from '../app/page-meta.ts';
import { PageHero } from '../components/layout/page-hero.tsx';
import { Container } from '../components/ui/container.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { LoadingShapes } from '../components/ui/skeleton.tsx';
import { env } from '../config/env.ts';
import { useMemberships } from '../features/memberships/api/get-memberships.ts';
import { MembershipCard } from '../features/memberships/components/membership-card.tsx';
import { MEMBERSHIPS_QUEUE } from '../features/on-sale-queue/api/on-sale-queue.ts';
import {
  QueueTurnNotice,
  QueueWaiting,
} from '../features/on-sale-queue/components/queue-waiting.tsx';
import { isWaitingTurn, useQueueTurn } from '../features/on-sale-queue/hooks/use-queue-turn.ts';
import { LoadFailure } from './load-failure.tsx';

/**
 * `/memberships`: the active memberships, each with its way to buy (decision 035). Open to every
 * visitor, like the activities: buying one asks for a login. While the memberships go on sale
 * through a queue, its waiting page stands in for them until the visitor's turn (decision 104).
 */
export default function MembershipsPage() {
  const memberships = useMemberships();
  const queue = useQueueTurn(MEMBERSHIPS_QUEUE);
  const { turn } = queue;

  let content;
  if (isWaitingTurn(turn)) {
    content = <QueueWaiting {...queue} turn={turn} goods="memberships" />;
  } else if (memberships.isPending || turn.phase === 'loading') {
    content = (
      <LoadingShapes
        label="Loading memberships…"
        shapes={['h-96 rounded-2xl', 'h-96 rounded-2xl', 'h-96 rounded-2xl']}
        className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
      />
    );
  } else if (memberships.isError) {
    content = (
      <LoadFailure
        title="An error occurred while loading memberships."
        onRetry={() => void memberships.refetch()}
      />
    );
  } else if (memberships.data.length === 0) {
    content = <EmptyState title="No memberships are on sale right now." />;
  } else {
    content = (
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {memberships.data.map((membership) => (
          <li key={membership.id}>
            <MembershipCard membership={membership} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <PageHero eyebrow={env.VITE_FOUNDATION_NAME} title="Memberships">
        A year of visits to the foundation’s venues for you and your family.
      </PageHero>
      <Container className="py-8 sm:py-10">
        {turn.phase === 'turn' ? (
          <QueueTurnNotice expiresAt={turn.expiresAt} goods="memberships" />
        ) : null}
        {content}
      </Container>
    </>
  );
}

export const meta = titled('Memberships');
