/**
 * `POST /ticketing/line_items/{id}/pass_places?cart_token=`: a pass holder's membership place, or
 * a guest they bring, added to a line with the member's session (decision 094).
 */
import type { Cart, lineItemTicketResponseSchema } from '@shop/core/cart';
import type { addPassPlaceBodySchema } from '@shop/core/pass-booking';
import type { z } from 'zod';
import { apiSend } from '../../../lib/api-client.ts';
import { memberSessionHeaders } from '../../../lib/member-token.ts';
import { useCartChange } from './get-cart.ts';

export type AddPassPlaceInput = z.input<typeof addPassPlaceBodySchema>;

export async function addPassPlace({
  cartToken,
  lineItemId,
  body,
}: {
  cartToken: string;
  lineItemId: number;
  body: AddPassPlaceInput;
}): Promise<Cart> {
  const response = await apiSend<typeof lineItemTicketResponseSchema>(
    'POST',
    `/ticketing/line_items/${lineItemId}/pass_places`,
    { query: { cart_token: cartToken }, body, headers: memberSessionHeaders() },
  );
  return response.data.additionalData.cart;
}

export function useAddPassPlace() {
  return useCartChange(addPassPlace);
}
