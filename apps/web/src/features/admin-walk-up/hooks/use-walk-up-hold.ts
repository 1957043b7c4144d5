import type { Cart } from '@shop/core/cart';
import { walkUpTexts, type WalkUpCartBody } from '@shop/core/walk-up-api';
import { useRef, useState } from 'react';
import {
  UnansweredAttemptError,
  useResendableAttempt,
} from '../../../hooks/use-resendable-attempt.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { useCreateWalkUpCart, useReleaseWalkUpCart } from '../api/walk-up.ts';

/** A hold as it was sent: its tickets and its key. */
type SentHold = { body: WalkUpCartBody; key: string };

/** The first request of the hold is still holding (a resend after a lost answer came first). */
const isHoldInProgress = (error: unknown) =>
  error instanceof ApiError && error.body?.errors.message === walkUpTexts.holdInProgress;

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
  const sendAttempt = useResendableAttempt<string, Cart>();
  // The hold whose answer never came: it may hold places that no one at the window can see.
  const unanswered = useRef<SentHold | null>(null);
  const [isPending, setIsPending] = useState(false);

  /**
   * Gives back the places the unanswered hold may have taken: its key sent again answers the cart
   * it held, which is released. Left held, they would be out of sale until the hold lapsed, and
   * at a nearly sold-out session would refuse the clerk's corrected hold. A hold that still gets
   * no answer, or is still holding, leaves its places to lapse, as before.
   */
  const giveBackUnanswered = async () => {
    const sent = unanswered.current;
    unanswered.current = null;
    if (!sent) return;
    try {
      const cart = await createCart.mutateAsync(sent);
      await release.mutateAsync({ cartToken: cart.token });
    } catch {
      // Nothing the clerk can act on: the places lapse with their hold.
    }
  };

  const hold = async (body: WalkUpCartBody) => {
    setIsPending(true);
    let sent: SentHold | null = null;
    try {
      const lost = unanswered.current;
      if (lost && JSON.stringify(lost.body) !== JSON.stringify(body)) await giveBackUnanswered();
      const cart = await sendAttempt({
        fingerprint: JSON.stringify(body),
        prepare: newIdempotencyKey,
        send: (key) => createCart.mutateAsync((sent = { body, key })),
        // Holding the same tickets again must send this key, or it would hold a second set.
        isStillRunning: isHoldInProgress,
      });
      unanswered.current = null;
      return cart;
    } catch (error) {
      const mayHold = error instanceof UnansweredAttemptError || isHoldInProgress(error);
      unanswered.current = mayHold ? sent : null;
      throw error;
    } finally {
      setIsPending(false);
    }
  };

  return { hold, giveBackUnanswered, isPending, reset: () => createCart.reset() };
}
