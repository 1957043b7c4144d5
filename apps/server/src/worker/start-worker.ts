/**
 * Background work inside the server process: periodic jobs that keep no state of their own, so
 * any number of server processes can run them side by side.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import { shopDateAt } from '@shop/core/shop-time';
import { sweepExpiredHolds } from '../modules/carts/hold-places.ts';
import { queueRenewalReminders } from '../modules/passes/index.ts';
import { startOutboxDelivery, type OutboxHandler } from './deliver-outbox.ts';
import type { PaymentRecovery } from './recover-payments.ts';
import { createOutboxRepository } from './outbox-repository.ts';

export interface Worker {
  stop(): Promise<void>;
}

export function startWorker(options: {
  db: Database;
  log: FastifyBaseLogger;
  clock?: () => Date;
  holdSweepSeconds: number;
  /** Outbox delivery (e-mail); off when absent. */
  outbox?: { handlers: Record<string, OutboxHandler>; pollSeconds: number; maxAttempts: number };
  /** Payment recovery (decision 020); off when absent. */
  recovery?: PaymentRecovery;
  /** Membership renewal reminders (issue 31): queued at start, then this often; off when absent. */
  renewalReminderSeconds?: number;
  /** The on-sale queues' draws and admissions (decision 104); off when absent. */
  queueAdvance?: { advance: () => Promise<number>; seconds: number };
  /** The waiting lists' offers of places that came back (decision 103); off when absent. */
  waitlistOffers?: { offer: () => Promise<number>; seconds: number };
}): Worker {
  const clock = options.clock ?? (() => new Date());
  let running: Promise<unknown> = Promise.resolve();

  const sweep = () => {
    running = sweepExpiredHolds(options.db, clock())
      .then((count) => {
        if (count > 0) options.log.debug({ count }, 'swept expired holds');
      })
      .catch((error: unknown) => options.log.warn({ err: error }, 'hold sweep failed'));
  };
  const timer = setInterval(sweep, options.holdSweepSeconds * 1000);
  timer.unref();

  // Recovery looks a few times per grace period, so nothing waits much longer than the grace;
  // a pass still running when the next is due is not joined by another.
  const { recovery } = options;
  let recovering: Promise<unknown> | null = null;
  const recover = () => {
    recovering ??= recovery!
      .recoverPayments()
      .catch((error: unknown) => options.log.error({ err: error }, 'payment recovery failed'))
      .finally(() => (recovering = null));
  };
  const recoveryTimer =
    recovery && setInterval(recover, Math.min(15, Math.max(1, recovery.graceSeconds / 4)) * 1000);
  recoveryTimer?.unref();

  let reminding: Promise<unknown> = Promise.resolve();
  const remind = () => {
    reminding = queueRenewalReminders(options.db, shopDateAt(clock()))
      .then((count) => {
        if (count > 0) options.log.info({ count }, 'queued renewal reminders');
      })
      .catch((error: unknown) => options.log.warn({ err: error }, 'renewal reminders failed'));
  };
  const reminderTimer =
    options.renewalReminderSeconds !== undefined &&
    setInterval(remind, options.renewalReminderSeconds * 1000);
  if (reminderTimer) {
    reminderTimer.unref();
    remind();
  }

  // A round still running when the next is due is not joined by another.
  const { waitlistOffers } = options;
  let offering: Promise<unknown> | null = null;
  const offer = () => {
    offering ??= waitlistOffers!
      .offer()
      .then((count) => {
        if (count > 0) options.log.info({ count }, 'offered places to waiting lists');
      })
      .catch((error: unknown) => options.log.warn({ err: error }, 'waiting list offers failed'))
      .finally(() => (offering = null));
  };
  const offerTimer = waitlistOffers && setInterval(offer, waitlistOffers.seconds * 1000);
  offerTimer?.unref();

  const { queueAdvance } = options;
  let advancing: Promise<unknown> | null = null;
  const advance = () => {
    advancing ??= queueAdvance!
      .advance()
      .catch((error: unknown) => options.log.warn({ err: error }, 'on-sale queues failed'))
      .finally(() => (advancing = null));
  };
  const advanceTimer = queueAdvance && setInterval(advance, queueAdvance.seconds * 1000);
  advanceTimer?.unref();

  const delivery =
    options.outbox &&
    startOutboxDelivery({
      ...options.outbox,
      repository: createOutboxRepository(options.db),
      clock,
      log: options.log,
    });

  return {
    async stop() {
      clearInterval(timer);
      clearInterval(recoveryTimer);
      if (reminderTimer) clearInterval(reminderTimer);
      clearInterval(offerTimer);
      clearInterval(advanceTimer);
      await Promise.all([running, recovering, reminding, offering, advancing, delivery?.stop()]);
    },
  };
}
