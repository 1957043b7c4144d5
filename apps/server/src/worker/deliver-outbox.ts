/**
 * Delivers the outbox (DESIGN section 2): messages written in the same transaction as the
 * business change are sent here, one at a time, by any number of processes side by side.
 * Each message is claimed with a lease (outbox-repository.ts), sent with no lock held, then
 * marked sent; a failure is retried with exponential backoff until the last attempt, after which
 * the message is 'failed' with its last error kept. A process that dies mid-send leaves the
 * message to be retried once its lease ends, so delivery is at least once, and once in the
 * normal case. What a payload holds under `secrets` (a reset link) is dropped once the message is
 * settled, so a sent e-mail's row keeps no working secret (outbox-repository.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import { redactDatabaseError } from '../db/redact-database-error.ts';
import { UndeliverableMessageError } from '../modules/notifications/mailer.ts';
import type { ClaimedMessage, OutboxRepository } from './outbox-repository.ts';

/** Sends the message a payload describes, or throws. */
export type OutboxHandler = (payload: Record<string, unknown>) => Promise<void>;

export interface DeliveryOptions {
  repository: OutboxRepository;
  handlers: Record<string, OutboxHandler>;
  clock: () => Date;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  maxAttempts: number;
  /** How long a claimed message is left alone before another process may retry it. */
  leaseMs?: number;
}

const DEFAULT_LEASE_MS = 5 * 60_000;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;

/** 30 s after the first failed attempt, doubling each time, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

/** The error kept on the message's row, with its cause: without the values of a failed query. */
function describe(error: unknown): string {
  const redacted = redactDatabaseError(error);
  if (!(redacted instanceof Error)) return String(error);
  const cause = redacted.cause instanceof Error ? ` (${redacted.cause.message})` : '';
  return `${redacted.name}: ${redacted.message}${cause}`;
}

async function deliverOne(
  options: DeliveryOptions,
  message: ClaimedMessage,
): Promise<'sent' | 'retry' | 'failed'> {
  const { repository, log } = options;
  const context = { outboxId: message.id, kind: message.kind, attempt: message.attempts };
  const handler = options.handlers[message.kind];
  if (!handler) {
    await repository.markFailed(message, `No handler for outbox kind '${message.kind}'`);
    log.error(context, 'outbox message of an unknown kind marked failed');
    return 'failed';
  }
  try {
    await handler(message.payload);
  } catch (error) {
    const reason = describe(error);
    if (error instanceof UndeliverableMessageError || message.attempts >= options.maxAttempts) {
      await repository.markFailed(message, reason);
      log.error({ ...context, err: error }, 'outbox message failed for good');
      return 'failed';
    }
    const nextAttemptAt = new Date(options.clock().getTime() + retryDelayMs(message.attempts));
    await repository.scheduleRetry(message, nextAttemptAt, reason);
    log.warn({ ...context, err: error, nextAttemptAt }, 'outbox message failed; will retry');
    return 'retry';
  }
  if (!(await repository.markSent(message, options.clock()))) {
    log.warn(context, 'outbox message sent after its lease ran out; it may be sent again');
  } else {
    log.info(context, 'outbox message sent');
  }
  return 'sent';
}

/**
 * Sends due messages one by one until none is due, `limit` were tried or the signal aborts
 * (the message in hand is finished first). Answers how each went.
 */
export async function deliverDueMessages(
  options: DeliveryOptions,
  { limit = 50, signal }: { limit?: number; signal?: AbortSignal } = {},
): Promise<{ sent: number; retry: number; failed: number }> {
  const counts = { sent: 0, retry: 0, failed: 0 };
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  for (let tried = 0; tried < limit && !signal?.aborted; tried += 1) {
    const now = options.clock();
    const message = await options.repository.claimNextDue(now, new Date(now.getTime() + leaseMs));
    if (!message) break;
    counts[await deliverOne(options, message)] += 1;
  }
  return counts;
}

/** Polls the outbox every `pollSeconds`; `stop()` lets the message in hand finish. */
export function startOutboxDelivery(options: DeliveryOptions & { pollSeconds: number }): {
  stop(): Promise<void>;
} {
  const stopping = new AbortController();
  let inFlight: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  const schedule = () => {
    if (stopping.signal.aborted) return;
    timer = setTimeout(poll, options.pollSeconds * 1000);
    timer.unref();
  };
  const poll = () => {
    inFlight = deliverDueMessages(options, { signal: stopping.signal })
      .then(() => undefined)
      .catch((error: unknown) => options.log.warn({ err: error }, 'outbox delivery pass failed'))
      .finally(schedule);
  };
  schedule();

  return {
    async stop() {
      stopping.abort();
      clearTimeout(timer);
      await inFlight;
    },
  };
}
