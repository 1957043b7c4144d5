/**
 * Makes any gateway adapter idempotent. A key is claimed in the database before the gateway is
 * called and its result stored after, so a repeat (a retry, a second server process, a double
 * click) answers the first result and never charges twice. Spreedly takes no idempotency key of
 * its own, so this record is the guarantee for both adapters.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { AppError } from '../../http/app-error.ts';
import { noFailpoint, type Failpoint } from './failpoints.ts';
import type { GatewayCallsRepository } from './gateway-calls-repository.ts';
import {
  creditRequestSchema,
  gatewayResultSchema,
  purchaseRequestSchema,
  voidRequestSchema,
  type GatewayResult,
  type PaymentGateway,
} from './payment-gateway.ts';

export interface IdempotencyOptions {
  gateway: 'sandbox' | 'spreedly';
  repository: GatewayCallsRepository;
  clock: () => Date;
  log?: { warn(details: object, message: string): void };
  /** How long a repeat waits for the first call of its key to finish. */
  waitMs?: number;
  pollMs?: number;
  failpoint?: Failpoint;
}

/** A gateway whose calls are recorded by key, and whose lost answers can be looked up. */
export interface IdempotentGateway extends PaymentGateway {
  /**
   * The outcome of the call made with a key, for the recovery job (decision 020): the stored
   * answer, or, when none is stored or it was 'unavailable', the gateway's own record of the
   * call, which is then stored. Null when no call was made, or none reached the gateway; the
   * key is then released, so the same call may be made again.
   */
  settleCall(
    idempotencyKey: string,
    options?: { startedBefore?: Date },
  ): Promise<SettledCall | null>;
}

/**
 * A call with no answer stored that began after `startedBefore`: it may still be under way, so
 * the gateway's record of it may not exist yet. It is looked up later.
 */
export class CallUnderWayError extends Error {
  override name = 'CallUnderWayError';
}

/** A call whose outcome is known, with what it asked for. */
export interface SettledCall {
  operation: 'purchase' | 'credit' | 'void';
  /** What a purchase charged or a credit refunded; null for a void. */
  amountCents: number | null;
  result: GatewayResult;
}

type Operation = 'purchase' | 'credit' | 'void';

const unavailable: GatewayResult = {
  succeeded: false,
  reason: 'unavailable',
  transactionToken: null,
  message: 'The payment service did not answer. Please try again in a few minutes.',
};

/** Whether a stored answer tells what happened at the gateway. */
function isSettled(result: GatewayResult): boolean {
  return result.succeeded || result.reason !== 'unavailable';
}

/** What the idempotent calls share: the adapter, the record of calls and its settings. */
interface IdempotencyContext {
  inner: PaymentGateway;
  gateway: 'sandbox' | 'spreedly';
  repository: GatewayCallsRepository;
  clock: () => Date;
  log: IdempotencyOptions['log'];
  waitMs: number;
  pollMs: number;
  failpoint: Failpoint;
}

/** A repeat of a claimed key waits for the first call's answer, which must be for the same call. */
async function awaitFirstResult(
  { repository, gateway, waitMs, pollMs }: IdempotencyContext,
  idempotencyKey: string,
  operation: Operation,
  request: string,
): Promise<GatewayResult> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const call = await repository.findCall(idempotencyKey);
    if (
      call &&
      (call.operation !== operation || call.request !== request || call.gateway !== gateway)
    ) {
      throw new AppError('conflict', 'This payment key was already used for a different payment.');
    }
    if (call?.result) return gatewayResultSchema.parse(call.result);
    if (Date.now() >= deadline) {
      throw new AppError(
        'service_unavailable',
        'An earlier attempt of this payment has not finished. Please try again in a moment.',
      );
    }
    await sleep(pollMs);
  }
}

