/**
 * The production gateway adapter: Spreedly's REST API (https://docs.spreedly.com/reference/api/v1/)
 * with HTTP basic auth of the environment key and access secret. Purchases run on one gateway
 * token; credits and voids name the transaction they follow.
 */
import { z } from 'zod';
import { describeCard, vaultErrorsResponseSchema } from '@shop/core/payment';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { createGatewayCallsRepository } from './gateway-calls-repository.ts';
import { withIdempotency } from './idempotent-gateway.ts';
import type { GatewayResult, PaymentGateway } from './payment-gateway.ts';

export interface SpreedlyCredentials {
  environmentKey: string;
  accessSecret: string;
  gatewayToken: string;
  /** https://core.spreedly.com, or a stand-in's address in tests. */
  baseUrl: string;
  timeoutMs?: number;
}

/** The part of Spreedly's transaction answer the shop reads. */
const spreedlyTransactionSchema = z.object({
  transaction: z.object({
    token: z.string(),
    succeeded: z.boolean(),
    message: z.string().nullish(),
  }),
});

const spreedlyPaymentMethodSchema = z.object({
  payment_method: z.object({
    token: z.string(),
    card_type: z.string().nullish(),
    last_four_digits: z.string().nullish(),
    email: z.string().nullish(),
  }),
});

class SpreedlyUnavailableError extends Error {
  override name = 'SpreedlyUnavailableError';
}

/** Maps Spreedly's answer to the port; an answer that decides nothing throws. */
function toResult(status: number, payload: unknown): GatewayResult {
  if (status === 401 || status === 403 || status >= 500)
    throw new SpreedlyUnavailableError(`Spreedly answered HTTP ${status}`);
  const transaction = spreedlyTransactionSchema.safeParse(payload);
  if (transaction.success) {
    const { token, succeeded, message } = transaction.data.transaction;
    return succeeded
      ? { succeeded: true, transactionToken: token, message: message ?? 'Succeeded!' }
      : {
          succeeded: false,
          reason: 'declined',
          transactionToken: token,
          message: message ?? 'The payment was declined.',
        };
  }
  const errors = vaultErrorsResponseSchema.safeParse(payload);
  if (errors.success && status >= 400) {
    return {
      succeeded: false,
      reason: 'invalid',
      transactionToken: null,
      message: errors.data.errors.map((error) => error.message).join(' '),
      fieldErrors: errors.data.errors,
    };
  }
  throw new SpreedlyUnavailableError(`Spreedly answered HTTP ${status} with an unknown body`);
}

/** The Spreedly adapter without its idempotency record; see createSpreedlyGateway. */
export function createRawSpreedlyGateway({
  environmentKey,
  accessSecret,
  gatewayToken,
  baseUrl,
  timeoutMs = 30_000,
}: SpreedlyCredentials): PaymentGateway {
  const root = baseUrl.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${environmentKey}:${accessSecret}`).toString('base64')}`;

  async function call(method: 'GET' | 'POST', path: string, body?: object) {
    const response = await fetch(`${root}${path}`, {
      method,
      headers: {
        authorization,
        accept: 'application/json',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const payload: unknown = await response.json().catch(() => null);
    return { status: response.status, payload };
  }

  const transactionPath = (token: string, action: 'credit' | 'void') =>
    `/v1/transactions/${encodeURIComponent(token)}/${action}.json`;

  return {
    async purchase({ paymentMethodToken, amountCents, currency, description }) {
      const { status, payload } = await call(
        'POST',
        `/v1/gateways/${encodeURIComponent(gatewayToken)}/purchase.json`,
        {
          transaction: {
            payment_method_token: paymentMethodToken,
            amount: amountCents,
            currency_code: currency,
            ...(description ? { description } : {}),
          },
        },
      );
      return toResult(status, payload);
    },

    async credit({ transactionToken, amountCents }) {
      const { status, payload } = await call('POST', transactionPath(transactionToken, 'credit'), {
        transaction: { amount: amountCents, currency_code: 'USD' },
      });
      return toResult(status, payload);
    },

    async void({ transactionToken }) {
      const { status, payload } = await call('POST', transactionPath(transactionToken, 'void'));
      return toResult(status, payload);
    },

    async describePaymentMethod(token) {
      let answer: { status: number; payload: unknown };
      try {
        answer = await call('GET', `/v1/payment_methods/${encodeURIComponent(token)}.json`);
      } catch (error) {
        throw new AppError('service_unavailable', 'The payment service did not answer.', {
          cause: error,
        });
      }
      if (answer.status === 404) return null;
      const found = spreedlyPaymentMethodSchema.safeParse(answer.payload);
      if (answer.status !== 200 || !found.success) {
        throw new AppError('service_unavailable', 'The payment service did not answer.', {
          cause: new SpreedlyUnavailableError(`Spreedly answered HTTP ${answer.status}`),
        });
      }
      const method = found.data.payment_method;
      const cardType = method.card_type ?? '';
      const lastFourDigits = method.last_four_digits ?? '';
      return {
        token: method.token,
        cardType,
        lastFourDigits,
        label: describeCard(cardType, lastFourDigits),
        email: method.email ?? null,
      };
    },
  };
}

/** The production gateway: Spreedly, idempotent through the shop's own record of calls. */
export function createSpreedlyGateway(
  credentials: SpreedlyCredentials & {
    db: Database;
    clock?: () => Date;
    log?: { warn(details: object, message: string): void };
  },
): PaymentGateway {
  const { db, clock = () => new Date(), log, ...rest } = credentials;
  return withIdempotency(createRawSpreedlyGateway(rest), {
    gateway: 'spreedly',
    repository: createGatewayCallsRepository(db),
    clock,
    ...(log ? { log } : {}),
  });
}
