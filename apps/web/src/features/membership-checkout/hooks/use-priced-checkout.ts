import type { MembershipOrderInfo } from '@shop/core/membership-api';
import { useEffect, useRef } from 'react';
import { trackEcommerceEvent } from '../../../lib/analytics.ts';
import { storageKeys, writeStored } from '../../../lib/storage.ts';
import { useMembershipCheckout } from '../api/create-membership-checkout.ts';
import { toMembershipEcommerce } from '../lib/membership-analytics.ts';

export interface UsePricedCheckoutOptions {
  /** Undefined while the order info is not known, or once the order is placed. */
  orderInfo: MembershipOrderInfo | undefined;
  token: string | undefined;
  /** Undefined until the membership has loaded; begin_checkout waits for it. */
  membershipName: string | undefined;
  /** Ends a member session the server no longer knows; answers whether it did. */
  expireSession: (error: unknown) => boolean;
}

/**
 * The membership as the server prices the chosen order info (SPEC section 4). It is stored for
 * the confirmation and reported once as begin_checkout; a member session that expired ends.
 */
export function usePricedCheckout({
  orderInfo,
  token,
  membershipName,
  expireSession,
}: UsePricedCheckoutOptions) {
  const checkout = useMembershipCheckout(orderInfo, token);

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
    if (!checkout.data || membershipName === undefined || trackedCheckout.current) return;
    trackedCheckout.current = checkout.data.token;
    trackEcommerceEvent('begin_checkout', toMembershipEcommerce(checkout.data, membershipName));
  }, [checkout.data, membershipName]);

  return checkout;
}
