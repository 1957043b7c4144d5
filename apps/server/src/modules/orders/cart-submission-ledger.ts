/**
 * The ledger of a ticket order or order edit (decision 013): the key is tied to the cart it was
 * first used for, and a cart has one payment in flight at a time (decision 020).
 */
import { AppError } from '../../http/app-error.ts';
import {
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
  answerOf: (orderId: number) => Promise<SubmissionOutcome>;
}): SubmissionLedger {
  const { repository, key, cartId } = options;
  return {
    key,
    store: options.store,
    answerOf: options.answerOf,
    async claim() {
      const claimed = await repository.claimSubmission(key, cartId);
      if ('inFlight' in claimed) throw takenOver();
      if (!claimed.claimed && claimed.row.cartId !== cartId) {
        throw new AppError('conflict', 'This Idempotency-Key was already used for another cart.');
      }
      return claimed;
    },
  };
}
