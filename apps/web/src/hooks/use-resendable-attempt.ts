import { useRef } from 'react';
import { isNetworkError } from '../lib/api-client.ts';
import { retryLostAnswers } from '../lib/retry-lost-answers.ts';

/**
 * Sends an idempotent request (placing an order) so that it can never act twice: a lost answer
 * is asked for again at once, and an attempt whose answer never came is sent again as it was
 * (the same idempotency key) when the visitor submits the same values again. Other values make
 * a new attempt.
 */
export function useResendableAttempt<TPrepared, TAnswer>() {
  // The attempt that ended without an answer: what it sent, and the values it was made from.
  const unanswered = useRef<{ fingerprint: string; prepared: TPrepared } | null>(null);

  return async function sendAttempt({
    fingerprint,
    prepare,
    send,
  }: {
    /** The submitted values as a string: the same string is the same attempt. */
    fingerprint: string;
    /** Makes a new attempt's request (its idempotency key, a card token). */
    prepare: () => Promise<TPrepared> | TPrepared;
    send: (prepared: TPrepared) => Promise<TAnswer>;
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
      unanswered.current = isNetworkError(error) ? { fingerprint, prepared } : null;
      throw error;
    }
  };
}
