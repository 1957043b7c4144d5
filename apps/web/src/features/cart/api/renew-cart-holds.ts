/**
 * `POST /ticketing/cart/holds?cart_token=`: keeps the cart's places for another full hold, taking
 * lapsed ones again where still free, and names the tickets whose places are gone (decision 030).
 */
import type { Cart, cartHoldsResponseSchema } from '@shop/core/cart';
import { apiSend } from '../../../lib/api-client.ts';
import { useCartChange } from './get-cart.ts';

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

/** Renews the holds of a cart and puts the cart it answers into the cart query. */
export function useRenewCartHolds() {
  return useCartChange(renewCartHolds);
}
