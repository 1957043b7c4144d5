/** `PATCH /ticketing/line_items/{id}/line_item_tickets/{ticketId}?cart_token=`: quantity or attendee. */
import type {
  Cart,
  LineItemTicket,
  lineItemTicketResponseSchema,
  UpdateLineItemTicketBody,
} from '@shop/core/cart';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { useSetCart } from './get-cart.ts';

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
}): Promise<{ lineItemTicket: LineItemTicket; cart: Cart }> {
  const response = await apiSend<typeof lineItemTicketResponseSchema>(
    'PATCH',
    `/ticketing/line_items/${lineItemId}/line_item_tickets/${lineItemTicketId}`,
    { query: { cart_token: cartToken }, body },
  );
  return { lineItemTicket: response.data.attributes, cart: response.data.additionalData.cart };
}

export function updateLineItemTicketMutationOptions(onCart: (cart: Cart) => void) {
  return mutationOptions({
    mutationFn: updateLineItemTicket,
    onSuccess: ({ cart }) => onCart(cart),
  });
}

export function useUpdateLineItemTicket() {
  return useMutation(updateLineItemTicketMutationOptions(useSetCart()));
}
