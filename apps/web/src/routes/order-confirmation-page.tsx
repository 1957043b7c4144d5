import { orderTexts } from '@shop/core/order-api';
import { useParams } from 'react-router';
import { PageHero } from '../components/layout/page-hero.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { Button } from '../components/ui/button.tsx';
import { Container } from '../components/ui/container.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { TextLink } from '../components/ui/text-link.tsx';
import { env } from '../config/env.ts';
import { paths } from '../config/paths.ts';
import { useActivitiesById } from '../features/activities/api/get-activity.ts';
import { useOrder } from '../features/orders/api/get-order.ts';
import { OrderConfirmation } from '../features/orders/components/order-confirmation.tsx';
import { OrderConfirmationLoading } from '../features/orders/components/order-confirmation-loading.tsx';
import { usePageTitle } from '../hooks/use-page-title.ts';

const donationLabel = `Donation to ${env.VITE_FOUNDATION_SHORT_NAME}`;

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
  usePageTitle('Thank You');

  return (
    <>
      <PageHero eyebrow={env.VITE_FOUNDATION_NAME} title="Thank You">
        {order.data ? <p>Your order has been received.</p> : null}
      </PageHero>
      <Container className="py-8 sm:py-10">
        <div className="max-w-4xl">
          {order.isPending ? (
            <OrderConfirmationLoading />
          ) : order.isError ? (
            <Alert tone="error" role="alert" title={orderTexts.loadFailed}>
              <div className="flex flex-wrap items-center gap-4">
                {/* Disabled rather than pending: React Aria's pending announcer outlives it. */}
                <Button
                  variant="secondary"
                  size="sm"
                  onPress={() => void order.refetch()}
                  isDisabled={order.isFetching}
                >
                  {order.isFetching ? <Spinner className="size-4" /> : null}
                  Try Again
                </Button>
                <TextLink to={paths.activities.getHref()}>Back to Activities</TextLink>
              </div>
            </Alert>
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
