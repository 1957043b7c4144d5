/**
 * Outbox reads and writes for delivery. A message is claimed by leasing it: one statement takes
 * the oldest due row that no other process has locked (FOR UPDATE SKIP LOCKED), counts the
 * attempt and moves its next attempt to the end of the lease. No lock is held while sending;
 * the lease keeps other processes off it, and lets one of them retry it if this one dies.
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { outbox } from '../db/schema.ts';

export type OutboxRow = typeof outbox.$inferSelect;
/** A claimed message; `attempts` identifies this claim in the writes that settle it. */
export type ClaimedMessage = Pick<OutboxRow, 'id' | 'kind' | 'payload' | 'attempts'>;

const MAX_ERROR_LENGTH = 2000;

/**
 * The payload key of what a message carries only to be sent (a password-reset link): it is
 * removed once the message is settled, sent or failed for good, so the row keeps no working
 * secret. A retry still has it.
 */
export const OUTBOX_SECRETS_KEY = 'secrets';
const withoutSecrets = sql`${outbox.payload} - ${OUTBOX_SECRETS_KEY}::text`;

export function createOutboxRepository(db: Database) {
  const isCurrentClaim = (message: ClaimedMessage) =>
    and(
      eq(outbox.id, message.id),
      eq(outbox.attempts, message.attempts),
      eq(outbox.status, 'pending'),
    );

  return {
    async claimNextDue(now: Date, leaseUntil: Date): Promise<ClaimedMessage | undefined> {
      const due = db
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now)))
        .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
        .limit(1)
        .for('update', { skipLocked: true });
      const [claimed] = await db
        .update(outbox)
        .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: leaseUntil })
        .where(inArray(outbox.id, due))
        .returning({
          id: outbox.id,
          kind: outbox.kind,
          payload: outbox.payload,
          attempts: outbox.attempts,
        });
      return claimed;
    },

    /** Answers false when the claim was lost (the lease ran out and another process took it). */
    async markSent(message: ClaimedMessage, now: Date): Promise<boolean> {
      const rows = await db
        .update(outbox)
        .set({ status: 'sent', sentAt: now, lastError: null, payload: withoutSecrets })
        .where(isCurrentClaim(message))
        .returning({ id: outbox.id });
      return rows.length > 0;
    },

    async scheduleRetry(
      message: ClaimedMessage,
      nextAttemptAt: Date,
      error: string,
    ): Promise<void> {
      await db
        .update(outbox)
        .set({ nextAttemptAt, lastError: error.slice(0, MAX_ERROR_LENGTH) })
        .where(isCurrentClaim(message));
    },

    async markFailed(message: ClaimedMessage, error: string): Promise<void> {
      await db
        .update(outbox)
        .set({
          status: 'failed',
          lastError: error.slice(0, MAX_ERROR_LENGTH),
          payload: withoutSecrets,
        })
        .where(isCurrentClaim(message));
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
