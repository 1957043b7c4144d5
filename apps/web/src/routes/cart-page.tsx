import type { LoaderFunctionArgs } from 'react-router';
import { titled } from '../app/page-meta.ts';
import { cartTexts } from '@shop/core/cart-texts';
import type { LineItem } from '@shop/core/cart';
import { describeExistingLine, hasOrderChanges } from '@shop/core/order-edit';
import type { Order } from '@shop/core/order-api';
import { lazy, Suspense, useRef, useState, type Ref } from 'react';
import { useSearchParams } from 'react-router';
import { getQueryClient } from '../app/query-client.ts';
import { PageHero } from '../components/layout/page-hero.tsx';
import { createCartLoader } from './cart-loader.ts';
import { ButtonLink } from '../components/ui/button-link.tsx';
import { Container } from '../components/ui/container.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { CartIcon } from '../components/ui/icons.tsx';
import { paths } from '../config/paths.ts';
import { useActivitiesById } from '../features/activities/api/get-activity.ts';
import {
  CartLineItem,
  type ExistingLineEdit,
} from '../features/cart/components/cart-line-item.tsx';
import { CartLoading } from '../features/cart/components/cart-loading.tsx';
import { CartSummary } from '../features/cart/components/cart-summary.tsx';
import { HoldCountdown } from '../features/cart/components/hold-countdown.tsx';
import { PendingReceiptHeading } from '../features/cart/components/pending-receipt-heading.tsx';
import { PlacedOrderNotice } from '../features/cart/components/placed-order-notice.tsx';
import { useLineDeletion } from '../features/cart/hooks/use-line-deletion.ts';
import { useTrackViewCart } from '../features/cart/hooks/use-track-view-cart.ts';
import { cartScreenTexts } from '../features/cart/texts.ts';
import { chooseTicketsTexts } from '../features/choose-tickets/texts.ts';
import { originalLinesOf, totalPaidOf } from '../features/orders/hooks/use-edited-order.ts';
import { useDeferredMount } from '../hooks/use-deferred-mount.ts';
import { useHydrated } from '../hooks/use-hydrated.ts';
import { useOpenedOnce } from '../hooks/use-opened-once.ts';
import { usePageTitle } from '../hooks/use-page-title.ts';
import { donationLabel } from '../lib/donation-label.ts';
import { LoadFailure, OrderLoadFailure } from './load-failure.tsx';
import { useFlowCart } from './use-flow-cart.ts';
import type { PageHandle } from '../app/page-meta.ts';

const loadDeleteDialog = () => import('../features/cart/components/delete-line-item-dialog.tsx');
const DeleteLineItemDialog = lazy(() =>
  loadDeleteDialog().then((module) => ({ default: module.DeleteLineItemDialog })),
);

/** How a line of the order being edited may change: none for a line the edit added. */
function existingLineEdit(
  line: LineItem,
  originals: LineItem[],
  links: { cartToken: string; orderToken: string },
  now: Date,
): ExistingLineEdit | undefined {
  const status = describeExistingLine(line, originals, now);
  if (!status) return undefined;
  return {
    isModified: status.isModified,
    changeHref: status.isChangeable
      ? paths.activity.getHref(line.activityId, { line: line.id, ...links })
      : null,
    note: status.note,
  };
}

/**
 * No lines: the way back to the activities; its heading takes focus after a last delete. Asked
 * for with an ordered cart's token (a checkout reloaded, a step back after the confirmation), it
 * leads to that order first (decision 107).
 */
function EmptyCart({
  headingRef,
  placedOrderToken,
}: {
  headingRef: Ref<HTMLSpanElement>;
  placedOrderToken: string | undefined;
}) {
  const emptyState = (
    <EmptyState
      icon={<CartIcon className="size-10" />}
      title={
        <span ref={headingRef} tabIndex={-1} className="outline-none">
          {cartScreenTexts.empty}
        </span>
      }
      className="mx-auto max-w-2xl"
    >
      <ButtonLink to={paths.activities.getHref()}>{cartScreenTexts.browseActivities}</ButtonLink>
    </EmptyState>
  );
  if (!placedOrderToken) return emptyState;
  return (
    // As wide as the empty cart's card below it, which the notice introduces.
    <div className="mx-auto max-w-2xl space-y-6">
      <PlacedOrderNotice orderToken={placedOrderToken} />
      {emptyState}
    </div>
  );
}

/**
 * The cart screen (SPEC section 2), also the order edit's: `Receipt #{receipt}`, the 'Modified'
 * lines, 'Change reservation' for future timed items, and the way on only once something changed.
 */
