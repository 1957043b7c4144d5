/**
 * The idempotency of a submission (DESIGN section 4), shared by orders and order edits: claim the
 * key for a cart, run the work once, store its outcome (success or failure) so a retry with the
 * same key answers it verbatim, and undo what the work had done when it fails.
 */
import { orderTexts } from '@shop/core/order-api';
import { AppError } from '../../http/app-error.ts';
import type { OrdersRepository } from './orders-repository.ts';

/** What a submission answers, stored with its key so a retry answers the same. */
export interface SubmissionOutcome {
  status: number;
  body: unknown;
}

export async function runSubmission(
  repository: Pick<OrdersRepository, 'claimSubmission' | 'completeSubmission'>,
  claim: { idempotencyKey: string; cartId: number },
  work: (
    onFailure: (undo: () => Promise<void>) => void,
  ) => Promise<{ orderId: number; outcome: SubmissionOutcome }>,
): Promise<SubmissionOutcome> {
  const claimed = await repository.claimSubmission(claim.idempotencyKey, claim.cartId);
  if (!claimed.claimed) {
    if (claimed.row.cartId !== claim.cartId) {
      throw new AppError('conflict', 'This Idempotency-Key was already used for another cart.');
    }
    if (claimed.row.status === 'pending')
      throw new AppError('conflict', orderTexts.alreadySubmitting);
    return { status: claimed.row.responseStatus!, body: claimed.row.responseBody };
  }

  const undos: (() => Promise<void>)[] = [];
  try {
    const { orderId, outcome } = await work((undo) => undos.push(undo));
    await repository.completeSubmission(claim.idempotencyKey, {
      status: 'succeeded',
      orderId,
      responseStatus: outcome.status,
      responseBody: outcome.body,
    });
    return outcome;
  } catch (error) {
    for (const undo of undos.reverse()) await undo();
    const appError =
      error instanceof AppError
        ? error
        : new AppError('internal', orderTexts.submitFailed, { cause: error });
    await repository.completeSubmission(claim.idempotencyKey, {
      status: 'failed',
      responseStatus: appError.status,
      responseBody: appError.toBody(),
    });
    throw error;
  }
}
