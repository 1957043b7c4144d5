/** `POST /ticketing/line_items?cart_token=&edit_mode=`: a line for a session, with its fields. */
import type {
  Cart,
  createLineItemBodySchema,
  LineItem,
  lineItemResponseSchema,
} from '@shop/core/cart';
import type { z } from 'zod';
import { apiSend } from '../../../lib/api-client.ts';
import { useCartChange } from './get-cart.ts';

export type CreateLineItemInput = z.input<typeof createLineItemBodySchema>;

export async function createLineItem({
  cartToken,
  body,
  isEditMode = false,
}: {
  cartToken: string;
  body: CreateLineItemInput;
  isEditMode?: boolean;
}): Promise<{ lineItem: LineItem; cart: Cart }> {
  const response = await apiSend<typeof lineItemResponseSchema>('POST', '/ticketing/line_items', {
    query: { cart_token: cartToken, edit_mode: isEditMode || undefined },
    body,
  });
  return { lineItem: response.data.attributes, cart: response.data.additionalData.cart };
}

export function useCreateLineItem() {
  return useCartChange(createLineItem);
}
