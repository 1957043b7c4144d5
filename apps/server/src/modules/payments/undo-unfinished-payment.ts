/**
 * The money half of payment recovery (decision 020): a sale that never finished may have charged
 * a card (or refunded one, for an order edit). Find out from the gateway what the call made with
 * the sale's key did, and undo it: a void, or a refund of the whole charge when the gateway no
 * longer lets it be voided. Every step is idempotent by its own key, so a recovery that stops
 * half way is simply run again.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { paymentTransactions } from '../../db/schema.ts';
import type { IdempotentGateway } from './idempotent-gateway.ts';
import type { GatewayResult } from './payment-gateway.ts';

export type Undone = 'nothing-charged' | 'voided' | 'refunded';

/** Why a sale's money could not be settled now; the recovery job tries again later. */
export class PaymentNotSettledError extends Error {
  override name = 'PaymentNotSettledError';
}

type Entry = typeof paymentTransactions.$inferInsert;

/** Records a gateway call in the payments ledger once, however often recovery runs. */
async function recordOnce(db: Database, entry: Entry): Promise<void> {
  const [known] = await db
    .select({ id: paymentTransactions.id })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.idempotencyKey, entry.idempotencyKey),
        eq(paymentTransactions.kind, entry.kind),
        eq(paymentTransactions.succeeded, entry.succeeded),
      ),
    )
    .limit(1);
  if (!known) await db.insert(paymentTransactions).values(entry);
}

export async function undoUnfinishedPayment(options: {
  db: Database;
  gateway: IdempotentGateway;
  /** The gateway key of the sale's charge or refund, which the payments ledger files it under. */
  gatewayKey: string;
  /**
   * Calls with no answer are looked up only when they began before this: the adapters give up on
   * a call after 30 s, so an older one can have no answer still on its way.
   */
  startedBefore: Date;
}): Promise<Undone> {
  const { db, gateway, gatewayKey, startedBefore } = options;
  const moved = await gateway.settleCall(gatewayKey, { startedBefore });
  if (!moved?.result.succeeded) return 'nothing-charged';

  const transactionToken = moved.result.transactionToken;
  const amountCents = moved.amountCents ?? 0;
  const record = (kind: Entry['kind'], result: GatewayResult) =>
    recordOnce(db, {
      idempotencyKey: gatewayKey,
      kind,
      transactionToken: result.transactionToken ?? transactionToken,
      amountCents,
      succeeded: result.succeeded,
      message: result.message,
    });
  /** The answer of a call made before with this key, or the call made now. */
  const once = async (key: string, call: () => Promise<GatewayResult>) =>
    (await gateway.settleCall(key, { startedBefore }))?.result ?? call();

  await record(moved.operation, moved.result);
  const voided = await once(`${gatewayKey}:void`, () =>
    gateway.void({ transactionToken, idempotencyKey: `${gatewayKey}:void` }),
  );
  await record('void', voided);
  if (voided.succeeded) return 'voided';
  if (!voided.succeeded && voided.reason === 'unavailable')
    throw new PaymentNotSettledError(`the void of ${gatewayKey} was not answered`);
  if (moved.operation !== 'purchase')
    throw new PaymentNotSettledError(
      `a refund of ${gatewayKey} cannot be voided: ${voided.message}`,
    );

  const refunded = await once(`${gatewayKey}:refund`, () =>
    gateway.credit({ transactionToken, amountCents, idempotencyKey: `${gatewayKey}:refund` }),
  );
  await record('credit', refunded);
  if (refunded.succeeded) return 'refunded';
  throw new PaymentNotSettledError(
    `the charge of ${gatewayKey} could not be refunded: ${refunded.message}`,
  );
}
