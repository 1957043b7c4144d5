/**
 * The rows of a submission ledger (`order_submissions` for ticket orders and order edits,
 * `membership_order_submissions` for membership orders): the moves of a submission between
 * pending, recovering, succeeded and failed (decision 020). Each move is conditional on the state
 * it leaves, so a request and the recovery job that took it over never both decide it.
 */
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Database } from '../../db/database.ts';
import { submissionStatuses } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';

export type SubmissionTable = 'order_submissions' | 'membership_order_submissions';

const submissionRowSchema = z.object({
  idempotency_key: z.string(),
  status: z.enum(submissionStatuses),
  order_id: z.number().int().nullable(),
  response_status: z.number().int().nullable(),
  response_body: z.unknown(),
});

/** A key's row as the store reads it. */
export interface SubmissionState {
  idempotencyKey: string;
  status: (typeof submissionStatuses)[number];
  orderId: number | null;
  responseStatus: number | null;
  responseBody: unknown;
}

function toState(row: unknown): SubmissionState {
  const parsed = submissionRowSchema.parse(row);
  return {
    idempotencyKey: parsed.idempotency_key,
    status: parsed.status,
    orderId: parsed.order_id,
    responseStatus: parsed.response_status,
    // Both drivers parse jsonb; a driver answering text is covered.
    responseBody:
      typeof parsed.response_body === 'string'
        ? JSON.parse(parsed.response_body)
        : (parsed.response_body ?? null),
  };
}

const returned = sql`idempotency_key, status, order_id, response_status, response_body`;

/**
 * The update that marks a pending submission succeeded with its order (and its answer, when
 * known), returning its key; nothing when it is no longer pending. One statement, so a faster
 * writer can run it as a part of its own (`placeOrder`).
 */
export function markSucceededSql(
  table: SubmissionTable,
  key: string,
  orderId: number,
  answer: { status: number; body: unknown } | null,
): SQL {
  return sql`update ${sql.identifier(table)} set status = 'succeeded', order_id = ${orderId},
      response_status = ${answer?.status ?? null},
      response_body = ${answer ? JSON.stringify(answer.body) : null}::jsonb, updated_at = now()
    where idempotency_key = ${key} and status = 'pending'
    returning idempotency_key`;
}

/**
 * Takes over submissions left pending or recovering for longer than the grace period (on the
 * database's clock, which stamped them): each is moved to recovering, its clock restarted, so
 * another worker skips it until this one has had its grace period too.
 */
function takeOverStaleSql(table: SubmissionTable, graceSeconds: number, limit: number): SQL {
  const rows = sql.identifier(table);
  return sql`update ${rows} set status = 'recovering', updated_at = now()
    where idempotency_key in (
      select idempotency_key from ${rows}
      where status in ('pending', 'recovering')
        and updated_at <= now() - make_interval(secs => ${graceSeconds})
      order by updated_at limit ${limit}
      for update skip locked)
    returning ${returned}`;
}

export function createSubmissionStore(db: Database, table: SubmissionTable) {
  const rows = sql.identifier(table);

  return {
    async find(key: string): Promise<SubmissionState | undefined> {
      const [row] = await queryRows(
        db,
        sql`select ${returned} from ${rows} where idempotency_key = ${key}`,
      );
      return row ? toState(row) : undefined;
    },

    /**
     * Marks a pending submission succeeded with its order, in the order's own transaction: the
     * order and its success commit together. False when it is no longer pending (the recovery
     * job took it over); the caller then rolls back.
     */
    async markSucceeded(
      tx: Executor,
      key: string,
      orderId: number,
      answer: { status: number; body: unknown } | null = null,
    ): Promise<boolean> {
      const updated = await queryRows(tx, markSucceededSql(table, key, orderId, answer));
      return updated.length > 0;
    },

    /** Stores the answer of a succeeded submission, built once its order was committed. */
    async storeAnswer(key: string, answer: { status: number; body: unknown }): Promise<void> {
      await queryRows(
        db,
        sql`update ${rows} set response_status = ${answer.status},
              response_body = ${JSON.stringify(answer.body)}::jsonb, updated_at = now()
            where idempotency_key = ${key} and status = 'succeeded' and response_body is null
            returning idempotency_key`,
      );
    },

    /** Records a failure from `from`; false when the submission had left that state. */
    async fail(
      key: string,
      from: 'pending' | 'recovering',
      answer: { status: number; body: unknown },
    ): Promise<boolean> {
      const updated = await queryRows(
        db,
        sql`update ${rows} set status = 'failed', response_status = ${answer.status},
              response_body = ${JSON.stringify(answer.body)}::jsonb, updated_at = now()
            where idempotency_key = ${key} and status = ${from}
            returning idempotency_key`,
      );
      return updated.length > 0;
    },

    /** Hands a pending submission whose money is not settled to the recovery job. */
    async handOver(key: string): Promise<void> {
      await queryRows(
        db,
        sql`update ${rows} set status = 'recovering', updated_at = now()
            where idempotency_key = ${key} and status = 'pending'
            returning idempotency_key`,
      );
    },

    /** Takes over submissions left unfinished past the grace period; see `takeOverStaleSql`. */
    async takeOverStale(graceSeconds: number, limit: number): Promise<SubmissionState[]> {
      const taken = await queryRows(db, takeOverStaleSql(table, graceSeconds, limit));
      return taken.map(toState);
    },
  };
}

export type SubmissionStore = ReturnType<typeof createSubmissionStore>;