export function CartScreen({ orderToken }: { orderToken: string | null }) {
  const { isEditMode, order, cart } = useFlowCart(orderToken);
  const editedOrder: Order | undefined = isEditMode ? order.data : undefined;
  // Only view_cart's items read them (their categories): the lines show without waiting.
  const activities = useActivitiesById(cart.data?.lineItems.map((line) => line.activityId) ?? []);
  // The server rendered the page without its query (decision 102), so without the orderToken:
  // the same heading until hydrated, as the header's cart link does.
  const isServerPage = !useHydrated();
  const isEditShown = isEditMode && !isServerPage;
  const title = editedOrder
    ? cartScreenTexts.receipt(editedOrder.receipt)
    : isEditShown
      ? chooseTicketsTexts.editHeading
      : cartScreenTexts.heading;
  usePageTitle(title);
  useTrackViewCart(cart.data, activities.activities);
  const [now] = useState(() => new Date());
  // The lines mount once, in a render React can slice (decision 062).
  const isShown = useDeferredMount(Boolean(cart.data) && (!isEditMode || Boolean(editedOrder)));
  const itemsHeadingRef = useRef<HTMLHeadingElement>(null);
  const deletion = useLineDeletion({ cart: cart.data, isEditMode, focusAfterRef: itemsHeadingRef });
  const isDeleteDialogMounted = useOpenedOnce(deletion.lineToDelete !== null);

  let body;
  if (isEditMode && order.isError) {
    body = <OrderLoadFailure error={order.error} onRetry={() => void order.refetch()} />;
  } else if (cart.isError) {
    body = isEditMode ? (
      <LoadFailure title={chooseTicketsTexts.loadFailed} onRetry={() => void cart.refetch()} />
    ) : (
      <LoadFailure
        hasBackLink={false}
        title={cartTexts.cartLoadFailed}
        onRetry={() => void cart.refetch()}
      />
    );
  } else if (!cart.data || !isShown) {
    body = <CartLoading />;
  } else if (cart.data.lineItems.length === 0) {
    body = <EmptyCart headingRef={itemsHeadingRef} placedOrderToken={cart.data.placedOrderToken} />;
  } else {
    const data = cart.data;
    const originals = editedOrder ? originalLinesOf(editedOrder) : [];
    const links = { cartToken: data.token, orderToken: orderToken ?? '' };
    body = (
      <div className="space-y-6">
        <HoldCountdown cart={data} answeredAt={cart.dataUpdatedAt} />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
          <section aria-labelledby="cart-items-heading" className="min-w-0">
            <h2
              id="cart-items-heading"
              ref={itemsHeadingRef}
              tabIndex={-1}
              className="mb-4 text-xl font-bold tracking-tight text-navy-950 outline-none"
            >
              Your Items
            </h2>
            <ul className="space-y-4">
              {data.lineItems.map((line) => (
                <CartLineItem
                  key={line.id}
                  line={line}
                  editHref={paths.activity.getHref(line.activityId, {
                    line: line.id,
                    cartToken: data.token,
                    orderToken,
                  })}
                  onDelete={() => deletion.ask(line)}
                  onDeleteIntent={() => void loadDeleteDialog()}
                  existing={editedOrder ? existingLineEdit(line, originals, links, now) : undefined}
                />
              ))}
            </ul>
          </section>
          <CartSummary
            cart={data}
            checkoutHref={paths.payment.getHref({ cartToken: data.token, orderToken })}
            activitiesHref={paths.activities.getHref()}
            donationLabel={donationLabel}
            edit={
              editedOrder
                ? {
                    totalPaid: totalPaidOf(editedOrder),
                    hasChanges: hasOrderChanges(data.lineItems, originals),
                  }
                : undefined
            }
          />
        </div>
      </div>
    );
  }

  return (
    <>
      <PageHero title={isEditShown && order.isPending ? <PendingReceiptHeading /> : title} />
      <Container className="py-8 sm:py-10">{body}</Container>
      {isDeleteDialogMounted ? (
        <Suspense fallback={null}>
          <DeleteLineItemDialog
            line={deletion.lineToDelete}
            onCancel={deletion.close}
            onConfirm={() => void deletion.confirm()}
            isDeleting={deletion.isDeleting}
            error={deletion.error}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** `/activities/cart?cartToken&orderToken`: the cart's lines and totals (SPEC section 2). */
export function CartPage() {
  const [searchParams] = useSearchParams();
  return <CartScreen orderToken={searchParams.get('orderToken')} />;
}

/**
 * The cart's token is in the browser's storage: the server renders the page's loading state, and
 * the browser the cart. On a navigation the cart is asked for beside the page's code; on a first
 * load (a checkout reloaded, a phone's discarded tab, an offer's link) as the page hydrates, not
 * once it has rendered (`hydrate`, decision 111), the loading state standing in meanwhile.
 */
export const loader = () => null;
export const clientLoader = (args: LoaderFunctionArgs) =>
  createCartLoader(getQueryClient(), { withSessions: false })(args);
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <>
      <PageHero title={cartScreenTexts.heading} />
      <Container className="py-8 sm:py-10">
        <CartLoading />
      </Container>
    </>
  );
}

export const meta = titled(cartScreenTexts.heading);

export const handle: PageHandle = { rendersInBrowser: true };

export default CartPage;
