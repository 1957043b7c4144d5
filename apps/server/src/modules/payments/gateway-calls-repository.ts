/** The idempotency record of gateway calls: claim a key, read it, store its result. */
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { paymentGatewayCalls } from '../../db/schema.ts';

export type GatewayCallRow = typeof paymentGatewayCalls.$inferSelect;
type NewGatewayCall = Omit<typeof paymentGatewayCalls.$inferInsert, 'result' | 'completedAt'>;

/** A call whose outcome is unknown: no answer stored, or the gateway's 'unavailable'. */
const isUnsettled = or(
  isNull(paymentGatewayCalls.result),
  sql`${paymentGatewayCalls.result}->>'reason' = 'unavailable'`,
);

/**
 * Forgets a call whose outcome is unknown and which the gateway never saw (decision 020), if it
 * is still the claim that was inspected (`claimToken`): once released, another process may claim
 * the key again and be making the call, and that claim must stand (decision 070). True when this
 * call released it.
 */
async function releaseUnsettledCall(
  db: Database,
  idempotencyKey: string,
  claimToken: string,
): Promise<boolean> {
  const released = await db
    .delete(paymentGatewayCalls)
    .where(
      and(
        eq(paymentGatewayCalls.idempotencyKey, idempotencyKey),
        eq(paymentGatewayCalls.claimToken, claimToken),
        isUnsettled,
      ),
    )
    .returning({ key: paymentGatewayCalls.idempotencyKey });
  return released.length > 0;
}

export function createGatewayCallsRepository(db: Database) {
  // Prepared once: every charge claims and completes a key.
  const claimQuery = db
    .insert(paymentGatewayCalls)
    .values({
      idempotencyKey: sql.placeholder('idempotencyKey'),
      gateway: sql.placeholder('gateway'),
      operation: sql.placeholder('operation'),
      request: sql.placeholder('request'),
      createdAt: sql.placeholder('createdAt'),
    })
    .onConflictDoNothing()
    .returning({ key: paymentGatewayCalls.idempotencyKey })
    .prepare('gateway_calls_claim');
  const completeQuery = db
    .update(paymentGatewayCalls)
    // Placeholders in `set` are passed as they are: the caller encodes them.
    .set({
      result: sql`${sql.placeholder('result')}::jsonb`,
      completedAt: sql`${sql.placeholder('completedAt')}::timestamptz`,
    })
    .where(eq(paymentGatewayCalls.idempotencyKey, sql.placeholder('idempotencyKey')))
    .prepare('gateway_calls_complete');

  return {
    /** True when this caller now owns the key; false when another call claimed it first. */
    async claimCall(call: NewGatewayCall): Promise<boolean> {
      const claimed = await claimQuery.execute({
        ...call,
        createdAt: call.createdAt ?? new Date(),
      });
      return claimed.length > 0;
    },

    async findCall(idempotencyKey: string): Promise<GatewayCallRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentGatewayCalls)
        .where(eq(paymentGatewayCalls.idempotencyKey, idempotencyKey));
      return row;
    },

    /**
     * Keys of calls made before `before` whose outcome is unknown: no answer stored (the process
     * stopped during the call), or 'unavailable' (the gateway did not answer).
     */
    async findUnsettledKeys(before: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ key: paymentGatewayCalls.idempotencyKey })
        .from(paymentGatewayCalls)
        .where(and(lte(paymentGatewayCalls.createdAt, before), isUnsettled))
        .orderBy(paymentGatewayCalls.createdAt)
        .limit(limit);
      return rows.map((row) => row.key);
    },

    releaseUnsettledCall: (idempotencyKey: string, claimToken: string) =>
      releaseUnsettledCall(db, idempotencyKey, claimToken),

    async completeCall(
      idempotencyKey: string,
      result: Record<string, unknown>,
      completedAt: Date,
    ): Promise<void> {
      await completeQuery.execute({
        idempotencyKey,
        result: JSON.stringify(result),
        completedAt: completedAt.toISOString(),
      });
    },
  };
}

export type GatewayCallsRepository = ReturnType<typeof createGatewayCallsRepository>;
