import { cartTexts } from '@shop/core/cart-texts';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigation, useParams, useSearchParams } from 'react-router';
import { PageHero } from '../components/layout/page-hero.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { Container } from '../components/ui/container.tsx';
import { paths } from '../config/paths.ts';
import { useActivitiesById, useActivity } from '../features/activities/api/get-activity.ts';
import { ActivitySummary } from '../features/choose-tickets/components/activity-summary.tsx';
import { ChooseTickets } from '../features/choose-tickets/components/choose-tickets.tsx';
import {
  ActivitySummaryLoading,
  ChooseTicketsLoading,
} from '../features/choose-tickets/components/choose-tickets-loading.tsx';
import { useOpeningSessionsReady } from '../features/choose-tickets/hooks/use-opening-sessions.ts';
import { chooseTicketsTexts } from '../features/choose-tickets/texts.ts';
import {
  QueueTurnNotice,
  QueueWaiting,
} from '../features/on-sale-queue/components/queue-waiting.tsx';
import { isWaitingTurn, useQueueTurn } from '../features/on-sale-queue/hooks/use-queue-turn.ts';
import { originalLinesOf } from '../features/orders/hooks/use-edited-order.ts';
import { useOpenedOnce } from '../hooks/use-opened-once.ts';
import { usePageTitle } from '../hooks/use-page-title.ts';
import { LoadFailure, OrderLoadFailure } from './load-failure.tsx';
import { useFlowCart } from './use-flow-cart.ts';
import { useTicketCart } from './use-ticket-cart.ts';

/**
 * False once the visitor is leaving the page or has left it: an answer that comes in then must
 * not store its line in the URL, which would navigate again, away from where they went.
 */
function useIsPageCurrent(): () => boolean {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const isLeaving = useRef(false);
  const isLeavingNow = navigation.state !== 'idle' && navigation.location?.pathname !== pathname;
  useLayoutEffect(() => {
    isLeaving.current = isLeavingNow;
  }, [isLeavingNow]);
  const isMounted = useRef(false);
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);
  return useCallback(() => isMounted.current && !isLeaving.current, []);
}

/** Sets the `line` parameter in place, unless the visitor has left the page meanwhile. */
function useSetLineParam(setSearchParams: ReturnType<typeof useSearchParams>[1]) {
  const isPageCurrent = useIsPageCurrent();
  return useCallback(
    (lineId: number | null) => {
      if (!isPageCurrent()) return;
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (lineId === null) next.delete('line');
          else next.set('line', String(lineId));
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [isPageCurrent, setSearchParams],
  );
}

function parseLineId(value: string | null): number | null {
  return value && /^\d+$/.test(value) ? Number(value) : null;
}

/** `/activities/{id}?line&cartToken&orderToken`: choose a session and tickets (SPEC section 2). */
export function ChooseTicketsPage() {
  const params = useParams();
  const activityId = Number(params.id);
  const [searchParams, setSearchParams] = useSearchParams();
  const orderToken = searchParams.get('orderToken');
  const isEditMode = Boolean(orderToken);
  const heading = isEditMode ? chooseTicketsTexts.editHeading : chooseTicketsTexts.heading;
  usePageTitle(heading);

  const activity = useActivity(activityId);
  // An activity on sale through a queue shows its waiting page until the visitor's turn.
  const queue = useQueueTurn(activityId);
  const { turn } = queue;
  const linked = useActivitiesById(activity.data?.linkedActivities.map((link) => link.id) ?? []);
  // The steps show before the cart is in (decision 102): a change made meanwhile waits for it.
  const { order, cart } = useFlowCart(orderToken);
  const lineId = parseLineId(searchParams.get('line'));
  const ticketCart = useTicketCart(cart.data, {
    opensOnCart: isEditMode || lineId !== null,
    isEditMode,
    waitForCart: () =>
      cart
        .refetch({ cancelRefetch: false })
        .then(({ data, error }) => data ?? Promise.reject(error)),
  });

  const setLineId = useSetLineParam(setSearchParams);

  const activitiesHref = paths.activities.getHref();
  // The form mounts once what it shows first is in: the opening sessions and the linked
  // activities too (the server's render brings them with the page, decision 102).
  const isOpeningReady = useOpeningSessionsReady(activity.data, { opensOnLine: lineId !== null });
  const isReady = Boolean(
    activity.data &&
    ticketCart &&
    (!isEditMode || order.data) &&
    isOpeningReady &&
    !linked.isPending &&
    turn.phase !== 'loading',
  );
  // Once shown, the form stays for this activity: leaving a line (Add Another Session) has the
  // opening sessions waited for again, and the form must not give way to the loading state, and
  // the focus with it, while they come.
  const isFormShown = useOpenedOnce(isReady, activityId);
  let body;
  if (isEditMode && order.isError) {
    body = <OrderLoadFailure error={order.error} onRetry={() => void order.refetch()} />;
  } else if (!isEditMode && isWaitingTurn(turn)) {
    body = <QueueWaiting {...queue} turn={turn} />;
  } else if (activity.isError) {
    body = (
      <LoadFailure title={chooseTicketsTexts.loadFailed} onRetry={() => void activity.refetch()} />
    );
  } else if (cart.isError) {
    body = (
      <LoadFailure
        hasBackLink={false}
        title={cartTexts.cartLoadFailedChooseTickets}
        onRetry={() => void cart.refetch()}
      />
    );
  } else {
    // The server renders the steps with the activity and its opening sessions (its loader), before
    // the visitor's cart is known (useTicketCart).
    body = (
      <>
        {/* First on a phone too, above the activity's summary. */}
        {turn.phase === 'turn' ? <QueueTurnNotice expiresAt={turn.expiresAt} /> : null}
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
          <div className="lg:order-2">
            {activity.data ? (
              <ActivitySummary activity={activity.data} />
            ) : (
              <ActivitySummaryLoading />
            )}
          </div>
          <div className="min-w-0 space-y-6 lg:order-1">
            {isFormShown && activity.data && ticketCart ? (
              <ChooseTickets
                key={activity.data.id}
                activity={activity.data}
                linkedActivities={[...linked.activities.values()]}
                ticketCart={ticketCart}
                lineId={lineId}
                onLineChange={setLineId}
                isEditMode={isEditMode}
                originalLines={order.data ? originalLinesOf(order.data) : undefined}
                checkoutHref={paths.cart.getHref({ cartToken: ticketCart.cart.token, orderToken })}
                activitiesHref={activitiesHref}
              />
            ) : (
              <ChooseTicketsLoading />
            )}
          </div>
        </div>
      </>
    );
  }

  return (
    <>
      <PageHero title={heading} eyebrow={activity.data?.displayName} />
      <Container className="py-8 sm:py-10">
        {isEditMode ? (
          <Alert tone="warning" title="You are changing a paid reservation." className="mb-6">
            <p>Nothing changes until you complete checkout.</p>
          </Alert>
        ) : null}
        {body}
      </Container>
    </>
  );
}

export { clientLoader, loader, meta } from './choose-tickets-loader.ts';

export default ChooseTicketsPage;
