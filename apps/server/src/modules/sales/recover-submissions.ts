/**
 * Payment recovery (decision 020): submissions that a server left unfinished (it stopped between
 * the charge and the order, or the gateway did not answer) are taken over after a grace period,
 * their money undone, and their key answered with a clear failure, so a retry may start again.
 * An order that was written is never touched: its submission succeeded in the same transaction.
 */
import { errorTexts } from '@shop/core/error-texts';
import { orderTexts } from '@shop/core/order-texts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import {
  CallUnderWayError,
  type IdempotentGateway,
  undoUnfinishedSale,
  type Undone,
} from '../payments/index.ts';
import type { SubmissionStore } from './submission-store.ts';
import { countRecoveryAction } from '../../observability/shop-events.ts';

/**
 * What recovery answers a key it settled: nothing was bought, nothing stays charged. A final
 * answer (409), never a 5xx: a client that retries server errors with the same key would
 * otherwise ask forever for an outcome that will not change (decision 070).
 */
export function notCompletedError(): AppError {
  return new AppError('conflict', orderTexts.notCompleted, {
    title: errorTexts.ticketingUnavailableTitle,
  });
}

export interface RecoveryLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** One ledger's recovery: its submissions, and the gateway key each charged under. */
export function createSubmissionRecovery(options: {
  db: Database;
  store: SubmissionStore;
  gateway: IdempotentGateway;
  gatewayKeyOf: (idempotencyKey: string) => string;
  clock: () => Date;
  graceSeconds: number;
  log: RecoveryLog;
  batchSize?: number;
}) {
  const { db, store, gateway, gatewayKeyOf, log, batchSize = 20 } = options;

  /** Undoes the money of a failed or unfinished submission; throws when it cannot yet. */
  function undoMoneyOf(idempotencyKey: string): Promise<Undone> {
    return undoUnfinishedSale({
      db,
      gateway,
      gatewayKey: gatewayKeyOf(idempotencyKey),
      startedBefore: new Date(options.clock().getTime() - options.graceSeconds * 1000),
    });
  }

  return {
    store,
    undoMoneyOf,

    /** Settles the submissions left unfinished for longer than the grace period. */
    async recoverStale(): Promise<{ key: string; undone: Undone }[]> {
      const recovered: { key: string; undone: Undone }[] = [];
      for (const submission of await store.takeOverStale(options.graceSeconds, batchSize)) {
        const key = submission.idempotencyKey;
        try {
          const undone = await undoMoneyOf(key);
          const answer = notCompletedError();
          await store.fail(key, 'recovering', { status: answer.status, body: answer.toBody() });
          log.warn({ idempotencyKey: key, undone }, 'payment recovery settled a submission');
          countRecoveryAction(undone);
          recovered.push({ key, undone });
        } catch (error) {
          // It stays recovering and is taken again after another grace period.
          const action = error instanceof CallUnderWayError ? 'waiting' : 'failed';
          countRecoveryAction(action);
          if (action === 'waiting')
            log.warn({ idempotencyKey: key }, 'payment recovery waits for a call under way');
          else log.error({ err: error, idempotencyKey: key }, 'payment recovery could not settle');
        }
      }
      return recovered;
    },
  };
}

export type SubmissionRecovery = ReturnType<typeof createSubmissionRecovery>;
