import type { LoaderFunctionArgs } from 'react-router';
import { titled } from '../app/page-meta.ts';
import { cartTexts } from '@shop/core/cart-texts';
import type { Cart } from '@shop/core/cart';
import type { Order } from '@shop/core/order-api';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { getQueryClient } from '../app/query-client.ts';
import { PageHero } from '../components/layout/page-hero.tsx';
import { createCartLoader } from './cart-loader.ts';
import { Alert } from '../components/ui/alert.tsx';
import { Container } from '../components/ui/container.tsx';
import { RetryButton } from '../components/ui/retry-button.tsx';
import { env } from '../config/env.ts';
import { paths } from '../config/paths.ts';
import { useActivitiesById } from '../features/activities/api/get-activity.ts';
import { useActivityTimesById } from '../features/activities/api/get-activity-time.ts';
import { useSetCart } from '../features/cart/api/get-cart.ts';
import { HoldCountdown } from '../features/cart/components/hold-countdown.tsx';
import { PlacedOrderNotice } from '../features/cart/components/placed-order-notice.tsx';
import { Checkout } from '../features/checkout/components/checkout.tsx';
import { CheckoutLoading } from '../features/checkout/components/checkout-loading.tsx';
import { OrderPlacedStatus } from '../components/payment-form/order-placed-status.tsx';
import { chooseTicketsTexts } from '../features/choose-tickets/texts.ts';
import { orderQueryOptions } from '../features/orders/api/get-order.ts';
import { totalPaidOf } from '../features/orders/hooks/use-edited-order.ts';
import type { PlacedOrderState } from '../app/order-edit-leave-guard.tsx';
import { useDeferredMount } from '../hooks/use-deferred-mount.ts';
import { LoadFailure, OrderLoadFailure } from './load-failure.tsx';
import { useFlowCart } from './use-flow-cart.ts';
import type { PageHandle } from '../app/page-meta.ts';

/** The activities and sessions a cart's lines need for their descriptions, as they arrive. */
function useLineDetails(cart: Cart | undefined) {
  const lines = cart?.lineItems ?? [];
  const activities = useActivitiesById(lines.map((line) => line.activityId));
  const activityTimes = useActivityTimesById(
    lines
      .filter((line) => line.timed)
      .map((line) => ({ activityId: line.activityId, activityTimeId: line.eventId })),
  );
  return {
    activities: activities.activities,
    activityTimes: activityTimes.activityTimes,
    isPending: activities.isPending || activityTimes.isPending,
  };
}

/**
 * `/activities/payment?cartToken=…[&orderToken=…]`: purchase details, coupon, donation and
 * billing (SPEC section 2); with an orderToken, the checkout of a change to that order.
 */
export function PaymentPage() {
  const [searchParams] = useSearchParams();
  const orderToken = searchParams.get('orderToken');
  // Once the order is placed the cart is spent: the page waits for the confirmation instead.
  const [isOrderPlaced, setIsOrderPlaced] = useState(false);
  const { isEditMode, order, cart } = useFlowCart(orderToken, { isActive: !isOrderPlaced });
  const details = useLineDetails(cart.data);
  // The checkout mounts once, with its lines' activities and sessions (decision 062).
  const isShown = useDeferredMount(
    Boolean(cart.data) && !details.isPending && (!isEditMode || Boolean(order.data)),
  );
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const setCart = useSetCart();

  const showConfirmation = async (placed: Order) => {
    setIsOrderPlaced(true);
    queryClient.setQueryData(orderQueryOptions(placed.token).queryKey, placed);
    // The spent cart and a committed change are forgotten on arrival (OrderEditLeaveGuard).
    const state: PlacedOrderState = { placedOrderToken: placed.token };
    await navigate(paths.orderConfirmation.getHref(placed.token), { state });
  };

  let content;
  if (isOrderPlaced) {
    content = <OrderPlacedStatus />;
  } else if (isEditMode && order.isError) {
    content = <OrderLoadFailure error={order.error} onRetry={() => void order.refetch()} />;
  } else if (cart.isError && !cart.data) {
    // A cart read again (after a changed total, decision 112) that fails keeps the form shown.
    content = isEditMode ? (
      <LoadFailure title={chooseTicketsTexts.loadFailed} onRetry={() => void cart.refetch()} />
    ) : (
      <Alert tone="error" role="alert" title={cartTexts.cartLoadFailed}>
        <RetryButton isRetrying={cart.isFetching} onRetry={() => void cart.refetch()} />
      </Alert>
    );
  } else if (cart.isPending || (isEditMode && !order.data)) {
    content = <CheckoutLoading />;
  } else if (cart.data.placedOrderToken) {
    content = <PlacedOrderNotice orderToken={cart.data.placedOrderToken} />;
  } else if (cart.data.lineItems.length === 0) {
    return <Navigate replace to={paths.cart.getHref({ cartToken: cart.data.token, orderToken })} />;
  } else if (!isShown) {
    content = <CheckoutLoading />;
  } else {
    const editedOrder = isEditMode ? order.data : undefined;
    content = (
      <div className="space-y-6">
        <HoldCountdown cart={cart.data} answeredAt={cart.dataUpdatedAt} />
        <Checkout
          cart={cart.data}
          activities={details.activities}
          activityTimes={details.activityTimes}
          onCartUpdated={setCart}
          onOrderPlaced={(placed) => void showConfirmation(placed)}
          onTotalChanged={() => void cart.refetch()}
          edit={
            editedOrder ? { order: editedOrder, totalPaid: totalPaidOf(editedOrder) } : undefined
          }
        />
      </div>
    );
  }

  return <CheckoutFrame>{content}</CheckoutFrame>;
}

/** The page's heading and width around what it shows. */
function CheckoutFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHero eyebrow={env.VITE_FOUNDATION_NAME} title="Checkout" />
      <Container className="py-8 sm:py-10">{children}</Container>
    </>
  );
}

/**
 * The cart's token is in the browser's storage: the server renders the page's loading state, and
 * the browser the cart. On a navigation the cart is asked for beside the page's code; on a first
 * load (a checkout reloaded, a phone's discarded tab, an offer's link) as the page hydrates, not
 * once it has rendered (`hydrate`, decision 111), the loading state standing in meanwhile.
 */
export const loader = () => null;
export const clientLoader = (args: LoaderFunctionArgs) =>
  createCartLoader(getQueryClient(), { withSessions: true })(args);
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <CheckoutFrame>
      <CheckoutLoading />
    </CheckoutFrame>
  );
}

export const meta = titled('Checkout');

export const handle: PageHandle = { rendersInBrowser: true };

export default PaymentPage;
