import type { Cart } from '@shop/core/cart';
import type { WalkUpCartBody } from '@shop/core/walk-up-api';
import { useResendableAttempt } from '../../../hooks/use-resendable-attempt.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { useCreateWalkUpCart } from '../api/walk-up.ts';

/**
 * Holding the chosen places. Each hold has its own idempotency key (decision 106): a hold whose
 * answer was lost is sent again with its key when the same tickets are held again, and answered
 * with the places it held; other tickets are a new hold.
 */
export function useWalkUpHold() {
  const createCart = useCreateWalkUpCart();
  const sendAttempt = useResendableAttempt<string, Cart>();

  const hold = (body: WalkUpCartBody) =>
    sendAttempt({
      fingerprint: JSON.stringify(body),
      prepare: newIdempotencyKey,
      send: (key) => createCart.mutateAsync({ body, key }),
    });

  return { hold, isPending: createCart.isPending, reset: () => createCart.reset() };
}
