/**
 * `POST /ticketing/cart/holds?cart_token=`: keeps the cart's places for another full hold, taking
 * lapsed ones again where still free, and names the tickets whose places are gone (decision 030).
 */
import type { Cart, cartHoldsResponseSchema } from '@shop/core/cart';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { useSetCart } from './get-cart.ts';

export interface RenewedHolds {
  cart: Cart;
  unavailableTicketIds: number[];
}

export async function renewCartHolds({ cartToken }: { cartToken: string }): Promise<RenewedHolds> {
  const response = await apiSend<typeof cartHoldsResponseSchema>('POST', '/ticketing/cart/holds', {
    query: { cart_token: cartToken },
  });
  const { attributes, additionalData } = response.data;
  return { cart: additionalData.cart, unavailableTicketIds: attributes.unavailableTicketIds };
}

/**
 * Renews the holds of a cart and puts the cart it answers into the cart query. A lost answer
 * changes nothing a second renewal would not (unlike `useCartChange`, the cart is not read again:
 * on the checkout after an order's lost answer, an ordered cart would read as a new, empty one).
 */
export function useRenewCartHolds() {
  const setCart = useSetCart();
  return useMutation({ mutationFn: renewCartHolds, onSuccess: ({ cart }) => setCart(cart) });
}