/** Makes the call once per key: claims the key, performs the call and stores its answer. */
async function callOnce(
  context: IdempotencyContext,
  idempotencyKey: string,
  operation: Operation,
  parameters: object,
  perform: () => Promise<GatewayResult>,
): Promise<GatewayResult> {
  const { gateway, repository, clock, log, failpoint } = context;
  const request = JSON.stringify(parameters);
  const claimed = await repository.claimCall({
    idempotencyKey,
    gateway,
    operation,
    request,
    createdAt: clock(),
  });
  if (!claimed) return awaitFirstResult(context, idempotencyKey, operation, request);

  let result: GatewayResult;
  try {
    result = gatewayResultSchema.parse(await perform());
  } catch (error) {
    // The charge may or may not have happened: keep the key answered, never retry it blindly.
    log?.warn({ err: error, gateway, operation }, 'payment gateway gave no usable answer');
    result = unavailable;
  }
  await failpoint('charged');
  await repository.completeCall(idempotencyKey, result, clock());
  return result;
}

/** See IdempotentGateway.settleCall. */
async function settleCall(
  { inner, repository, clock }: IdempotencyContext,
  idempotencyKey: string,
  { startedBefore }: { startedBefore?: Date } = {},
): Promise<SettledCall | null> {
  const call = await repository.findCall(idempotencyKey);
  if (!call) return null;
  if (!call.result && startedBefore && call.createdAt > startedBefore)
    throw new CallUnderWayError(`the call of ${idempotencyKey} may still be under way`);
  const request = JSON.parse(call.request) as {
    paymentMethodToken?: string;
    transactionToken?: string;
    amountCents?: number;
  };
  const settled = (result: GatewayResult): SettledCall => ({
    operation: call.operation,
    amountCents: request.amountCents ?? null,
    result,
  });
  const stored = call.result ? gatewayResultSchema.parse(call.result) : null;
  if (stored && isSettled(stored)) return settled(stored);
  const found = await inner.findTransaction({
    idempotencyKey,
    operation: call.operation,
    paymentMethodToken: request.paymentMethodToken,
    transactionToken: request.transactionToken,
  });
  if (!found) {
    // Released only if it is still the claim read above; when another process released it and
    // claimed the key again meanwhile, that call is under way and is looked up later.
    if (!(await repository.releaseUnsettledCall(idempotencyKey, call.claimToken)))
      throw new CallUnderWayError(`the call of ${idempotencyKey} was claimed again`);
    return null;
  }
  const result = gatewayResultSchema.parse(found);
  await repository.completeCall(idempotencyKey, result, clock());
  return settled(result);
}

export function withIdempotency(
  inner: PaymentGateway,
  options: IdempotencyOptions,
): IdempotentGateway {
  const { gateway, repository, clock, log, waitMs = 30_000, pollMs = 50 } = options;
  const failpoint = options.failpoint ?? noFailpoint;
  const context: IdempotencyContext = {
    inner,
    gateway,
    repository,
    clock,
    log,
    waitMs,
    pollMs,
    failpoint,
  };

  return {
    async purchase(input) {
      const request = purchaseRequestSchema.parse(input);
      const { paymentMethodToken, amountCents, currency } = request;
      return callOnce(
        context,
        request.idempotencyKey,
        'purchase',
        { paymentMethodToken, amountCents, currency },
        () => inner.purchase(request),
      );
    },
    async credit(input) {
      const request = creditRequestSchema.parse(input);
      const { transactionToken, amountCents } = request;
      return callOnce(
        context,
        request.idempotencyKey,
        'credit',
        { transactionToken, amountCents },
        () => inner.credit(request),
      );
    },
    async void(input) {
      const request = voidRequestSchema.parse(input);
      return callOnce(
        context,
        request.idempotencyKey,
        'void',
        { transactionToken: request.transactionToken },
        () => inner.void(request),
      );
    },
    findTransaction: (lookup) => inner.findTransaction(lookup),
    describePaymentMethod: (token) => inner.describePaymentMethod(token),
    settleCall: (idempotencyKey, settleOptions) =>
      settleCall(context, idempotencyKey, settleOptions),
  };
}
