/** `GET /memberships/coupons/{code}?product_area=Memberships&membership_id=`: may it be used? */
import type { couponResponseSchema, Coupon } from '@shop/core/coupon-api';
import { apiGet } from '../../../lib/api-client.ts';

export async function getMembershipCoupon(code: string, membershipId: number): Promise<Coupon> {
  const response = await apiGet<typeof couponResponseSchema>(
    `/memberships/coupons/${encodeURIComponent(code)}`,
    { query: { product_area: 'Memberships', membership_id: membershipId } },
  );
  return response.data.attributes;
}
