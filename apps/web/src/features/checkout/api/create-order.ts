/** `POST /ticketing/orders`: places the order for the cart, idempotently. */
import { orderResponseSchema, type CustomerInfo, type Order } from '@shop/core/order-api';
import { apiSend } from '../../../lib/api-client.ts';

export interface CreateOrderInput {
  cartToken: string;
  customerInfo: CustomerInfo;
  /** One per submit attempt; a retry of the same attempt sends the same key. */
  idempotencyKey: string;
}

export async function createOrder({
  cartToken,
  customerInfo,
  idempotencyKey,
}: CreateOrderInput): Promise<Order> {
  const response = await apiSend('POST', '/ticketing/orders', orderResponseSchema, {
    query: { cart_token: cartToken },
    headers: { 'idempotency-key': idempotencyKey },
    body: { order: { customerInfo } },
  });
  return response.data.attributes;
}
