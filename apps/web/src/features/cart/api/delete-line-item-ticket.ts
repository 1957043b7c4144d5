/** `DELETE /ticketing/line_items/{id}/line_item_tickets/{ticketId}?cart_token=`: releases its places. */
import type { Cart, deletedResponseSchema } from '@shop/core/cart';
import { apiSend } from '../../../lib/api-client.ts';
import { useCartChange } from './get-cart.ts';

export async function deleteLineItemTicket({
  cartToken,
  lineItemId,
  lineItemTicketId,
}: {
  cartToken: string;
  lineItemId: number;
  lineItemTicketId: number;
}): Promise<Cart> {
  const response = await apiSend<typeof deletedResponseSchema>(
    'DELETE',
    `/ticketing/line_items/${lineItemId}/line_item_tickets/${lineItemTicketId}`,
    { query: { cart_token: cartToken } },
  );
  return response.data.additionalData.cart;
}

export function useDeleteLineItemTicket() {
  return useCartChange(deleteLineItemTicket);
}
