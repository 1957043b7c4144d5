import { titled, type PageHandle } from '../app/page-meta.ts';
import { orderCancellationTexts } from '@shop/core/order-cancellation-texts';
import { orderTexts } from '@shop/core/order-texts';
import { useParams } from 'react-router';
import { OrderLoadFailurePage } from '../components/layout/order-load-failure-page.tsx';
import { PageHero } from '../components/layout/page-hero.tsx';
import { Container } from '../components/ui/container.tsx';
import { env } from '../config/env.ts';
import { useActivitiesById } from '../features/activities/api/get-activity.ts';
import { useOrder } from '../features/orders/api/get-order.ts';
import { OrderConfirmation } from '../features/orders/components/order-confirmation.tsx';
import { LoadingShapes, Skeleton } from '../components/ui/skeleton.tsx';
import { usePageTitle } from '../hooks/use-page-title.ts';
import { ApiError } from '../lib/api-client.ts';
import { donationLabel } from '../lib/donation-label.ts';

const PAGE_TITLE = 'Thank You';

/**
 * `/orders/confirmation/{orderToken}`, `/confirmation/{confirmationToken}` and `/orders/{id}`:
 * the ticket order thank-you page (SPEC section 2).
 */
export function OrderConfirmationPage() {
  const params = useParams();
  const orderToken = params.orderToken ?? params.confirmationToken ?? params.id ?? '';
  const order = useOrder(orderToken);
  const { activities } = useActivitiesById(
    order.data?.cart.lineItems.map((line) => line.activityId) ?? [],
  );
  // An order whose session the shop cancelled thanks nobody (decision 073).
  const cancellation = order.data?.cancellation ?? null;
  const title = cancellation ? orderCancellationTexts.title : PAGE_TITLE;
  usePageTitle(order.isError ? orderTexts.couldNotLoad : title);

  if (order.isError) {
    const isMissing = order.error instanceof ApiError && order.error.status === 404;
    return (
      <OrderLoadFailurePage
        retry={
          isMissing
            ? undefined
            : { isRetrying: order.isFetching, onRetry: () => void order.refetch() }
        }
      />
    );
  }

  return (
    <>
      <PageHero eyebrow={env.VITE_FOUNDATION_NAME} title={title}>
        {cancellation ? (
          <p>
            {cancellation.wholeOrder
              ? orderCancellationTexts.wholeOrder
              : orderCancellationTexts.partOfOrder}
          </p>
        ) : order.data ? (
          <p>Your order has been received.</p>
        ) : (
          // Its line, kept while the order loads: the page below stays where it will be.
          <div className="py-1">
            <Skeleton className="h-5 w-64 max-w-full bg-white/15" />
          </div>
        )}
      </PageHero>
      <Container className="py-8 sm:py-10">
        <div>
          {order.isPending ? (
            <LoadingShapes
              label="Loading your order…"
              shapes={['h-16 rounded-xl', 'h-56 rounded-2xl', 'h-40 rounded-2xl']}
              className="space-y-6"
            />
          ) : (
            <OrderConfirmation
              order={order.data}
              activities={activities}
              donationLabel={donationLabel}
            />
          )}
        </div>
      </Container>
    </>
  );
}

export const meta = titled(PAGE_TITLE);

export const handle: PageHandle = { rendersInBrowser: true };

export default OrderConfirmationPage;
