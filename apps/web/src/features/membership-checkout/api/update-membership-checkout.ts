/**
 * `PATCH /memberships/checkouts/{token}` (the update-membership-checkout operation): a promo code
 * or a donation; the server prices the checkout again and keeps it only if it prices.
 */
import type {
  membershipCheckoutResponseSchema,
  MembershipCheckout,
  MembershipOrderInfo,
} from '@shop/core/membership-api';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { bearerHeaders } from '../../../lib/member-token.ts';

export type MembershipCheckoutChanges = Pick<
  Partial<MembershipOrderInfo>,
  'coupon' | 'donationAmount'
>;

export function useUpdateMembershipCheckout(options: {
  checkoutToken: string;
  token: string | undefined;
  onUpdated: (checkout: MembershipCheckout, changes: MembershipCheckoutChanges) => void;
}) {
  return useMutation({
    mutationFn: async (changes: MembershipCheckoutChanges) => {
      const response = await apiSend<typeof membershipCheckoutResponseSchema>(
        'PATCH',
        `/memberships/checkouts/${encodeURIComponent(options.checkoutToken)}`,
        { body: { orderInfo: changes }, headers: bearerHeaders(options.token) },
      );
      return response.data.attributes;
    },
    onSuccess: options.onUpdated,
  });
}
