/** `POST /ticketing/coupons/hold`: reserves a use of each limited coupon before the order. */
import type { Cart } from '@shop/core/cart';
import type { couponHoldResponseSchema } from '@shop/core/coupon-api';
import { apiSend } from '../../../lib/api-client.ts';

export async function holdCoupons(cartToken: string): Promise<Cart> {
  const response = await apiSend<typeof couponHoldResponseSchema>(
    'POST',
    '/ticketing/coupons/hold',
    { query: { cart_token: cartToken }, body: {} },
  );
  return response.data.additionalData.cart;
}
