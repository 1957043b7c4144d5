/**
 * `POST /ticketing/line_items/{id}/line_item_tickets?cart_token=`: tickets for a line, holding
 * their places. Activities with attendee details take one call per attendee, quantity 1.
 */
import type {
  addLineItemTicketBodySchema,
  Cart,
  lineItemTicketResponseSchema,
} from '@shop/core/cart';
import type { z } from 'zod';
import { apiSend } from '../../../lib/api-client.ts';
import { useCartChange } from './get-cart.ts';

export type AddLineItemTicketInput = z.input<typeof addLineItemTicketBodySchema>;

export async function addLineItemTicket({
  cartToken,
  lineItemId,
  body,
}: {
  cartToken: string;
  lineItemId: number;
  body: AddLineItemTicketInput;
}): Promise<Cart> {
  const response = await apiSend<typeof lineItemTicketResponseSchema>(
    'POST',
    `/ticketing/line_items/${lineItemId}/line_item_tickets`,
    { query: { cart_token: cartToken }, body },
  );
  return response.data.additionalData.cart;
}

export function useAddLineItemTicket() {
  return useCartChange(addLineItemTicket);
}
