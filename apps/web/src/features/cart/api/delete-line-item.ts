/** `DELETE /ticketing/line_items/{id}?cart_token=`: removes a line and releases its places. */
import { deletedResponseSchema, type Cart } from '@shop/core/cart';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { useSetCart } from './get-cart.ts';

export async function deleteLineItem({
  cartToken,
  lineItemId,
}: {
  cartToken: string;
  lineItemId: number;
}): Promise<Cart> {
  const response = await apiSend(
    'DELETE',
    `/ticketing/line_items/${lineItemId}`,
    deletedResponseSchema,
    { query: { cart_token: cartToken } },
  );
  return response.data.additionalData.cart;
}

export function deleteLineItemMutationOptions(onCart: (cart: Cart) => void) {
  return mutationOptions({ mutationFn: deleteLineItem, onSuccess: onCart });
}

export function useDeleteLineItem() {
  return useMutation(deleteLineItemMutationOptions(useSetCart()));
}
