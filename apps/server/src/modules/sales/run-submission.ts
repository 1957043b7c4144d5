/**
 * The idempotency of a submission (DESIGN section 4, decision 020), shared by orders, order edits
 * and membership orders: claim the key, run the work once, and answer a retry with the same key
 * as the first request was answered.
 *   - The work's order and the submission's success commit in one transaction (`markSucceeded`),
 *     so no order is ever written for a submission that is not marked succeeded, nor the reverse.
 *   - When the work fails, its completed steps are undone newest first (`run-sale-steps.ts`: the
 *     charge voided, the coupon uses released) and the failure stored with the key.
 *   - When the money is left unsettled (the gateway did not answer, a void failed), or the process
 *     dies on the way, the submission goes to the payment recovery job (`recover-submissions.ts`),
 *     which finds out what the gateway did and undoes it.
 */
import { orderTexts } from '@shop/core/order-texts';
import { AppError } from '../../http/app-error.ts';
import { noFailpoint, type Failpoint } from '../payments/index.ts';
import { UnsettledPaymentError } from '../payments/index.ts';
import {
  createSaleStepRunner,
  undoCompletedSteps,
  type OwedUndo,
  type RunSaleStep,
} from './run-sale-steps.ts';
import type { SubmissionState, SubmissionStore } from './submission-store.ts';

/** What a submission answers, stored with its key so a retry answers the same. */
export interface SubmissionOutcome {
  status: number;
  body: unknown;
}

type Executor = Parameters<SubmissionStore['markSucceeded']>[0];

/** One submission's key in its ledger. */
export interface SubmissionLedger {
  key: string;
  store: SubmissionStore;
  /**
   * Records the key as pending, or answers the earlier claim's row; throws when the key was
   * claimed by another request (another cart, another body), or when another key's payment
   * for the same cart is still in flight.
   */
  claim(): Promise<{ claimed: true } | { claimed: false; row: SubmissionState }>;
  /** The answer of a succeeded submission whose answer was not stored before a crash. */
  answerOf(orderId: number): Promise<SubmissionOutcome>;
}

export interface SubmissionContext {
  /**
   * Runs a step of the sale (`run-sale-steps.ts`); once it succeeded, its undo (a charge's void)
   * runs if a later one fails.
   */
  step: RunSaleStep;
  /**
   * Marks the submission succeeded with its order, inside the transaction that writes the order,
   * and stores the answer when it is known there. Throws when the recovery job has taken the
   * submission over: the transaction then rolls back and the charge is undone.
   */
  markSucceeded(tx: Executor, orderId: number, answer?: SubmissionOutcome): Promise<void>;
  failpoint: Failpoint;
}

/** The work of a submission; `answerStored` when `markSucceeded` stored its answer already. */
export type SubmissionWork = (
  context: SubmissionContext,
) => Promise<{ outcome: SubmissionOutcome; answerStored?: boolean }>;

/** The answer while the recovery job owns a submission's money. */
export function takenOver(): AppError {
  return new AppError('conflict', orderTexts.paymentBeingConfirmed);
}

/** The answer to a key claimed before, as its row stands. */
async function answerClaimed(
  ledger: SubmissionLedger,
  row: SubmissionState,
): Promise<SubmissionOutcome> {
  if (row.status === 'pending') throw new AppError('conflict', orderTexts.alreadySubmitting);
  if (row.status === 'recovering') throw takenOver();
  if (row.responseStatus !== null) return { status: row.responseStatus, body: row.responseBody };
  // Succeeded, but the process stopped before it stored the answer: build it from the order.
  const outcome = await ledger.answerOf(row.orderId!);
  await ledger.store.storeAnswer(ledger.key, outcome);
  return outcome;
}

/** Runs the work once per key of the ledger; see the steps above. */
export async function runLedgeredSubmission(
  ledger: SubmissionLedger,
  work: SubmissionWork,
  failpoint: Failpoint = noFailpoint,
): Promise<SubmissionOutcome> {
  const { key, store } = ledger;
  const claimed = await ledger.claim();
  if (!claimed.claimed) return answerClaimed(ledger, claimed.row);

  const owed: OwedUndo[] = [];
  let outcome: SubmissionOutcome;
  let answerStored: boolean | undefined;
  try {
    ({ outcome, answerStored } = await work({
      step: createSaleStepRunner((undo) => owed.push(undo)),
      async markSucceeded(tx, orderId, answer) {
        if (!(await store.markSucceeded(tx, key, orderId, answer ?? null))) throw takenOver();
      },
      failpoint,
    }));
  } catch (error) {
    await failpoint('undoing');
    // An error after the order committed (building its answer) undoes nothing: the sale stands.
    const row = await store.find(key);
    if (row?.status === 'succeeded') return answerClaimed(ledger, row);
    const settled = (await undoCompletedSteps(owed)) && !(error instanceof UnsettledPaymentError);
    if (!settled) {
      await store.handOver(key);
      throw error;
    }
    const appError =
      error instanceof AppError
        ? error
        : new AppError('internal', orderTexts.submitFailed, { cause: error });
    await store.fail(key, 'pending', { status: appError.status, body: appError.toBody() });
    throw error;
  }
  await failpoint('written');
  if (!answerStored) await store.storeAnswer(key, outcome);
  return outcome;
}
