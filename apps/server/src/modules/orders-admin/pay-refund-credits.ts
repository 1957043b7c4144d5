/**
 * The card credits of a back-office refund (decision 070): one per charge the refund was split
 * across when it was opened, each under its own key derived from the refund's id, so whoever
 * carries the refund through (its request, a retry, recovery in any process) makes each credit
 * at most once. A credit refused after an earlier one went through voids the earlier ones, so a
 * refund is all or nothing at the gateway.
 */
import { z } from 'zod';
import type { CreditPart } from '../orders/index.ts';
import type { GatewayResult } from '../payments/index.ts';
import type { OrdersAdminDeps } from './orders-admin-deps.ts';

/** The gateway key of a refund: derived from its id, so no retry or crash refunds twice. */
export const REFUND_GATEWAY_PREFIX = 'order-refund:';
export const refundGatewayKey = (refundId: number) => `${REFUND_GATEWAY_PREFIX}${refundId}`;
/** The key of the n-th credit (n ≥ 2) of a refund split across several charges. */
export const refundPartKey = (refundId: number) => (n: number) =>
  `${refundGatewayKey(refundId)}:${n}`;

export const creditPartsSchema = z.array(
  z.object({
    transactionToken: z.string(),
    amountCents: z.number().int(),
    idempotencyKey: z.string(),
  }),
);

/**
 * Makes a gateway call under a key once. The request calls at once; recovery first asks what an
 * earlier call of the key did (`settleCall`), and calls only when none reached the gateway.
 */
export type CallOnce = (key: string, call: () => Promise<GatewayResult>) => Promise<GatewayResult>;
export const callNow: CallOnce = (_key, call) => call();

export type CreditsOutcome =
  | { kind: 'credited'; parts: (CreditPart & { creditToken: string | null })[] }
  | { kind: 'unanswered' }
  | { kind: 'refused'; message: string };

/** Voids the credits already made; true when every one is voided (or was before). */
async function voidCredits(
  deps: Pick<OrdersAdminDeps, 'gateway'>,
  callOnce: CallOnce,
  made: { part: CreditPart; creditToken: string }[],
): Promise<boolean> {
  for (const { part, creditToken } of made) {
    const key = `${part.idempotencyKey}:void`;
    const voided = await callOnce(key, () =>
      deps.gateway.void({ transactionToken: creditToken, idempotencyKey: key }),
    );
    if (!voided.succeeded) return false;
  }
  return true;
}

/** Makes each credit of the refund once, in order; see the top of the file. */
export async function payCredits(
  deps: Pick<OrdersAdminDeps, 'gateway'>,
  parts: CreditPart[],
  callOnce: CallOnce,
): Promise<CreditsOutcome> {
  const made: { part: CreditPart; creditToken: string }[] = [];
  for (const part of parts) {
    const result = await callOnce(part.idempotencyKey, () =>
      deps.gateway.credit({
        transactionToken: part.transactionToken,
        amountCents: part.amountCents,
        idempotencyKey: part.idempotencyKey,
      }),
    );
    if (!result.succeeded && result.reason === 'unavailable') return { kind: 'unanswered' };
    if (!result.succeeded) {
      // Nothing of the refund may stay credited: a later pass voids what is left if this fails.
      if (!(await voidCredits(deps, callOnce, made))) return { kind: 'unanswered' };
      return { kind: 'refused', message: result.message };
    }
    made.push({ part, creditToken: result.transactionToken });
  }
  return {
    kind: 'credited',
    parts: made.map(({ part, creditToken }) => ({ ...part, creditToken })),
  };
}
