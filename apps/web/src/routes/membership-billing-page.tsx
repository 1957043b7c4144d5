import { titled } from '../app/page-meta.ts';
import type { BillingFormInput } from '@shop/core/billing-form-values';
import type { Member } from '@shop/core/member-api';
import type {
  MembershipCheckout as MembershipCheckoutData,
  MembershipOrder,
  MembershipOrderInfo,
} from '@shop/core/membership-api';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { OrderPlacedStatus } from '../components/payment-form/order-placed-status.tsx';
import { paths } from '../config/paths.ts';
import { householdKeys } from '../features/members/api/get-household.ts';
import { useSessionExpiry } from '../features/members/hooks/use-session-expiry.ts';
import { useMemberSession } from '../features/members/lib/member-session.ts';
import {
  useForgetPricedCheckouts,
  useSetPricedCheckout,
} from '../features/membership-checkout/api/create-membership-checkout.ts';
import {
  MembershipCheckout,
  type AppliedCheckoutChanges,
} from '../features/membership-checkout/components/membership-checkout.tsx';
import { PricingFailure } from '../features/membership-checkout/components/pricing-failure.tsx';
import { usePricedCheckout } from '../features/membership-checkout/hooks/use-priced-checkout.ts';
import { useMembership } from '../features/memberships/api/get-membership.ts';
import { membershipOrderQueryOptions } from '../features/memberships/api/get-membership-order.ts';
import { MembershipLoadFailure } from '../features/memberships/components/membership-load-failure.tsx';
import { MembershipLoading } from '../features/memberships/components/membership-loading.tsx';
import { useBillingDraft } from '../features/memberships/hooks/use-billing-draft.ts';
import { clearMembershipOrderDetails } from '../features/memberships/lib/membership-draft.ts';
import { MembershipStepFrame, redirectIfMembershipMissing } from './membership-step-frame.tsx';

/**
 * The contact details the shop has, to start the billing form from (issue 29, item 22): a
 * logged-in member's name and e-mail from the account, a guest's from the pass holder's details
 * just given (the payer is usually that person, and every field stays editable), and the phone
 * given with the details; what is missing stays empty.
 */
function billingOf(
  member: Member | undefined,
  details: MembershipOrderInfo['primaryMember'],
): Partial<BillingFormInput> {
  const contact = member ?? details;
  return {
    firstName: contact.firstName,
    lastName: contact.lastName,
    email: member?.email ?? details.email ?? '',
    phone: details.phone || member?.phone || '',
  };
}

/** `/memberships/{id}/billing`: the priced checkout and the payment form (SPEC sections 2, 4). */
export default function MembershipBillingPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const membership = useMembership(id);
  const { session, token, isGuest } = useMemberSession();
  const expireSession = useSessionExpiry();
  const [isOrderPlaced, setIsOrderPlaced] = useState(false);
  const memberId = isGuest ? null : (session?.primaryMemberId ?? null);
  const { draft, orderInfo, changeDraft } = useBillingDraft(membership.data, {
    isGuest,
    memberId,
  });
  const checkout = usePricedCheckout({
    orderInfo: isOrderPlaced ? undefined : orderInfo,
    token,
    membershipName: membership.data?.displayName,
    expireSession,
  });
  const setPricedCheckout = useSetPricedCheckout();
  const forgetPricedCheckouts = useForgetPricedCheckouts();

  const missing = redirectIfMembershipMissing(membership);
  if (missing) return missing;
  if (membership.data && !draft && !isOrderPlaced) {
    return <Navigate replace to={paths.membership.getHref(membership.data.id)} />;
  }

  const changeCheckout = (applied: AppliedCheckoutChanges, priced: MembershipCheckoutData) => {
    const next = changeDraft(applied);
    // The new order info is priced already: its checkout is what the server just answered.
    if (next) setPricedCheckout(next, token, priced);
  };
  const showConfirmation = async (order: MembershipOrder) => {
    setIsOrderPlaced(true);
    queryClient.setQueryData(membershipOrderQueryOptions(order.token).queryKey, order);
    void queryClient.invalidateQueries({ queryKey: householdKeys.all });
    await navigate(paths.membershipConfirmation.getHref(order.token));
    clearMembershipOrderDetails();
    forgetPricedCheckouts();
  };

  let content;
  if (isOrderPlaced) {
    content = <OrderPlacedStatus />;
  } else if (membership.isError) {
    content = <MembershipLoadFailure onRetry={() => void membership.refetch()} />;
  } else if (checkout.isError && !checkout.data) {
    // A checkout priced again (after a changed total, decision 112) that fails keeps the form.
    content = (
      <PricingFailure
        error={checkout.error}
        selectionsHref={paths.membership.getHref(id)}
        onRetry={() => void checkout.refetch()}
      />
    );
  } else if (!membership.data || !draft || !orderInfo || !checkout.data) {
    content = <MembershipLoading label="Pricing your membership…" />;
  } else {
    const hasAddOns = membership.data.addOns.length > 0;
    content = (
      <MembershipCheckout
        membershipName={membership.data.displayName}
        checkout={checkout.data}
        orderInfo={orderInfo}
        token={token}
        backLink={
          hasAddOns
            ? { href: paths.membershipAddOns.getHref(membership.data.id), label: 'Back to Add-Ons' }
            : {
                href: paths.membership.getHref(membership.data.id),
                label: 'Back to Member Details',
              }
        }
        expireSession={expireSession}
        onCheckoutChange={changeCheckout}
        onOrderPlaced={(order) => void showConfirmation(order)}
        initialBilling={billingOf(
          isGuest ? undefined : session?.primaryMember,
          orderInfo.primaryMember,
        )}
      />
    );
  }

  return (
    <MembershipStepFrame membership={membership} step="billing">
      {content}
    </MembershipStepFrame>
  );
}

export const meta = titled('Billing Details');
