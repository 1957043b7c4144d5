import type { BillingFormValues } from '@shop/core/billing-form';
import type {
  MembershipCheckout,
  MembershipOrder,
  MembershipOrderInfo,
} from '@shop/core/membership-api';
import { shopDateAt } from '@shop/core/shop-time';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { Alert } from '../components/ui/alert.tsx';
import { Button } from '../components/ui/button.tsx';
import { TextLink } from '../components/ui/text-link.tsx';
import { env } from '../config/env.ts';
import { paths } from '../config/paths.ts';
import { tokenizeCard } from '../features/checkout/api/tokenize-card.ts';
import { BillingForm, billingFieldId } from '../features/checkout/components/billing-form.tsx';
import { DonationForm } from '../features/checkout/components/donation-form.tsx';
import { FlashBox } from '../features/checkout/components/flash-box.tsx';
import { OrderPlacedStatus } from '../features/checkout/components/order-placed-status.tsx';
import { useUnsavedChangesGuard } from '../features/checkout/hooks/use-unsaved-changes-guard.ts';
import {
  describeCouponFailure,
  describeDonationFailure,
  describeOrderFailure,
  type FlashMessage,
} from '../features/checkout/lib/describe-failure.ts';
import { newIdempotencyKey } from '../features/checkout/lib/idempotency-key.ts';
import { householdKeys } from '../features/members/api/get-household.ts';
import { MemberStatus } from '../features/members/components/member-status.tsx';
import { useSessionExpiry } from '../features/members/hooks/use-session-expiry.ts';
import { useMemberSession } from '../features/members/lib/member-session.ts';
import {
  membershipCheckoutKeys,
  useMembershipCheckout,
} from '../features/memberships/api/create-membership-checkout.ts';
import { getMembershipCoupon } from '../features/memberships/api/get-membership-coupon.ts';
import { isMembershipMissing, useMembership } from '../features/memberships/api/get-membership.ts';
import { membershipOrderQueryOptions } from '../features/memberships/api/get-membership-order.ts';
import {
  useUpdateMembershipCheckout,
  type MembershipCheckoutChanges,
} from '../features/memberships/api/update-membership-checkout.ts';
import { CheckoutSummary } from '../features/memberships/components/checkout-summary.tsx';
import { MembershipLoading } from '../features/memberships/components/membership-loading.tsx';
import { MembershipPageLayout } from '../features/memberships/components/membership-page-layout.tsx';
import { PromoCodeForm } from '../features/memberships/components/promo-code-form.tsx';
import { useSubmitMembershipOrder } from '../features/memberships/hooks/use-submit-membership-order.ts';
import { readReadyDraft } from '../features/memberships/lib/draft-readiness.ts';
import { toMembershipEcommerce } from '../features/memberships/lib/membership-analytics.ts';
import {
  clearMembershipOrderDetails,
  saveMembershipDraft,
  toOrderInfo,
  type MembershipDraft,
} from '../features/memberships/lib/membership-draft.ts';
import { usePageTitle } from '../hooks/use-page-title.ts';
import { trackEcommerceEvent } from '../lib/analytics.ts';
import { getRecaptchaSiteKey } from '../lib/recaptcha-site-key.ts';
import { storageKeys, writeStored } from '../lib/storage.ts';

const donationLabel = `Donation to ${env.VITE_FOUNDATION_SHORT_NAME}`;
const supportEmail = env.VITE_SUPPORT_EMAIL;

interface BillingStepProps {
  membershipName: string;
  draft: MembershipDraft;
  checkout: MembershipCheckout;
  orderInfo: MembershipOrderInfo;
  token: string | undefined;
  /** The previous step: the add-ons, or the details when there are none. */
  backLink: { href: string; label: string };
  onDraftChange: (draft: MembershipDraft, checkout: MembershipCheckout) => void;
  onOrderPlaced: (order: MembershipOrder) => void;
}

