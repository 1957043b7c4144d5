import { cartTexts, type Cart } from '@shop/core/cart';
import type { Order } from '@shop/core/order-api';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { PageHero } from '../components/layout/page-hero.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { Button } from '../components/ui/button.tsx';
import { Container } from '../components/ui/container.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { env } from '../config/env.ts';
import { paths } from '../config/paths.ts';
import { useActivitiesById } from '../features/activities/api/get-activity.ts';
import { useActivityTimesById } from '../features/activities/api/get-activity-time.ts';
import { cartKeys, useCart, useSetCart } from '../features/cart/api/get-cart.ts';
import { Checkout } from '../features/checkout/components/checkout.tsx';
import { CheckoutLoading } from '../features/checkout/components/checkout-loading.tsx';
import { orderQueryOptions } from '../features/orders/api/get-order.ts';
import { usePageTitle } from '../hooks/use-page-title.ts';
import { removeStored, storageKeys } from '../lib/storage.ts';

/** The activities and sessions a cart's lines need for their descriptions. */
function CheckoutWithDetails({
  cart,
  onOrderPlaced,
}: {
  cart: Cart;
  onOrderPlaced: (order: Order) => void;
}) {
  const setCart = useSetCart();
  const { activities } = useActivitiesById(cart.lineItems.map((line) => line.activityId));
  const { activityTimes } = useActivityTimesById(
    cart.lineItems
      .filter((line) => line.timed)
      .map((line) => ({ activityId: line.activityId, activityTimeId: line.eventId })),
  );
  return (
    <Checkout
      cart={cart}
      activities={activities}
      activityTimes={activityTimes}
      onCartUpdated={setCart}
      onOrderPlaced={onOrderPlaced}
    />
  );
}

/** `/activities/payment?cartToken=…`: purchase details, coupon, donation and billing (SPEC 2). */
export function PaymentPage() {
  usePageTitle('Checkout');
  const cart = useCart();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Once the order is placed the cart is spent: the page waits for the confirmation instead.
  const [isOrderPlaced, setIsOrderPlaced] = useState(false);

  const showConfirmation = async (order: Order) => {
    setIsOrderPlaced(true);
    queryClient.setQueryData(orderQueryOptions(order.token).queryKey, order);
    await navigate(paths.orderConfirmation.getHref(order.token));
    // After the order a new cart starts (SPEC section 4): forget the spent one.
    removeStored(storageKeys.cart, storageKeys.orderInfo);
    queryClient.removeQueries({ queryKey: cartKeys.all });
  };

  let content;
  if (isOrderPlaced) {
    content = (
      <p role="status" className="flex items-center gap-3 py-10 text-lg font-medium text-navy-800">
        <Spinner />
        Your order has been placed. Loading your confirmation…
      </p>
    );
  } else if (cart.isPending) {
    content = <CheckoutLoading />;
  } else if (cart.isError) {
    content = (
      <Alert tone="error" role="alert" title={cartTexts.cartLoadFailed}>
        <Button
          variant="secondary"
          size="sm"
          onPress={() => void cart.refetch()}
          isPending={cart.isFetching}
        >
          Try Again
        </Button>
      </Alert>
    );
  } else if (cart.data.lineItems.length === 0) {
    return <Navigate replace to={paths.cart.getHref({ cartToken: cart.data.token })} />;
  } else {
    content = (
      <CheckoutWithDetails
        cart={cart.data}
        onOrderPlaced={(order) => void showConfirmation(order)}
      />
    );
  }

  return (
    <>
      <PageHero eyebrow={env.VITE_FOUNDATION_NAME} title="Checkout" />
      <Container className="py-8 sm:py-10">{content}</Container>
    </>
  );
}
