/** Coupons in the back office (decision 047): the list with uses, scope options, create, change. */
import type {
  adminCouponListResponseSchema,
  adminCouponResponseSchema,
  couponScopeOptionsResponseSchema,
  ChangeCouponBody,
  CreateCouponBody,
} from '@shop/core/coupon-admin-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { adminSend } from '../../admin-shared/api/admin-session.ts';

export const couponListKey = ['admin', 'coupons'] as const;

export function useCouponList() {
  return useQuery({
    queryKey: couponListKey,
    queryFn: async () =>
      (await apiGet<typeof adminCouponListResponseSchema>('/admin/coupons')).data,
    retry: false,
  });
}

export function useCouponScopeOptions() {
  return useQuery({
    queryKey: [...couponListKey, 'scope-options'],
    queryFn: async () =>
      (await apiGet<typeof couponScopeOptionsResponseSchema>('/admin/coupons/scope-options')).data,
    retry: false,
    staleTime: 60_000,
  });
}

export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateCouponBody) =>
      (await adminSend<typeof adminCouponResponseSchema>('POST', '/admin/coupons', body)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponListKey }),
  });
}

export function useChangeCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: ChangeCouponBody & { id: number }) =>
      (await adminSend<typeof adminCouponResponseSchema>('PATCH', `/admin/coupons/${id}`, body))
        .data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponListKey }),
  });
}
