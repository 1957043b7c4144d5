/**
 * The back office's orders (issue 15): the search, the order page, refunds, a resent
 * confirmation and notes. Each change sends the CSRF token (decision 041) and invalidates the
 * order it changed and the search lists.
 */
import type {
  adminOrderResponseSchema,
  orderMessageResponseSchema,
  orderNoteResponseSchema,
  orderFiltersResponseSchema,
  orderSearchResponseSchema,
  refundResponseSchema,
  OrderNoteBody,
  RefundOrderBody,
} from '@shop/core/order-admin-api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, isNetworkError } from '../../../lib/api-client.ts';
import { adminGet, adminSend } from '../../admin-shared/api/admin-session.ts';

export const ORDERS_PAGE_SIZE = 20;

export interface OrderSearch {
  q: string;
  date: string;
  paymentMethod: string;
  seller: string;
  session: string;
  page: number;
}

const ordersKey = ['admin', 'orders'] as const;
const orderKey = (id: number) => ['admin', 'order', id] as const;

export function useOrderSearch({ q, date, paymentMethod, seller, session, page }: OrderSearch) {
  return useQuery({
    queryKey: [...ordersKey, q, date, paymentMethod, seller, session, page],
    queryFn: () =>
      apiGet<typeof orderSearchResponseSchema>('/admin/orders', {
        query: {
          q: q || undefined,
          date: date || undefined,
          paymentMethod: paymentMethod || undefined,
          seller: seller || undefined,
          activityTimeId: session || undefined,
          page,
          pageSize: ORDERS_PAGE_SIZE,
        },
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The sellers and the sessions of a day (today when none) the list can be narrowed to. */
export function useOrderFilters(date: string) {
  return useQuery({
    queryKey: [...ordersKey, 'filters', date],
    queryFn: () =>
      adminGet<typeof orderFiltersResponseSchema>('/admin/orders/filters', {
        query: { date: date || undefined },
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useAdminOrder(id: number) {
  return useQuery({
    queryKey: orderKey(id),
    queryFn: () => adminGet<typeof adminOrderResponseSchema>(`/admin/orders/${id}`),
    retry: false,
  });
}

/** Reads the order and the orders list again, as a change to the order has made them stale. */
export function useOrderRefresh(id: number) {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: orderKey(id) });
    await queryClient.invalidateQueries({ queryKey: ordersKey });
  };
}

/**
 * A change to the order, after which the order is read again: also after a refusal, which may
 * come from a change made meanwhile, and after a lost answer, as the change may have been made.
 * `keepWhenUnanswered`: not after a lost answer (the refund's dialog stays as it was, to send the
 * refund again under its key, and reads the order when it is closed).
 */
function useOrderChange<Input, Output>(
  id: number,
  send: (input: Input) => Promise<Output>,
  { keepWhenUnanswered = false } = {},
) {
  const refreshOrder = useOrderRefresh(id);
  return useMutation({
    mutationFn: send,
    onSettled: (_answer, error) =>
      keepWhenUnanswered && isNetworkError(error) ? undefined : refreshOrder(),
  });
}

/** A refund, with a key made once per confirmed dialog: a retried request never refunds twice. */
export function useRefundOrder(id: number) {
  return useOrderChange(
    id,
    ({ key, ...body }: RefundOrderBody & { key: string }) =>
      adminSend<typeof refundResponseSchema>('POST', `/admin/orders/${id}/refunds`, body, {
        'idempotency-key': key,
      }),
    { keepWhenUnanswered: true },
  );
}

export function useResendConfirmation(id: number) {
  return useOrderChange(id, () =>
    adminSend<typeof orderMessageResponseSchema>('POST', `/admin/orders/${id}/confirmation`),
  );
}

export function useAddOrderNote(id: number) {
  return useOrderChange(id, (body: OrderNoteBody) =>
    adminSend<typeof orderNoteResponseSchema>('POST', `/admin/orders/${id}/notes`, body),
  );
}
