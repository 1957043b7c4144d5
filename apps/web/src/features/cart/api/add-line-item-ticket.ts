/**
 * `POST /ticketing/line_items/{id}/line_item_tickets?cart_token=`: tickets for a line, holding
 * their places. Activities with attendee details take one call per attendee, quantity 1.
 */
import type {
  addLineItemTicketBodySchema,
  Cart,
  LineItemTicket,
  lineItemTicketResponseSchema,
} from '@shop/core/cart';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiSend } from '../../../lib/api-client.ts';
import { useSetCart } from './get-cart.ts';

export type AddLineItemTicketInput = z.input<typeof addLineItemTicketBodySchema>;

export async function addLineItemTicket({
  cartToken,
  lineItemId,
  body,
}: {
  cartToken: string;
  lineItemId: number;
  body: AddLineItemTicketInput;
}): Promise<{ lineItemTicket: LineItemTicket; cart: Cart }> {
  const response = await apiSend<typeof lineItemTicketResponseSchema>(
    'POST',
    `/ticketing/line_items/${lineItemId}/line_item_tickets`,
    { query: { cart_token: cartToken }, body },
  );
  return { lineItemTicket: response.data.attributes, cart: response.data.additionalData.cart };
}

export function addLineItemTicketMutationOptions(onCart: (cart: Cart) => void) {
  return mutationOptions({
    mutationFn: addLineItemTicket,
    onSuccess: ({ cart }) => onCart(cart),
  });
}

export function useAddLineItemTicket() {
  return useMutation(addLineItemTicketMutationOptions(useSetCart()));
}
