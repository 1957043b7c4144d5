/** Coupons in the back office (decision 047): the list with uses, scope options, create, change. */
import type {
  adminCouponListResponseSchema,
  adminCouponResponseSchema,
  couponScopeOptionsResponseSchema,
  ChangeCouponBody,
  CreateCouponBody,
} from '@shop/core/coupon-admin-api';
import { useQuery } from '@tanstack/react-query';
import { adminGet, adminSend, useAdminChange } from '../../admin-shared/api/admin-session.ts';

export const couponListKey = ['admin', 'coupons'] as const;

export function useCouponList() {
  return useQuery({
    queryKey: couponListKey,
    queryFn: () => adminGet<typeof adminCouponListResponseSchema>('/admin/coupons'),
    retry: false,
  });
}

export function useCouponScopeOptions() {
  return useQuery({
    queryKey: [...couponListKey, 'scope-options'],
    queryFn: () =>
      adminGet<typeof couponScopeOptionsResponseSchema>('/admin/coupons/scope-options'),
    retry: false,
    staleTime: 60_000,
  });
}

export const useCreateCoupon = () =>
  useAdminChange(
    (body: CreateCouponBody) =>
      adminSend<typeof adminCouponResponseSchema>('POST', '/admin/coupons', body),
    couponListKey,
  );

export const useChangeCoupon = () =>
  useAdminChange(
    ({ id, ...body }: ChangeCouponBody & { id: number }) =>
      adminSend<typeof adminCouponResponseSchema>('PATCH', `/admin/coupons/${id}`, body),
    couponListKey,
  );
