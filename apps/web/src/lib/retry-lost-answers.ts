import { isNetworkError } from './api-client.ts';

/** Pauses before each automatic retry of a request whose answer never arrived. */
const RETRY_DELAYS_MS = [600, 1800];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends an idempotent request again, after a pause, while the network loses its answer: the
 * same idempotency key makes the server answer a repeat instead of acting twice (SPEC section 7).
 * Any other failure, or the last lost answer, is thrown.
 */
export async function retryLostAnswers<T>(send: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await send();
    } catch (error) {
      const delay = RETRY_DELAYS_MS[attempt];
      if (!isNetworkError(error) || delay === undefined) throw error;
      await wait(delay);
    }
  }
}
