import type { BillingFormInput } from '@shop/core/billing-form-values';
import type {
  MembershipCheckout as PricedCheckout,
  MembershipOrder,
  MembershipOrderInfo,
} from '@shop/core/membership-api';
import { useCallback, useState } from 'react';
import { DonationForm } from '../../../components/donation-form.tsx';
import {
  describeCouponFailure,
  describeDonationFailure,
} from '../../../components/payment-form/describe-failure.ts';
import { CheckoutLayout } from '../../../components/payment-form/checkout-layout.tsx';
import { FlashBox } from '../../../components/payment-form/flash-box.tsx';
import { paymentFieldId } from '../../../components/payment-form/payment-field-id.ts';
import { PaymentForm } from '../../../components/payment-form/payment-form.tsx';
import { useFlash } from '../../../components/payment-form/use-flash.ts';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { env } from '../../../config/env.ts';
import { useUnsavedChangesGuard } from '../../../hooks/use-unsaved-changes-guard.ts';
import { trackEcommerceEvent } from '../../../lib/analytics.ts';
import { donationLabel } from '../../../lib/donation-label.ts';
import { getRecaptchaSiteKey } from '../../../lib/recaptcha-site-key.ts';
import { getMembershipCoupon } from '../api/get-membership-coupon.ts';
import {
  useUpdateMembershipCheckout,
  type MembershipCheckoutChanges,
} from '../api/update-membership-checkout.ts';
import { useSubmitMembershipOrder } from '../hooks/use-submit-membership-order.ts';
import { toMembershipEcommerce } from '../lib/membership-analytics.ts';
import { CheckoutSummary } from './checkout-summary.tsx';
import { PromoCodeForm } from './promo-code-form.tsx';

const supportEmail = env.VITE_SUPPORT_EMAIL;

/** What a promo code or donation change left on the checkout, for the caller's draft. */
export type AppliedCheckoutChanges = Partial<Pick<PricedCheckout, 'coupon' | 'donationAmount'>>;

export interface MembershipCheckoutProps {
  membershipName: string;
  checkout: PricedCheckout;
  orderInfo: MembershipOrderInfo;
  token: string | undefined;
  /** The previous step: the add-ons, or the details when there are none. */
  backLink: { href: string; label: string };
  /** Ends a member session the server no longer knows; answers whether it did. */
  expireSession: (error: unknown) => boolean;
  /** The server priced the checkout again after a promo code or donation change. */
  onCheckoutChange: (applied: AppliedCheckoutChanges, checkout: PricedCheckout) => void;
  onOrderPlaced: (order: MembershipOrder) => void;
  /** What the shop knows of a logged-in member's contact details, to start the form from. */
  initialBilling?: Partial<BillingFormInput> | undefined;
}

/** The priced checkout, its promo code and donation, and the shared payment form. */
export function MembershipCheckout({
  membershipName,
  checkout,
  orderInfo,
  token,
  backLink,
  expireSession,
  onCheckoutChange,
  onOrderPlaced,
  initialBilling,
}: MembershipCheckoutProps) {
  const { flash, flashRef, clearFlash, tryChange, reportFailure, submitOrder } = useFlash({
    supportEmail,
    isHandledElsewhere: expireSession,
  });
  const [isBillingDirty, setIsBillingDirty] = useState(false);
  const guard = useUnsavedChangesGuard(isBillingDirty);

  const updateCheckout = useUpdateMembershipCheckout({
    checkoutToken: checkout.token,
    token,
    onUpdated: (updated, changes: MembershipCheckoutChanges) => {
      clearFlash();
      onCheckoutChange(
        {
          ...(changes.coupon !== undefined ? { coupon: updated.coupon } : {}),
          ...(changes.donationAmount !== undefined
            ? { donationAmount: updated.donationAmount }
            : {}),
        },
        updated,
      );
    },
  });
  const change = updateCheckout.mutateAsync;
  const applyCoupon = (code: string) =>
    tryChange(async () => {
      await getMembershipCoupon(code, checkout.membershipId);
      await change({ coupon: code });
    }, describeCouponFailure);
  const donate = (amount: number) =>
    tryChange(() => change({ donationAmount: amount }), describeDonationFailure);
  const remove = (changes: MembershipCheckoutChanges) =>
    void change(changes).catch(reportFailure(describeDonationFailure));

  const placeOrder = useSubmitMembershipOrder({
    orderInfo,
    checkout,
    token,
    onOrderPlaced: (order) => {
      trackEcommerceEvent('purchase', {
        ...toMembershipEcommerce(checkout, membershipName),
        transaction_id: order.receipt,
        value: order.totalPaid,
      });
      guard.allowNextNavigation();
      onOrderPlaced(order);
    },
  });
  const trackPaymentInfo = useCallback(() => {
    trackEcommerceEvent('add_payment_info', {
      ...toMembershipEcommerce(checkout, membershipName),
      payment_type: 'Credit Card',
    });
  }, [checkout, membershipName]);

  return (
    <CheckoutLayout
      flash={
        flash ? (
          <FlashBox ref={flashRef} flash={flash.message} fieldInputId={paymentFieldId} />
        ) : null
      }
      summary={
        <>
          <CheckoutSummary
            checkout={checkout}
            membershipName={membershipName}
            donationLabel={donationLabel}
            isUpdating={updateCheckout.isPending}
            onRemoveCoupon={() => remove({ coupon: null })}
            onRemoveDonation={() => remove({ donationAmount: 0 })}
          />
          <PromoCodeForm onApply={applyCoupon} />
          <DonationForm foundationName={env.VITE_FOUNDATION_NAME} onDonate={donate} />
          <TextLink to={backLink.href} className="inline-block">
            {backLink.label}
          </TextLink>
        </>
      }
      paymentForm={
        <PaymentForm
          isPaymentSkipped={checkout.isPaymentSkipped}
          recaptchaSiteKey={getRecaptchaSiteKey()}
          foundationName={env.VITE_FOUNDATION_NAME}
          supportEmail={supportEmail}
          onSubmit={(values) => submitOrder(placeOrder.mutateAsync, values)}
          onDirtyChange={setIsBillingDirty}
          onCardEntered={trackPaymentInfo}
          initialValues={initialBilling}
        />
      }
    />
  );
}
