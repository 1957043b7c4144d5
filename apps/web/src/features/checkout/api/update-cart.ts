/** `PATCH /ticketing/cart`: sets the donation (0 removes it) or applies a coupon code. */
import type { Cart, cartResponseSchema } from '@shop/core/cart';
import type { UpdateCartBody } from '@shop/core/coupon-api';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';

export async function updateCart(cartToken: string, cart: UpdateCartBody['cart']): Promise<Cart> {
  const response = await apiSend<typeof cartResponseSchema>('PATCH', '/ticketing/cart', {
    query: { cart_token: cartToken },
    body: { cart },
  });
  return response.data.attributes;
}

/** The caller decides where the updated cart goes (the cart query belongs to the cart feature). */
export function useUpdateCart({
  cartToken,
  onCartUpdated,
}: {
  cartToken: string;
  onCartUpdated: (cart: Cart) => void;
}) {
  return useMutation({
    mutationFn: (cart: UpdateCartBody['cart']) => updateCart(cartToken, cart),
    onSuccess: onCartUpdated,
  });
}
