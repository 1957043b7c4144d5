/**
 * The charge every sale makes (ticket order, order edit, membership order) and its undo
 * (decision 027): the card charged under the sale's gateway key, each gateway call written to
 * the payments ledger, and the charge voided under `<key>:void` when a later step fails. A void
 * that fails is left to the payment recovery job, which looks the charge up by its key
 * (decision 020).
 */
import {
  labelChargedCard,
  paymentError,
  type GatewayResult,
  type PaymentGateway,
} from '../payments/index.ts';
import type { SaleStep } from './run-sale-steps.ts';

/** One gateway call as the payments ledger keeps it: recovery and the order page read it. */
export interface GatewayCall {
  idempotencyKey: string;
  kind: 'purchase' | 'credit' | 'void';
  transactionToken: string | null;
  amountCents: number;
  succeeded: boolean;
  message: string | null;
}

/** Money the gateway moved for a sale (a charge or a credit) under its own key. */
export interface MovedMoney {
  transactionToken: string;
  amountCents: number;
  idempotencyKey: string;
}

/** A succeeded charge, with the card as orders name it ("Visa ending in 4242"). */
export interface Charge extends MovedMoney {
  message: string;
  paymentMethod: string | null;
}

/** What a sale charges; `idempotencyKey` is its gateway key. */
export interface CardCharge {
  cardToken: string;
  amountCents: number;
  idempotencyKey: string;
  description: string;
}

export interface ChargeDeps {
  gateway: Pick<PaymentGateway, 'purchase' | 'void' | 'describePaymentMethod'>;
  supportEmail: string;
  /** Writes one call to the payments ledger, as the sale files its calls. */
  recordCall(call: GatewayCall): Promise<void>;
  /**
   * The ticket order writes its succeeded charge in the order's own statement, a round trip
   * fewer: only a refused charge is recorded here, and the undo records the charge before its
   * void.
   */
  isChargeRecordedWithSale?: boolean;
}

function purchaseCall(charge: CardCharge, result: GatewayResult): GatewayCall {
  return {
    idempotencyKey: charge.idempotencyKey,
    kind: 'purchase',
    transactionToken: result.transactionToken,
    amountCents: charge.amountCents,
    succeeded: result.succeeded,
    message: result.message,
  };
}

/** Charges the card (no lock held); a refused charge is answered as the shop's payment error. */
export async function chargeCard(deps: ChargeDeps, charge: CardCharge): Promise<Charge> {
  const { cardToken, amountCents, idempotencyKey, description } = charge;
  const result = await deps.gateway.purchase({
    paymentMethodToken: cardToken,
    amountCents,
    currency: 'USD',
    idempotencyKey,
    description,
  });
  if (!result.succeeded || !deps.isChargeRecordedWithSale) {
    await deps.recordCall(purchaseCall(charge, result));
  }
  if (!result.succeeded) throw paymentError(result, deps.supportEmail);
  return {
    transactionToken: result.transactionToken,
    amountCents,
    idempotencyKey,
    message: result.message,
    paymentMethod: await labelChargedCard(deps.gateway, result, cardToken),
  };
}

/**
 * Voids one charge or credit under `<its key>:void` and records the void; answers the gateway's
 * result, so the caller decides how a failed void is answered.
 */
export async function voidMovedMoney(
  deps: Pick<ChargeDeps, 'gateway' | 'recordCall'>,
  moved: MovedMoney,
): Promise<GatewayResult> {
  const result = await deps.gateway.void({
    transactionToken: moved.transactionToken,
    idempotencyKey: `${moved.idempotencyKey}:void`,
  });
  await deps.recordCall({
    idempotencyKey: moved.idempotencyKey,
    kind: 'void',
    transactionToken: result.transactionToken ?? moved.transactionToken,
    amountCents: moved.amountCents,
    succeeded: result.succeeded,
    message: result.message,
  });
  return result;
}

async function undoCharge(deps: ChargeDeps, charge: Charge): Promise<void> {
  if (deps.isChargeRecordedWithSale) {
    const { transactionToken, amountCents, idempotencyKey, message } = charge;
    await deps.recordCall({
      idempotencyKey,
      kind: 'purchase',
      transactionToken,
      amountCents,
      succeeded: true,
      message,
    });
  }
  const result = await voidMovedMoney(deps, charge);
  // Thrown, the failure leaves the sale to the recovery job (decision 020).
  if (!result.succeeded) throw paymentError(result, deps.supportEmail);
}

/**
 * The sale's charge as a step: nothing when the sale charges no card (null: nothing due, or
 * cash at the window), else the card charged; undone by its void.
 */
export function chargeCardStep(deps: ChargeDeps): SaleStep<CardCharge | null, Charge | null> {
  return {
    name: 'charge-card',
    run: async (charge) => (charge ? chargeCard(deps, charge) : null),
    undo: async (charged) => {
      if (charged) await undoCharge(deps, charged);
    },
  };
}
