/**
 * The local gateway adapter (DESIGN section 3): charges, refunds and voids cards of the sandbox
 * vault, recording each transaction, with the outcomes of Spreedly's Test gateway.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { describeCard } from '@shop/core/payment';
import type { Database } from '../../db/database.ts';
import { createGatewayCallsRepository } from './gateway-calls-repository.ts';
import type { Failpoint } from './failpoints.ts';
import { withIdempotency, type IdempotentGateway } from './idempotent-gateway.ts';
import type { GatewayResult, PaymentGateway } from './payment-gateway.ts';
import {
  createSandboxRepository,
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

function resultOf(row: SandboxTransactionRow): GatewayResult {
  return row.succeeded
    ? { succeeded: true, transactionToken: row.token, message: row.message }
    : { succeeded: false, reason: 'declined', transactionToken: row.token, message: row.message };
}

const refused = (message: string): GatewayResult => ({
  succeeded: false,
  reason: 'invalid',
  transactionToken: null,
  message,
});

/** The sandbox gateway without its idempotency record; see createSandboxGateway. */
export function createRawSandboxGateway(
  repository: SandboxRepository,
  { clock = () => new Date(), delayMs = 0 }: SandboxGatewayOptions = {},
): PaymentGateway {
  const pause = (ms = delayMs) => (ms > 0 ? sleep(ms) : Promise.resolve());

  /** Records a credit or void of a locked reference transaction, succeeded or refused. */
  async function followUp(
    transactionType: 'Credit' | 'Void',
    referenceToken: string,
    orderId: string,
    decide: (
      reference: SandboxTransactionRow,
      followUps: Awaited<ReturnType<SandboxRepository['findFollowUps']>>,
    ) => string | null,
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

  return {
    async purchase({ paymentMethodToken, amountCents, currency, description, idempotencyKey }) {
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
      return row ? resultOf(row) : refused(sandboxMessages.unknownPaymentMethod);
    },

    credit({ transactionToken, amountCents, idempotencyKey }) {
      return followUp(
        'Credit',
        transactionToken,
        idempotencyKey,
        (purchase, { creditedCents, isVoided }) => {
          if (purchase.transactionType !== 'Purchase' || !purchase.succeeded)
            return sandboxMessages.notCreditable;
          if (isVoided) return sandboxMessages.alreadyVoided;
          if (creditedCents + amountCents > (purchase.amountCents ?? 0))
            return sandboxMessages.creditTooLarge;
          return null;
        },
        amountCents,
      );
    },

    void({ transactionToken, idempotencyKey }) {
      return followUp(
        'Void',
        transactionToken,
        idempotencyKey,
        (reference, { isVoided, hasCredits }) => {
          if (reference.transactionType === 'Void' || !reference.succeeded)
            return sandboxMessages.notVoidable;
          if (isVoided) return sandboxMessages.alreadyVoided;
          if (hasCredits) return sandboxMessages.voidAfterCredit;
          return null;
        },
        null,
      );
    },

    async findTransaction({ idempotencyKey }) {
      await pause();
      const row = await repository.findTransactionByOrderId(idempotencyKey);
      return row ? resultOf(row) : null;
    },

    async describePaymentMethod(token) {
      const card = await repository.findPaymentMethod(token);
      if (!card) return null;
      return {
        token: card.token,
        cardType: card.cardType,
        lastFourDigits: card.lastFourDigits,
        label: describeCard(card.cardType, card.lastFourDigits),
        email: card.email,
      };
    },
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