/** The priced checkout, its promo code and donation, and the shared billing form. */
function BillingStep({
  membershipName,
  draft,
  checkout,
  orderInfo,
  token,
  backLink,
  onDraftChange,
  onOrderPlaced,
}: BillingStepProps) {
  const expireSession = useSessionExpiry();
  const [flash, setFlash] = useState<{ message: FlashMessage } | null>(null);
  const flashRef = useRef<HTMLDivElement>(null);
  const [isBillingDirty, setIsBillingDirty] = useState(false);
  const guard = useUnsavedChangesGuard(isBillingDirty);

  useEffect(() => {
    if (!flash) return;
    window.scrollTo({ top: 0 });
    flashRef.current?.focus({ preventScroll: true });
  }, [flash]);

  const updateCheckout = useUpdateMembershipCheckout({
    token,
    onUpdated: (updated, changes: MembershipCheckoutChanges) => {
      setFlash(null);
      onDraftChange(
        {
          ...draft,
          ...(changes.coupon !== undefined ? { coupon: updated.coupon } : {}),
          ...(changes.donationAmount !== undefined
            ? { donationAmount: updated.donationAmount }
            : {}),
        },
        updated,
      );
    },
  });
  const change = (changes: MembershipCheckoutChanges) =>
    updateCheckout.mutateAsync({ checkoutToken: checkout.token, changes });

  const applyCoupon = async (code: string) => {
    try {
      await getMembershipCoupon(code, checkout.membershipId);
      await change({ coupon: code });
      return null;
    } catch (error) {
      if (expireSession(error)) return null;
      const message = describeCouponFailure(error, supportEmail);
      setFlash({ message });
      return message.message;
    }
  };
  const donate = async (amount: number) => {
    try {
      await change({ donationAmount: amount });
      return null;
    } catch (error) {
      if (expireSession(error)) return null;
      const message = describeDonationFailure(error, supportEmail);
      setFlash({ message });
      return message.message;
    }
  };
  const remove = (changes: MembershipCheckoutChanges) =>
    void change(changes).catch((error: unknown) => {
      if (!expireSession(error))
        setFlash({ message: describeDonationFailure(error, supportEmail) });
    });

  const placeOrder = useSubmitMembershipOrder({
    orderInfo,
    checkout,
    token,
    tokenizeCard,
    newIdempotencyKey,
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
  const submitOrder = async (values: BillingFormValues) => {
    setFlash(null);
    try {
      await placeOrder.mutateAsync(values);
      return undefined;
    } catch (error) {
      if (expireSession(error)) return undefined;
      const failure = describeOrderFailure(error, supportEmail);
      setFlash({ message: failure.flash });
      return failure.fieldProblems;
    }
  };
  const trackPaymentInfo = useCallback(() => {
    trackEcommerceEvent('add_payment_info', {
      ...toMembershipEcommerce(checkout, membershipName),
      payment_type: 'Credit Card',
    });
  }, [checkout, membershipName]);

  return (
    <div className="space-y-6">
      {flash ? (
        <FlashBox ref={flashRef} flash={flash.message} fieldInputId={billingFieldId} />
      ) : null}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-8">
        <div className="space-y-6">
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
        </div>
        <BillingForm
          isPaymentSkipped={checkout.isPaymentSkipped}
          recaptchaSiteKey={getRecaptchaSiteKey()}
          foundationName={env.VITE_FOUNDATION_NAME}
          supportEmail={supportEmail}
          onSubmit={submitOrder}
          onDirtyChange={setIsBillingDirty}
          onCardEntered={trackPaymentInfo}
        />
      </div>
    </div>
  );
}

/** `/memberships/{id}/billing`: the priced checkout and the billing form (SPEC sections 2, 4). */
export function MembershipBillingPage() {
  usePageTitle('Billing Details');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const membership = useMembership(id);
  const { session, token, isGuest } = useMemberSession();
  const expireSession = useSessionExpiry();
  const [today] = useState(() => shopDateAt(new Date()));
  const [isOrderPlaced, setIsOrderPlaced] = useState(false);
  const memberId = isGuest ? null : (session?.primaryMemberId ?? null);
  const membershipId = membership.data?.id;

  const storedDraft = useMemo(
    () =>
      membershipId === undefined
        ? undefined
        : readReadyDraft(membershipId, { today, isGuest, memberId }),
    [membershipId, today, isGuest, memberId],
  );
  const [changedDraft, setChangedDraft] = useState<MembershipDraft | undefined>();
  const draft = changedDraft ?? storedDraft;
  const orderInfo = useMemo(
    () => (draft && membership.data ? toOrderInfo(draft, membership.data, { isGuest }) : undefined),
    [draft, membership.data, isGuest],
  );
  const checkout = useMembershipCheckout(isOrderPlaced ? undefined : orderInfo, token);

  useEffect(() => {
    if (!checkout.data) return;
    writeStored(storageKeys.membershipCheckout, checkout.data);
    writeStored(storageKeys.membershipCheckoutToken, checkout.data.token);
  }, [checkout.data]);
  useEffect(() => {
    if (checkout.isError) expireSession(checkout.error);
  }, [checkout.isError, checkout.error, expireSession]);
  const trackedCheckout = useRef<string | null>(null);
  useEffect(() => {
    if (!checkout.data || !membership.data || trackedCheckout.current) return;
    trackedCheckout.current = checkout.data.token;
    trackEcommerceEvent(
      'begin_checkout',
      toMembershipEcommerce(checkout.data, membership.data.displayName),
    );
  }, [checkout.data, membership.data]);

  if (membership.isError && isMembershipMissing(membership.error)) {
    return <Navigate replace to={paths.membershipNotFound.getHref()} />;
  }
  if (membership.data && !draft && !isOrderPlaced) {
    return <Navigate replace to={paths.membership.getHref(membership.data.id)} />;
  }

  const changeDraft = (next: MembershipDraft, priced: MembershipCheckout) => {
    if (!membership.data) return;
    // The new order info is priced already: its checkout is what the server just answered.
    queryClient.setQueryData(
      membershipCheckoutKeys.priced(toOrderInfo(next, membership.data, { isGuest }), token),
      priced,
    );
    saveMembershipDraft(next, { now: true });
    setChangedDraft(next);
  };
  const showConfirmation = async (order: MembershipOrder) => {
    setIsOrderPlaced(true);
    queryClient.setQueryData(membershipOrderQueryOptions(order.token).queryKey, order);
    void queryClient.invalidateQueries({ queryKey: householdKeys.all });
    await navigate(paths.membershipConfirmation.getHref(order.token));
    clearMembershipOrderDetails();
    queryClient.removeQueries({ queryKey: membershipCheckoutKeys.all });
  };

  let content;
  if (isOrderPlaced) {
    content = <OrderPlacedStatus />;
  } else if (membership.isError) {
    content = (
      <Alert tone="error" role="alert" title="This membership could not be loaded.">
        <Button variant="secondary" size="sm" onPress={() => void membership.refetch()}>
          Try Again
        </Button>
      </Alert>
    );
  } else if (checkout.isError) {
    const failure = describeOrderFailure(checkout.error, supportEmail).flash;
    content = (
      <Alert
        tone="error"
        role="alert"
        title={failure.title ?? 'Your membership could not be priced.'}
      >
        <p>{failure.message}</p>
        <p className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-2">
          <TextLink to={paths.membership.getHref(id)}>Edit your selections</TextLink>
          <Button variant="secondary" size="sm" onPress={() => void checkout.refetch()}>
            Try Again
          </Button>
        </p>
      </Alert>
    );
  } else if (!membership.data || !draft || !orderInfo || !checkout.data) {
    content = <MembershipLoading label="Pricing your membership…" />;
  } else {
    content = (
      <BillingStep
        membershipName={membership.data.displayName}
        draft={draft}
        checkout={checkout.data}
        orderInfo={orderInfo}
        token={token}
        backLink={
          membership.data.addOns.length > 0
            ? { href: paths.membershipAddOns.getHref(membership.data.id), label: 'Back to Add-Ons' }
            : {
                href: paths.membership.getHref(membership.data.id),
                label: 'Back to Member Details',
              }
        }
        onDraftChange={changeDraft}
        onOrderPlaced={(order) => void showConfirmation(order)}
      />
    );
  }

  return (
    <MembershipPageLayout
      title={membership.data?.displayName ?? 'Membership'}
      step="billing"
      hasAddOns={(membership.data?.addOns.length ?? 0) > 0}
      status={<MemberStatus membershipId={membership.data?.id} />}
    >
      {content}
    </MembershipPageLayout>
  );
}
