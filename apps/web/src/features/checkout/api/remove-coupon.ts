/** `DELETE /ticketing/coupons/{couponId}`: takes an applied coupon off the cart. */
import type { Cart, cartResponseSchema } from '@shop/core/cart';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';

export async function removeCoupon(cartToken: string, couponId: number): Promise<Cart> {
  const response = await apiSend<typeof cartResponseSchema>(
    'DELETE',
    `/ticketing/coupons/${couponId}`,
    { query: { cart_token: cartToken } },
  );
  return response.data.attributes;
}

export function useRemoveCoupon({
  cartToken,
  onCartUpdated,
}: {
  cartToken: string;
  onCartUpdated: (cart: Cart) => void;
}) {
  return useMutation({
    mutationFn: (couponId: number) => removeCoupon(cartToken, couponId),
    onSuccess: onCartUpdated,
  });
}
