import type { Cart } from '@shop/core/cart';
import { walkUpTexts, type WalkUpCartBody } from '@shop/core/walk-up-api';
import { useState } from 'react';
import { useResendableAttempt } from '../../../hooks/use-resendable-attempt.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { useCreateWalkUpCart, useReleaseWalkUpCart } from '../api/walk-up.ts';

/** A hold as it is sent: its tickets and its key. */
type SentHold = { body: WalkUpCartBody; key: string };

/**
 * Holding the chosen places. Each hold has its own idempotency key (decision 106): a hold whose
 * answer was lost is sent again with its key when the same tickets are held again, and answered
 * with the places it held; other tickets are a new hold, made once the lost one's places, if it
 * held any, are given back. The hold is pending for the whole attempt, its lost answers' resends
 * included, so that Hold cannot start a second one meanwhile.
 */
export function useWalkUpHold() {
  const createCart = useCreateWalkUpCart();
  const release = useReleaseWalkUpCart();
  const sendAttempt = useResendableAttempt<SentHold, Cart>();
  const [isPending, setIsPending] = useState(false);

  /**
   * Gives back the places a hold whose answer never came may have taken: its key sent again
   * answers the cart it held, which is released. Left held, they would be out of sale until the
   * hold lapsed, and at a nearly sold-out session would refuse the clerk's corrected hold. A hold
   * that still gets no answer, or is still holding, leaves its places to lapse, as before.
   */
  const giveBack = async (lost: SentHold | null) => {
    if (!lost) return;
    try {
      const cart = await createCart.mutateAsync(lost);
      await release.mutateAsync({ cartToken: cart.token });
    } catch {
      // Nothing the clerk can act on: the places lapse with their hold.
    }
  };

  const hold = async (body: WalkUpCartBody) => {
    setIsPending(true);
    try {
      const fingerprint = JSON.stringify(body);
      await giveBack(sendAttempt.takeUnanswered(fingerprint));
      return await sendAttempt({
        fingerprint,
        prepare: () => ({ body, key: newIdempotencyKey() }),
        send: (sent) => createCart.mutateAsync(sent),
        // The first request is still holding (a resend after a lost answer came first): holding
        // the same tickets again must send its key, or it would hold a second set.
        isStillRunning: (error) =>
          error instanceof ApiError && error.body?.errors.message === walkUpTexts.holdInProgress,
      });
    } finally {
      setIsPending(false);
    }
  };

  return {
    hold,
    /** Another session chosen, or the sale started over: the lost hold's places go back. */
    giveBackUnanswered: () => giveBack(sendAttempt.takeUnanswered()),
    isPending,
    reset: () => createCart.reset(),
  };
}
