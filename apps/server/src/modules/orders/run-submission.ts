/**
 * The idempotency of a submission (DESIGN section 4), shared by orders, order edits and membership
 * orders: claim the key, run the work once, store its outcome (success or failure) so a retry with
 * the same key answers it verbatim, and undo what the work had done when it fails.
 */
import { orderTexts } from '@shop/core/order-api';
import { AppError } from '../../http/app-error.ts';
import type { OrdersRepository } from './orders-repository.ts';

/** What a submission answers, stored with its key so a retry answers the same. */
export interface SubmissionOutcome {
  status: number;
  body: unknown;
}

/** A key's row as an earlier claim left it. */
export interface ClaimedSubmission {
  status: 'pending' | 'succeeded' | 'failed';
  responseStatus: number | null;
  responseBody: unknown;
}

export interface SubmissionResult {
  status: 'succeeded' | 'failed';
  orderId?: number;
  responseStatus: number;
  responseBody: unknown;
}

/**
 * Where one kind of submission records its key. `claim` records it as pending, or answers the
 * earlier claim's row; it throws when that claim was made by another request (another cart,
 * another body): a key belongs to one request.
 */
export interface SubmissionLedger {
  claim(): Promise<{ claimed: true } | { claimed: false; row: ClaimedSubmission }>;
  complete(result: SubmissionResult): Promise<void>;
}

/**
 * The work of a submission. It answers `completed: true` when it stored its outcome with the key
 * itself, in the transaction of its write, so the ledger does not write it again.
 */
export type SubmissionWork = (
  onFailure: (undo: () => Promise<void>) => void,
) => Promise<{ orderId: number; outcome: SubmissionOutcome; completed?: boolean }>;

/** Runs the work once per key of the ledger; see the steps above. */
export async function runLedgeredSubmission(
  ledger: SubmissionLedger,
  work: SubmissionWork,
): Promise<SubmissionOutcome> {
  const claimed = await ledger.claim();
  if (!claimed.claimed) {
    if (claimed.row.status === 'pending')
      throw new AppError('conflict', orderTexts.alreadySubmitting);
    return { status: claimed.row.responseStatus!, body: claimed.row.responseBody };
  }

  const undos: (() => Promise<void>)[] = [];
  try {
    const { orderId, outcome, completed } = await work((undo) => undos.push(undo));
    if (completed) return outcome;
    await ledger.complete({
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
    await ledger.complete({
      status: 'failed',
      responseStatus: appError.status,
      responseBody: appError.toBody(),
    });
    throw error;
  }
}

/** A ticket order or order edit: the key is tied to the cart it was first used for. */
export function runSubmission(
  repository: Pick<OrdersRepository, 'claimSubmission' | 'completeSubmission'>,
  claim: { idempotencyKey: string; cartId: number },
  work: SubmissionWork,
): Promise<SubmissionOutcome> {
  return runLedgeredSubmission(
    {
      async claim() {
        const claimed = await repository.claimSubmission(claim.idempotencyKey, claim.cartId);
        if (!claimed.claimed && claimed.row.cartId !== claim.cartId) {
          throw new AppError('conflict', 'This Idempotency-Key was already used for another cart.');
        }
        return claimed;
      },
      complete: (result) => repository.completeSubmission(claim.idempotencyKey, result),
    },
    work,
  );
}
