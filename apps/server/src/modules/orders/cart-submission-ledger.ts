/**
 * The ledger of a ticket order or order edit (decision 013): the key is tied to the cart it was
 * first used for and to the request's body (decision 071), and a cart has one payment in flight
 * at a time (decision 020).
 */
import { AppError } from '../../http/app-error.ts';
import {
  keyReusedError,
  takenOver,
  type SubmissionLedger,
  type SubmissionOutcome,
  type SubmissionStore,
} from '../sales/index.ts';
import type { OrdersRepository } from './orders-repository.ts';

export function cartSubmissionLedger(options: {
  repository: Pick<OrdersRepository, 'claimSubmission'>;
  store: SubmissionStore;
  key: string;
  cartId: number;
  /** The request's hash (decision 071): the same key with another body is refused. */
  requestHash: string;
  answerOf: (orderId: number) => Promise<SubmissionOutcome>;
}): SubmissionLedger {
  const { repository, key, cartId, requestHash } = options;
  return {
    key,
    store: options.store,
    answerOf: options.answerOf,
    async claim() {
      const claimed = await repository.claimSubmission(key, cartId, requestHash);
      if ('inFlight' in claimed) throw takenOver();
      if (!claimed.claimed && claimed.row.cartId !== cartId) {
        throw new AppError('conflict', 'This Idempotency-Key was already used for another cart.');
      }
      // A key sent again with another body (another e-mail, say) is never answered with the
      // first request's outcome; keys claimed before hashes were kept have none to compare.
      if (!claimed.claimed && claimed.row.requestHash && claimed.row.requestHash !== requestHash)
        throw keyReusedError();
      return claimed;
    },
  };
}
