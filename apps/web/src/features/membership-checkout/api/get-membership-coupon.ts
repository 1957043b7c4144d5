/** `GET /memberships/coupons/{code}?product_area=Memberships&membership_id=`: may it be used? */
import { couponResponseSchema, type Coupon } from '@shop/core/coupon-api';
import { apiGet } from '../../../lib/api-client.ts';

export async function getMembershipCoupon(code: string, membershipId: number): Promise<Coupon> {
  const response = await apiGet(
    `/memberships/coupons/${encodeURIComponent(code)}`,
    couponResponseSchema,
    { query: { product_area: 'Memberships', membership_id: membershipId } },
  );
  return response.data.attributes;
}
