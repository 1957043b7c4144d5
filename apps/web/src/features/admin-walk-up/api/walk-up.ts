/**
 * The box office's walk-up sale (decision 059): today's sessions, the sale's cart (its places
 * held), a member's household's membership places (issue 31), the sale, and where its tickets
 * PDF is printed from.
 */
import type { passPlacesResponseSchema } from '@shop/core/pass-booking';
import type {
  walkUpCartResponseSchema,
  walkUpSaleResponseSchema,
  walkUpSessionsResponseSchema,
  WalkUpCartBody,
  WalkUpReleaseBody,
  WalkUpSaleBody,
} from '@shop/core/walk-up-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { buildApiUrl } from '../../../lib/api-client.ts';
import { adminGet, adminSend } from '../../admin-shared/api/admin-session.ts';

const walkUpKey = ['admin', 'walk-up'] as const;

/** Today's sessions with their vacancy, refreshed as other sales take places. */
export function useWalkUpSessions() {
  return useQuery({
    queryKey: [...walkUpKey, 'sessions'],
    queryFn: () => adminGet<typeof walkUpSessionsResponseSchema>('/admin/walk-up/sessions'),
    refetchInterval: 30_000,
    retry: false,
  });
}

/** What the household of a member found may book at the session; asked once both are chosen. */
export function useWalkUpPassPlaces(sessionId: number, memberId: number) {
  return useQuery({
    queryKey: [...walkUpKey, 'pass-places', sessionId, memberId],
    queryFn: async () =>
      (
        await adminGet<typeof passPlacesResponseSchema>('/admin/walk-up/pass-places', {
          query: { activity_time_id: String(sessionId), member_id: String(memberId) },
        })
      ).attributes.holders,
    retry: false,
  });
}

/**
 * Holds the places under the key of one attempt (decision 106): an attempt whose answer was lost
 * is sent again with its key and answered with the places it held, never a second set.
 */
export function useCreateWalkUpCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: WalkUpCartBody; key: string }) =>
      adminSend<typeof walkUpCartResponseSchema>('POST', '/admin/walk-up/carts', body, {
        'idempotency-key': key,
      }),
    // The places held change the vacancy shown, and the holders' places taken.
    onSettled: () => queryClient.invalidateQueries({ queryKey: walkUpKey }),
  });
}

/**
 * Gives an unsold cart's places back when the seller starts over, so they are on sale again at
 * once rather than when the hold lapses.
 */
export function useReleaseWalkUpCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WalkUpReleaseBody) =>
      adminSend<typeof walkUpCartResponseSchema>('POST', '/admin/walk-up/carts/release', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: walkUpKey }),
  });
}

/**
 * Sells the cart under the key of one attempt (decision 072): the page sends a lost answer's
 * attempt again with its key, answered with the first sale and never charged twice, and gives
 * a new attempt (another card after a decline) a new key.
 */
export function useSellWalkUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: WalkUpSaleBody; key: string }) =>
      adminSend<typeof walkUpSaleResponseSchema>('POST', '/admin/walk-up/sales', body, {
        'idempotency-key': key,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: walkUpKey }),
  });
}

/** The order's tickets PDF, opened in a new tab to print. */
export const walkUpTicketsUrl = (orderId: number) =>
  buildApiUrl(`/admin/orders/${orderId}/tickets`);
