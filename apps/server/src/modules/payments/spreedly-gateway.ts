/**
 * The production gateway adapter: Spreedly's REST API (https://docs.spreedly.com/reference/api/v1/)
 * with HTTP basic auth of the environment key and access secret. Purchases run on one gateway
 * token; credits and voids name the transaction they follow.
 */
import type { z } from 'zod';
import { describeCard } from '@shop/core/payment';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { createGatewayCallsRepository } from './gateway-calls-repository.ts';
import type { Failpoint } from './failpoints.ts';
import { withIdempotency, type IdempotentGateway } from './idempotent-gateway.ts';
import type {
  GatewayResult,
  PaymentGateway,
  PaymentMethodDescription,
  TransactionLookup,
} from './payment-gateway.ts';
import {
  spreedlyPaymentMethodSchema,
  spreedlyTransactionListSchema,
  spreedlyTransactionSchema,
  SpreedlyUnavailableError,
  toResult,
} from './spreedly-answers.ts';

export interface SpreedlyCredentials {
  environmentKey: string;
  accessSecret: string;
  gatewayToken: string;
  /** https://core.spreedly.com, or a stand-in's address in tests. */
  baseUrl: string;
  timeoutMs?: number;
}

// How far back a lookup pages through a card's transactions (newest first): a card token is made
// for one checkout, so its transactions are a handful.
const LOOKUP_PAGES = 5;

/** Where and as whom the adapter calls Spreedly. */
interface SpreedlyClient {
  root: string;
  authorization: string;
  timeoutMs: number;
}

async function callSpreedly(
  { root, authorization, timeoutMs }: SpreedlyClient,
  method: 'GET' | 'POST',
  path: string,
  body?: object,
) {
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

/** A GET whose answer must parse, else the gateway is taken as not answering. */
async function readSpreedly<T>(
  client: SpreedlyClient,
  path: string,
  schema: z.ZodType<T>,
): Promise<T | null> {
  const { status, payload } = await callSpreedly(client, 'GET', path);
  if (status === 404) return null;
  const parsed = schema.safeParse(payload);
  if (status !== 200 || !parsed.success)
    throw new SpreedlyUnavailableError(`Spreedly answered HTTP ${status} to a lookup`);
  return parsed.data;
}

/** The card a credit or void followed: the transaction it names was made with it. */
async function findCardOf(
  client: SpreedlyClient,
  transactionToken: string,
): Promise<string | null> {
  const found = await readSpreedly(
    client,
    `/v1/transactions/${encodeURIComponent(transactionToken)}.json`,
    spreedlyTransactionSchema,
  );
  return found?.transaction.payment_method?.token ?? null;
}

/** The transaction made with a key, paged through the card's transactions, newest first. */
async function findSpreedlyTransaction(
  client: SpreedlyClient,
  { idempotencyKey, paymentMethodToken, transactionToken }: TransactionLookup,
): Promise<GatewayResult | null> {
  const card =
    paymentMethodToken ?? (transactionToken ? await findCardOf(client, transactionToken) : null);
  if (!card) return null;
  let sinceToken: string | undefined;
  for (let page = 0; page < LOOKUP_PAGES; page += 1) {
    const query = new URLSearchParams({ order: 'desc' });
    if (sinceToken) query.set('since_token', sinceToken);
    const listed = await readSpreedly(
      client,
      `/v1/payment_methods/${encodeURIComponent(card)}/transactions.json?${query}`,
      spreedlyTransactionListSchema,
    );
    const transactions = listed?.transactions ?? [];
    const match = transactions.find((transaction) => transaction.order_id === idempotencyKey);
    if (match) return toResult(200, { transaction: match });
    if (transactions.length === 0) return null;
    sinceToken = transactions.at(-1)!.token;
  }
  return null;
}

async function describeSpreedlyCard(
  client: SpreedlyClient,
  token: string,
): Promise<PaymentMethodDescription | null> {
  let answer: { status: number; payload: unknown };
  try {
    answer = await callSpreedly(
      client,
      'GET',
      `/v1/payment_methods/${encodeURIComponent(token)}.json`,
    );
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
}

/** The Spreedly adapter without its idempotency record; see createSpreedlyGateway. */
export function createRawSpreedlyGateway({
  environmentKey,
  accessSecret,
  gatewayToken,
  baseUrl,
  timeoutMs = 30_000,
}: SpreedlyCredentials): PaymentGateway {
  const client: SpreedlyClient = {
    root: baseUrl.replace(/\/+$/, ''),
    authorization: `Basic ${Buffer.from(`${environmentKey}:${accessSecret}`).toString('base64')}`,
    timeoutMs,
  };
  const post = async (path: string, body: object) => {
    const { status, payload } = await callSpreedly(client, 'POST', path, body);
    return toResult(status, payload);
  };

  return {
    purchase: ({ paymentMethodToken, amountCents, currency, description, idempotencyKey }) =>
      post(`/v1/gateways/${encodeURIComponent(gatewayToken)}/purchase.json`, {
        transaction: {
          payment_method_token: paymentMethodToken,
          amount: amountCents,
          currency_code: currency,
          order_id: idempotencyKey,
          ...(description ? { description } : {}),
        },
      }),
    credit: ({ transactionToken, amountCents, idempotencyKey }) =>
      post(transactionPath(transactionToken, 'credit'), {
        transaction: { amount: amountCents, currency_code: 'USD', order_id: idempotencyKey },
      }),
    void: ({ transactionToken, idempotencyKey }) =>
      post(transactionPath(transactionToken, 'void'), {
        transaction: { order_id: idempotencyKey },
      }),
    findTransaction: (lookup) => findSpreedlyTransaction(client, lookup),
    describePaymentMethod: (token) => describeSpreedlyCard(client, token),
  };
}

/** The production gateway: Spreedly, idempotent through the shop's own record of calls. */
export function createSpreedlyGateway(
  credentials: SpreedlyCredentials & {
    db: Database;
    clock?: () => Date;
    log?: { warn(details: object, message: string): void };
    failpoint?: Failpoint;
  },
): IdempotentGateway {
  const { db, clock = () => new Date(), log, failpoint, ...rest } = credentials;
  return withIdempotency(createRawSpreedlyGateway(rest), {
    gateway: 'spreedly',
    repository: createGatewayCallsRepository(db),
    clock,
    ...(log ? { log } : {}),
    ...(failpoint ? { failpoint } : {}),
  });
}
