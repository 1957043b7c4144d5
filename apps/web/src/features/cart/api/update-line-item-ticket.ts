/** `PATCH /ticketing/line_items/{id}/line_item_tickets/{ticketId}?cart_token=`: quantity or attendee. */
import type { Cart, lineItemTicketResponseSchema, UpdateLineItemTicketBody } from '@shop/core/cart';
import { apiSend } from '../../../lib/api-client.ts';
import { useCartChange } from './get-cart.ts';

export async function updateLineItemTicket({
  cartToken,
  lineItemId,
  lineItemTicketId,
  body,
}: {
  cartToken: string;
  lineItemId: number;
  lineItemTicketId: number;
  body: UpdateLineItemTicketBody;
}): Promise<Cart> {
  const response = await apiSend<typeof lineItemTicketResponseSchema>(
    'PATCH',
    `/ticketing/line_items/${lineItemId}/line_item_tickets/${lineItemTicketId}`,
    { query: { cart_token: cartToken }, body },
  );
  return response.data.additionalData.cart;
}

export function useUpdateLineItemTicket() {
  return useCartChange(updateLineItemTicket);
}
