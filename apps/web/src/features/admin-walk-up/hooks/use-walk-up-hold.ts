import type { Cart } from '@shop/core/cart';
import { walkUpTexts, type WalkUpCartBody } from '@shop/core/walk-up-api';
import { useState } from 'react';
import { useResendableAttempt } from '../../../hooks/use-resendable-attempt.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { useCreateWalkUpCart } from '../api/walk-up.ts';

/**
 * Holding the chosen places. Each hold has its own idempotency key (decision 106): a hold whose
 * answer was lost is sent again with its key when the same tickets are held again, and answered
 * with the places it held; other tickets are a new hold. The hold is pending for the whole
 * attempt, its lost answers' resends included, so that Hold cannot start a second one meanwhile.
 */
export function useWalkUpHold() {
  const createCart = useCreateWalkUpCart();
  const sendAttempt = useResendableAttempt<string, Cart>();
  const [isPending, setIsPending] = useState(false);

  const hold = async (body: WalkUpCartBody) => {
    setIsPending(true);
    try {
      return await sendAttempt({
        fingerprint: JSON.stringify(body),
        prepare: newIdempotencyKey,
        send: (key) => createCart.mutateAsync({ body, key }),
        // The first request is still holding (a resend after a lost answer came first): holding
        // the same tickets again must send its key, or it would hold a second set.
        isStillRunning: (error) =>
          error instanceof ApiError && error.body?.errors.message === walkUpTexts.holdInProgress,
      });
    } finally {
      setIsPending(false);
    }
  };

  return { hold, isPending, reset: () => createCart.reset() };
}
