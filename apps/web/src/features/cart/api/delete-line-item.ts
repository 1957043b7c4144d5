/**
 * `DELETE /ticketing/line_items/{id}?cart_token=&edit_mode=`: removes a line and releases its
 * places. In edit mode only a line the edit added can go (SPEC section 5).
 */
import type { Cart, deletedResponseSchema } from '@shop/core/cart';
import { apiSend } from '../../../lib/api-client.ts';
import { useCartChange } from './get-cart.ts';

export async function deleteLineItem({
  cartToken,
  lineItemId,
  isEditMode = false,
}: {
  cartToken: string;
  lineItemId: number;
  isEditMode?: boolean;
}): Promise<Cart> {
  const response = await apiSend<typeof deletedResponseSchema>(
    'DELETE',
    `/ticketing/line_items/${lineItemId}`,
    { query: { cart_token: cartToken, edit_mode: isEditMode || undefined } },
  );
  return response.data.additionalData.cart;
}

export function useDeleteLineItem() {
  return useCartChange(deleteLineItem);
}
