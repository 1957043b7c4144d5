/**
 * `POST /ticketing/orders?cart_token=[&edit_mode=true]`: places the order for the cart, or in
 * edit mode commits the change to the order (SPEC section 7), idempotently.
 */
import type { CustomerInfo, Order, orderResponseSchema } from '@shop/core/order-api';
import { apiSend } from '../../../lib/api-client.ts';
import { memberSessionHeaders } from '../../../lib/member-token.ts';

export interface CreateOrderInput {
  cartToken: string;
  customerInfo: CustomerInfo;
  /** The booking the order belongs to, when there is one already (an edited order's). */
  bookingId: string | null;
  /** Edit mode: the order being changed; the cart is then its working copy. */
  orderToken?: string | null | undefined;
  /** One per submit attempt; a retry of the same attempt sends the same key. */
  idempotencyKey: string;
  /** The cart's total the checkout showed: another total refuses the order (decision 112). */
  expectedTotal: number;
}

export async function createOrder({
  cartToken,
  customerInfo,
  bookingId,
  orderToken,
  idempotencyKey,
  expectedTotal,
}: CreateOrderInput): Promise<Order> {
  const response = await apiSend<typeof orderResponseSchema>('POST', '/ticketing/orders', {
    query: { cart_token: cartToken, edit_mode: orderToken ? true : undefined },
    headers: { 'idempotency-key': idempotencyKey, ...memberSessionHeaders() },
    body: {
      order: { bookingId, ...(orderToken ? { orderToken } : {}), customerInfo, expectedTotal },
    },
  });
  return response.data.attributes;
}
