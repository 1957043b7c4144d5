/**
 * `PATCH /ticketing/line_items/{id}?cart_token=`: new booking fields, or, with activityTimeId,
 * the line moved to another session (SPEC section 4). A move answers a new line id.
 */
import type { Cart, LineItem, lineItemResponseSchema, UpdateLineItemBody } from '@shop/core/cart';
import { apiSend } from '../../../lib/api-client.ts';
import { useCartChange } from './get-cart.ts';

export async function updateLineItem({
  cartToken,
  lineItemId,
  body,
}: {
  cartToken: string;
  lineItemId: number;
  body: UpdateLineItemBody;
}): Promise<{ lineItem: LineItem; cart: Cart }> {
  const response = await apiSend<typeof lineItemResponseSchema>(
    'PATCH',
    `/ticketing/line_items/${lineItemId}`,
    { query: { cart_token: cartToken }, body },
  );
  return { lineItem: response.data.attributes, cart: response.data.additionalData.cart };
}

export function useUpdateLineItem() {
  return useCartChange(updateLineItem);
}
