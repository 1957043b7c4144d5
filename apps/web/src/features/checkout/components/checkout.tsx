import type { BillingFormValues } from '@shop/core/billing-form-values';
import type { Cart } from '@shop/core/cart';
import type { Activity, ActivityTime } from '@shop/core/catalogue';
import { dollarsToCents } from '@shop/core/money';
import type { Order } from '@shop/core/order-api';
import {
  amountDue,
  amountDueButton,
  amountDueHeading,
  isPaymentSkipped as isPaymentSkippedFor,
} from '@shop/core/order-edit';
import { useRef, useState } from 'react';
import { DonationForm } from '../../../components/donation-form.tsx';
import { CheckoutLayout } from '../../../components/payment-form/checkout-layout.tsx';
import { FlashBox } from '../../../components/payment-form/flash-box.tsx';
import { paymentFieldId } from '../../../components/payment-form/payment-field-id.ts';
import { PaymentForm } from '../../../components/payment-form/payment-form.tsx';
import { useFlash } from '../../../components/payment-form/use-flash.ts';
import { env } from '../../../config/env.ts';
import { paths } from '../../../config/paths.ts';
import { UnsavedChangesGuard } from '../../../hooks/use-unsaved-changes-guard.ts';
import { donationLabel } from '../../../lib/donation-label.ts';
import { getRecaptchaSiteKey } from '../../../lib/recaptcha-site-key.ts';
import { useCartChanges } from '../hooks/use-cart-changes.ts';
import { useCheckoutAnalytics } from '../hooks/use-checkout-analytics.ts';
import { useSubmitOrder } from '../hooks/use-submit-order.ts';
import { trackOrderPlaced } from '../lib/track-order-placed.ts';
import { CouponForm } from './coupon-form.tsx';
import { PurchaseDetails } from './purchase-details.tsx';

export interface CheckoutProps {
  cart: Cart;
  activities: ReadonlyMap<number, Activity>;
  activityTimes: ReadonlyMap<number, ActivityTime>;
  /** Where an updated cart goes: the cart query belongs to the caller. */
  onCartUpdated: (cart: Cart) => void;
  /** After the purchase is recorded; the caller clears the cart and shows the confirmation. */
  onOrderPlaced: (order: Order) => void;
  /** The order was refused for a total since changed (decision 112): read the cart again. */
  onTotalChanged: () => void;
  /** Edit mode: the order this cart changes, and what it paid before. */
  edit?: { order: Order; totalPaid: number } | undefined;
}

/**
 * The customer of an edited order, to start its contact details from; its terms were agreed to
 * when it was placed, so the box starts ticked (issue 29, item 22).
 */
function customerOf(order: Order) {
  const [firstName = '', ...rest] = order.customerName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' '), email: order.email, termsAgreed: true };
}

/**
 * The checkout page's body (SPEC section 2): purchase details, coupon and donation forms, and the
 * billing form, with the flash box that reports any failure at the top of the page.
 */
export function Checkout({
  cart,
  activities,
  activityTimes,
  onCartUpdated,
  onOrderPlaced,
  onTotalChanged,
  edit,
}: CheckoutProps) {
  const supportEmail = env.VITE_SUPPORT_EMAIL;
  const totalCents = dollarsToCents(cart.total);
  const paidCents = edit ? dollarsToCents(edit.totalPaid) : 0;
  // In edit mode only the difference is paid: nothing more due skips the card (SPEC section 4).
  const isPaymentSkipped = isPaymentSkippedFor(totalCents, paidCents, edit !== undefined);
  const { flash, flashRef, clearFlash, tryChange, reportFailure, submitOrder } = useFlash({
    supportEmail,
  });
  const [couponFormKey, setCouponFormKey] = useState(0);
  const [isBillingDirty, setIsBillingDirty] = useState(false);
  const isLeaveAllowed = useRef(false);

  const trackPaymentInfo = useCheckoutAnalytics(cart, activities);
  const purchaseHeadingRef = useRef<HTMLHeadingElement>(null);
  const changes = useCartChanges({
    cart,
    onCartUpdated,
    flash: { clearFlash, tryChange, reportFailure },
    headingRef: purchaseHeadingRef,
  });

  const placeOrder = useSubmitOrder({
    cart,
    isPaymentSkipped,
    editedOrder: edit?.order,
    onOrderPlaced: (order) => {
      trackOrderPlaced(order, { cart, activities, donationName: donationLabel, edit });
      isLeaveAllowed.current = true;
      onOrderPlaced(order);
    },
    onTotalChanged,
  });
  // Any code typed in the coupon form is cleared when the order fails.
  const placeOrderOrResetCoupon = async (values: BillingFormValues) => {
    try {
      return await placeOrder.mutateAsync(values);
    } catch (error) {
      setCouponFormKey((key) => key + 1);
      throw error;
    }
  };

  const cartHref = paths.cart.getHref({ cartToken: cart.token, orderToken: edit?.order.token });
  return (
    <>
      {/* On the edit routes the order edit's leave prompt asks instead (SPEC section 2). */}
      {edit ? null : (
        <UnsavedChangesGuard hasUnsavedChanges={isBillingDirty} isLeaveAllowed={isLeaveAllowed} />
      )}
      <CheckoutLayout
        flash={
          flash ? (
            <FlashBox
              key={flash.shownAt}
              ref={flashRef}
              flash={flash.message}
              fieldInputId={paymentFieldId}
            />
          ) : null
        }
        summary={
          <>
            <PurchaseDetails
              cart={cart}
              activities={activities}
              activityTimes={activityTimes}
              donationLabel={donationLabel}
              cartHref={cartHref}
              onRemoveDonation={changes.removeDonation}
              isRemovingDonation={changes.isRemovingDonation}
              onRemoveCoupon={changes.removeCoupon}
              removingCouponId={changes.removingCouponId}
              headingRef={purchaseHeadingRef}
              edit={
                edit
                  ? {
                      totalPaidCents: paidCents,
                      heading: amountDueHeading(totalCents, paidCents),
                      amountDueCents: amountDue(totalCents, paidCents),
                    }
                  : undefined
              }
            />
            <CouponForm key={couponFormKey} onApply={changes.applyCoupon} />
            <DonationForm foundationName={env.VITE_FOUNDATION_NAME} onDonate={changes.donate} />
          </>
        }
        paymentForm={
          <PaymentForm
            isPaymentSkipped={isPaymentSkipped}
            recaptchaSiteKey={getRecaptchaSiteKey()}
            foundationName={env.VITE_FOUNDATION_NAME}
            supportEmail={supportEmail}
            onSubmit={(values) => submitOrder(placeOrderOrResetCoupon, values)}
            onDirtyChange={setIsBillingDirty}
            onCardEntered={trackPaymentInfo}
            // The order has its phone already, and an edit changes no contact detail.
            isPhoneShown={env.VITE_SHOW_PHONE_FIELD && !edit}
            submitLabel={edit ? amountDueButton(totalCents, paidCents) : undefined}
            initialValues={edit ? customerOf(edit.order) : undefined}
          />
        }
      />
    </>
  );
}
