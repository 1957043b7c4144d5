import { useRef } from 'react';
import { isNetworkError } from '../lib/api-client.ts';
import { retryLostAnswers } from '../lib/retry-lost-answers.ts';

/**
 * The attempt was sent and no answer came back, retries included: it may have been carried out.
 * Sending the same values again answers it (or carries it out once), never a second time.
 */
export class UnansweredAttemptError extends Error {
  override name = 'UnansweredAttemptError';
  constructor(cause: unknown) {
    super('The attempt was sent and its answer never came', { cause });
  }
}

/**
 * Sends an idempotent request (placing an order) so that it can never act twice: a lost answer
 * is asked for again at once, and an attempt whose answer never came is sent again as it was
 * (the same idempotency key) when the visitor submits the same values again. Other values make
 * a new attempt. `prepare` holds whatever must happen once per attempt before it is sent (a card
 * token, holds): an attempt sent again skips it.
 *
 * `takeUnanswered` hands over (and forgets) the attempt whose answer never came, unless it is the
 * attempt of `fingerprint`: for a caller that undoes what that attempt may have done before other
 * values are sent, or when the values are dropped (the walk-up hold gives its places back).
 */
export function useResendableAttempt<TPrepared, TAnswer>() {
  // The attempt that ended without an answer: what it sent, and the values it was made from.
  const unanswered = useRef<{ fingerprint: string; prepared: TPrepared } | null>(null);

  const takeUnanswered = (fingerprint?: string): TPrepared | null => {
    const attempt = unanswered.current;
    if (!attempt || attempt.fingerprint === fingerprint) return null;
    unanswered.current = null;
    return attempt.prepared;
  };

  async function sendAttempt({
    fingerprint,
    prepare,
    send,
    isStillRunning,
  }: {
    /** The submitted values as a string: the same string is the same attempt. */
    fingerprint: string;
    /** Makes a new attempt's request (its idempotency key, a card token). */
    prepare: () => Promise<TPrepared> | TPrepared;
    send: (prepared: TPrepared) => Promise<TAnswer>;
    /**
     * A refusal saying the attempt's first request is still being carried out (a resend that
     * came too soon): thrown as it is, and the attempt kept to be sent again as it was.
     */
    isStillRunning?: (error: unknown) => boolean;
  }): Promise<TAnswer> {
    const prepared =
      unanswered.current?.fingerprint === fingerprint
        ? unanswered.current.prepared
        : await prepare();
    try {
      const answer = await retryLostAnswers(() => send(prepared));
      unanswered.current = null;
      return answer;
    } catch (error) {
      const isUnanswered = isNetworkError(error);
      unanswered.current =
        isUnanswered || isStillRunning?.(error) ? { fingerprint, prepared } : null;
      throw isUnanswered ? new UnansweredAttemptError(error) : error;
    }
  }

  sendAttempt.takeUnanswered = takeUnanswered;
  return sendAttempt;
}
