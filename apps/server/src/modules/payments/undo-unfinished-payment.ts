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

/**
 * The key of the n-th credit (n ≥ 2) of a sale's refund split across an order's charges
 * (decision 070); the first credit keeps the sale's own key.
 */
export const creditPartKey = (saleKey: string, n: number) => `${saleKey}:credit-${n}`;
/** A call key that is a later credit of a sale: `<sale key>:credit-<n>`. */
export const CREDIT_PART = /:credit-\d+$/;

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

/**
 * Undoes the money of a sale that never finished: its charge or refund under its own key, and
 * the later credits of a refund split across charges (`creditPartKey`), made one after another,
 * so the first key with nothing on it ends the list.
 */
export async function undoUnfinishedSale(
  options: Parameters<typeof undoUnfinishedPayment>[0],
): Promise<Undone> {
  const undone = await undoUnfinishedPayment(options);
  if (undone === 'nothing-charged') return undone;
  for (let n = 2; ; n += 1) {
    const part = await undoUnfinishedPayment({
      ...options,
      gatewayKey: creditPartKey(options.gatewayKey, n),
    });
    if (part === 'nothing-charged') return undone;
  }
}
