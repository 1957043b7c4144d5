/**
 * `POST /memberships/checkouts`: the server prices the order info (items and totals) and keeps
 * it as a checkout. Read as a query keyed by the order info, so the billing page shows the
 * price of exactly what was chosen and a reload asks again.
 */
import type {
  membershipCheckoutResponseSchema,
  MembershipCheckout,
  MembershipOrderInfo,
} from '@shop/core/membership-api';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { bearerHeaders } from '../../../lib/member-token.ts';

const membershipCheckoutKeys = {
  all: ['memberships', 'checkout'] as const,
  priced: (orderInfo: MembershipOrderInfo, token: string | undefined) =>
    [...membershipCheckoutKeys.all, token ?? null, orderInfo] as const,
};

export function useMembershipCheckout(
  orderInfo: MembershipOrderInfo | undefined,
  token: string | undefined,
) {
  return useQuery({
    queryKey: orderInfo
      ? membershipCheckoutKeys.priced(orderInfo, token)
      : [...membershipCheckoutKeys.all, 'none'],
    queryFn: orderInfo
      ? async ({ signal }) => {
          const response = await apiSend<typeof membershipCheckoutResponseSchema>(
            'POST',
            '/memberships/checkouts',
            { body: { orderInfo }, headers: bearerHeaders(token), signal },
          );
          return response.data.attributes;
        }
      : skipToken,
    // Prices change only with the order info, which is part of the key.
    staleTime: Infinity,
  });
}

/** Keeps a checkout the server has just priced again as the price of its new order info. */
export function useSetPricedCheckout() {
  const queryClient = useQueryClient();
  return (
    orderInfo: MembershipOrderInfo,
    token: string | undefined,
    checkout: MembershipCheckout,
  ) => queryClient.setQueryData(membershipCheckoutKeys.priced(orderInfo, token), checkout);
}

/**
 * Prices the shown checkout again, and marks the others stale: the server's prices changed
 * since they were asked for (decision 112).
 */
export function useRepriceCheckouts() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: membershipCheckoutKeys.all });
}

/** Forgets every priced checkout: once the order is placed they price nothing. */
export function useForgetPricedCheckouts() {
  const queryClient = useQueryClient();
  return () => queryClient.removeQueries({ queryKey: membershipCheckoutKeys.all });
}
