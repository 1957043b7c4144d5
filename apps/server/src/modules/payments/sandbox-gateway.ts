/**
 * The local gateway adapter (DESIGN section 3): charges, refunds and voids cards of the sandbox
 * vault, recording each transaction, with the outcomes of Spreedly's Test gateway.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { describeCard, type DeclineCode } from '@shop/core/payment';
import type { Database } from '../../db/database.ts';
import { createGatewayCallsRepository } from './gateway-calls-repository.ts';
import type { Failpoint } from './failpoints.ts';
import { withIdempotency, type IdempotentGateway } from './idempotent-gateway.ts';
import type {
  GatewayResult,
  PaymentGateway,
  PaymentMethodDescription,
  PurchaseRequest,
} from './payment-gateway.ts';
import {
  createSandboxRepository,
  type FollowUps,
  type SandboxPurchaseRow,
  type SandboxRepository,
  type SandboxTransactionRow,
} from './sandbox-repository.ts';
import { generateVaultToken } from './tokenize-card.ts';

export interface SandboxGatewayOptions {
  clock?: () => Date;
  /** Answer after this long, as a gateway across the internet would. */
  delayMs?: number;
  log?: { warn(details: object, message: string): void };
  failpoint?: Failpoint;
}

export const sandboxMessages = {
  succeeded: 'Succeeded!',
  purchaseDeclined: 'Unable to process the purchase transaction.',
  unknownPaymentMethod: 'Unable to find the specified payment method.',
  unknownTransaction: 'Unable to find the specified transaction.',
  notCreditable: 'Only a successful purchase can be credited.',
  notVoidable: 'Only a successful purchase or credit can be voided.',
  alreadyVoided: 'The transaction has already been voided.',
  creditTooLarge: 'The credit is more than the amount of the purchase left to refund.',
  voidAfterCredit: 'The purchase has been partly credited; credit the rest instead of voiding it.',
} as const;

/** Why a card was declined, as the gateway's error code: Spreedly's own test cards say no more. */
const declineCodeOf: Record<SandboxPurchaseRow['cardOutcome'], DeclineCode | null> = {
  approve: null,
  decline: null,
  card_declined: 'card_declined',
  expired_card: 'expired_card',
  incorrect_cvc: 'incorrect_cvc',
};

function resultOf(
  row: SandboxTransactionRow,
  declineCode: DeclineCode | null = null,
): GatewayResult {
  if (row.succeeded) return { succeeded: true, transactionToken: row.token, message: row.message };
  return {
    succeeded: false,
    reason: 'declined',
    transactionToken: row.token,
    message: row.message,
    ...(declineCode ? { declineCode } : {}),
  };
}

const refused = (message: string): GatewayResult => ({
  succeeded: false,
  reason: 'invalid',
  transactionToken: null,
  message,
});

/** What the sandbox's calls share. */
interface SandboxContext {
  repository: SandboxRepository;
  clock: () => Date;
  /** Waits as the gateway's answer would take, the whole delay unless told otherwise. */
  pause: (ms?: number) => Promise<unknown>;
}

/** Why a follow-up may not be made on its reference transaction, or null when it may. */
type DecideFollowUp = (reference: SandboxTransactionRow, followUps: FollowUps) => string | null;

/** Records a credit or void of a locked reference transaction, succeeded or refused. */
async function recordFollowUp(
  { repository, clock, pause }: SandboxContext,
  transactionType: 'Credit' | 'Void',
  referenceToken: string,
  orderId: string,
  decide: DecideFollowUp,
  amountCents: number | null,
): Promise<GatewayResult> {
  await pause();
  return repository.transaction(async (tx) => {
    const reference = await repository.lockTransaction(tx, referenceToken);
    if (!reference) return refused(sandboxMessages.unknownTransaction);
    const problem = decide(reference, await repository.findFollowUps(tx, referenceToken));
    const row = await repository.insertTransaction(
      {
        token: generateVaultToken(),
        transactionType,
        paymentMethodToken: reference.paymentMethodToken,
        referenceToken,
        amountCents,
        currencyCode: amountCents === null ? null : 'USD',
        orderId,
        succeeded: problem === null,
        message: problem ?? sandboxMessages.succeeded,
        createdAt: clock(),
      },
      tx,
    );
    return resultOf(row);
  });
}

