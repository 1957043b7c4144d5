/** The idempotency record of gateway calls: claim a key, read it, store its result. */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { paymentGatewayCalls } from '../../db/schema.ts';

export type GatewayCallRow = typeof paymentGatewayCalls.$inferSelect;
type NewGatewayCall = Omit<typeof paymentGatewayCalls.$inferInsert, 'result' | 'completedAt'>;

export function createGatewayCallsRepository(db: Database) {
  return {
    /** True when this caller now owns the key; false when another call claimed it first. */
    async claimCall(call: NewGatewayCall): Promise<boolean> {
      const claimed = await db
        .insert(paymentGatewayCalls)
        .values(call)
        .onConflictDoNothing()
        .returning({ key: paymentGatewayCalls.idempotencyKey });
      return claimed.length > 0;
    },

    async findCall(idempotencyKey: string): Promise<GatewayCallRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentGatewayCalls)
        .where(eq(paymentGatewayCalls.idempotencyKey, idempotencyKey));
      return row;
    },

    async completeCall(
      idempotencyKey: string,
      result: Record<string, unknown>,
      completedAt: Date,
    ): Promise<void> {
      await db
        .update(paymentGatewayCalls)
        .set({ result, completedAt })
        .where(eq(paymentGatewayCalls.idempotencyKey, idempotencyKey));
    },
  };
}

export type GatewayCallsRepository = ReturnType<typeof createGatewayCallsRepository>;