/** A credit refunds part of a succeeded purchase that was not voided, up to what is left. */
const decideCredit =
  (amountCents: number): DecideFollowUp =>
  (purchase, { creditedCents, isVoided }) => {
    if (purchase.transactionType !== 'Purchase' || !purchase.succeeded)
      return sandboxMessages.notCreditable;
    if (isVoided) return sandboxMessages.alreadyVoided;
    if (creditedCents + amountCents > (purchase.amountCents ?? 0))
      return sandboxMessages.creditTooLarge;
    return null;
  };

/** A void cancels a succeeded purchase or credit, once, and not a partly credited purchase. */
const decideVoid: DecideFollowUp = (reference, { isVoided, hasCredits }) => {
  if (reference.transactionType === 'Void' || !reference.succeeded)
    return sandboxMessages.notVoidable;
  if (isVoided) return sandboxMessages.alreadyVoided;
  if (hasCredits) return sandboxMessages.voidAfterCredit;
  return null;
};

async function purchaseWithSandbox(
  { repository, clock, pause }: SandboxContext,
  delayMs: number,
  { paymentMethodToken, amountCents, currency, description, idempotencyKey }: PurchaseRequest,
): Promise<GatewayResult> {
  // Half the delay on the way there and half on the way back, as across the internet: a
  // server can stop after the card was charged and before it hears so (decision 020).
  await pause(delayMs / 2);
  // Spreedly's Test gateway: approved cards succeed, the others are declined.
  const row = await repository.insertPurchase(
    {
      token: generateVaultToken(),
      paymentMethodToken,
      amountCents,
      currencyCode: currency,
      description: description ?? null,
      orderId: idempotencyKey,
      createdAt: clock(),
    },
    { approved: sandboxMessages.succeeded, declined: sandboxMessages.purchaseDeclined },
  );
  await pause(delayMs / 2);
  if (!row) return refused(sandboxMessages.unknownPaymentMethod);
  const result = resultOf(row, declineCodeOf[row.cardOutcome]);
  if (!result.succeeded) return result;
  const { cardType, lastFourDigits } = row;
  return {
    ...result,
    card: { cardType, lastFourDigits, label: describeCard(cardType, lastFourDigits) },
  };
}

async function describeSandboxCard(
  repository: SandboxRepository,
  token: string,
): Promise<PaymentMethodDescription | null> {
  const card = await repository.findPaymentMethod(token);
  if (!card) return null;
  return {
    token: card.token,
    cardType: card.cardType,
    lastFourDigits: card.lastFourDigits,
    label: describeCard(card.cardType, card.lastFourDigits),
    email: card.email,
  };
}

/** The sandbox gateway without its idempotency record; see createSandboxGateway. */
export function createRawSandboxGateway(
  repository: SandboxRepository,
  { clock = () => new Date(), delayMs = 0 }: SandboxGatewayOptions = {},
): PaymentGateway {
  const pause = (ms = delayMs) => (ms > 0 ? sleep(ms) : Promise.resolve());
  const context: SandboxContext = { repository, clock, pause };
  return {
    purchase: (request) => purchaseWithSandbox(context, delayMs, request),
    credit: ({ transactionToken, amountCents, idempotencyKey }) =>
      recordFollowUp(
        context,
        'Credit',
        transactionToken,
        idempotencyKey,
        decideCredit(amountCents),
        amountCents,
      ),
    void: ({ transactionToken, idempotencyKey }) =>
      recordFollowUp(context, 'Void', transactionToken, idempotencyKey, decideVoid, null),
    async findTransaction({ idempotencyKey }) {
      await pause();
      const row = await repository.findTransactionByOrderId(idempotencyKey);
      return row ? resultOf(row) : null;
    },
    describePaymentMethod: (token) => describeSandboxCard(repository, token),
  };
}

/** The local default gateway: sandbox cards, Spreedly's Test-gateway outcomes, idempotent. */
export function createSandboxGateway(
  db: Database,
  options: SandboxGatewayOptions = {},
): IdempotentGateway {
  const clock = options.clock ?? (() => new Date());
  return withIdempotency(
    createRawSandboxGateway(createSandboxRepository(db), { ...options, clock }),
    {
      gateway: 'sandbox',
      repository: createGatewayCallsRepository(db),
      clock,
      ...(options.log ? { log: options.log } : {}),
      ...(options.failpoint ? { failpoint: options.failpoint } : {}),
    },
  );
}
