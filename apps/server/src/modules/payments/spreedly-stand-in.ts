/**
 * Test support: a stand-in for core.spreedly.com on loopback, answering in Spreedly's published
 * shapes (https://docs.spreedly.com/reference/api/v1/): purchase, credit, void, show and list
 * transactions, and show payment method.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

export const expectedAuthorization = `Basic ${Buffer.from('env-key:access-secret').toString('base64')}`;

type Created = ReturnType<typeof transactionBody>;
export type Made = Created['transaction'] & { payment_method?: { token: string } | null };

/** What one stand-in remembers: the requests it saw and the transactions it made. */
interface StandInState {
  seen: SeenRequest[];
  made: Made[];
  /** A new transaction, numbered in the order they were made. */
  transaction(type: string, succeeded: boolean, message: string, extra?: object): Created;
}

function transactionBody(
  token: string,
  type: string,
  succeeded: boolean,
  message: string,
  extra: object = {},
) {
  const at = '2026-12-01T15:00:00Z';
  return {
    transaction: {
      on_test_gateway: true,
      created_at: at,
      updated_at: at,
      succeeded,
      state: succeeded ? 'succeeded' : 'gateway_processing_failed',
      token,
      transaction_type: type,
      order_id: null,
      ip: null,
      description: null,
      message_key: succeeded ? 'messages.transaction_succeeded' : 'messages.transaction_failed',
      message,
      gateway_token: 'GW-TOKEN',
      gateway_type: 'test',
      response: { success: succeeded, message, error_code: '', avs_code: null, cvv_code: null },
      ...extra,
    },
  };
}

/** Keeps a transaction, as Spreedly does for its lookups. */
function keep(state: StandInState, created: Created, paymentMethodToken: string | null) {
  state.made.push({
    ...created.transaction,
    payment_method: paymentMethodToken ? { token: paymentMethodToken } : null,
  } as never);
  return created;
}

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

function answerPurchase(
  state: StandInState,
  response: ServerResponse,
  input: Record<string, unknown>,
) {
  const extra = {
    amount: input.amount,
    currency_code: input.currency_code,
    order_id: input.order_id,
  };
  switch (input.payment_method_token) {
    case 'pm-approved':
      // A purchase's answer names the card it charged, as Spreedly's does.
      return answer(
        response,
        200,
        keep(
          state,
          state.transaction('Purchase', true, 'Succeeded!', {
            ...extra,
            payment_method: approvedCard.payment_method,
          }),
          'pm-approved',
        ),
      );
    case 'pm-charged-then-lost':
      // Spreedly charged the card, and its answer never arrives.
      keep(state, state.transaction('Purchase', true, 'Succeeded!', extra), 'pm-charged-then-lost');
      response.destroy();
      return undefined;
    case 'pm-declined':
      return answer(
        response,
        422,
        state.transaction('Purchase', false, 'Unable to process the purchase transaction.', extra),
      );
    case 'pm-expired':
      return answer(
        response,
        422,
        state.transaction('Purchase', false, 'Unable to process the purchase transaction.', {
          ...extra,
          response: { success: false, error_code: 'expired_card', cvv_code: null },
        }),
      );
    case 'pm-wrong-cvv':
      // Some gateways say only that the security code did not match (CVV result N).
      return answer(
        response,
        422,
        state.transaction('Purchase', false, 'Unable to process the purchase transaction.', {
          ...extra,
          response: { success: false, error_code: '', cvv_code: 'N' },
        }),
      );
    case 'pm-broken':
      response.writeHead(500, { 'content-type': 'text/html' });
      return response.end('<h1>We are sorry</h1>');
    case 'pm-hangs':
      return undefined;
    default:
      return answer(response, 422, {
        errors: [
          {
            key: 'errors.payment_method_not_found',
            message:
              'There is no payment method corresponding to the specified payment method token.',
          },
        ],
      });
  }
}

function answerFollowUp(
  state: StandInState,
  response: ServerResponse,
  [, referenceToken, action]: RegExpExecArray,
  input: Record<string, unknown>,
) {
  const type = action === 'credit' ? 'Credit' : 'Void';
  const reference = state.made.find((known) => known.token === referenceToken);
  const card = reference?.payment_method?.token;
  return answer(
    response,
    200,
    keep(
      state,
      state.transaction(type, true, 'Succeeded!', {
        reference_token: referenceToken,
        order_id: input.order_id,
      }),
      card ?? null,
    ),
  );
}

function answerTransactionList(
  state: StandInState,
  response: ServerResponse,
  [, card, search]: RegExpExecArray,
) {
  const query = new URLSearchParams(search);
  const ofCard = state.made.filter((known) => known.payment_method?.token === card).reverse();
  // Pages of two, newest first, so a lookup has to page.
  const since = query.get('since_token');
  const start = since ? ofCard.findIndex((known) => known.token === since) + 1 : 0;
  return answer(response, 200, { transactions: ofCard.slice(start, start + 2) });
}

const approvedCard = {
  payment_method: {
    token: 'pm-approved',
    storage_state: 'retained',
    test: true,
    payment_method_type: 'credit_card',
    last_four_digits: '4444',
    first_six_digits: '555555',
    card_type: 'master',
    full_name: 'Ada Lovelace',
    email: 'ada@example.com',
    number: 'XXXX-XXXX-XXXX-4444',
  },
};

function answerRequest(
  state: StandInState,
  request: IncomingMessage,
  response: ServerResponse,
  body: unknown,
) {
  if (request.headers.authorization !== expectedAuthorization) {
    return answer(response, 401, {
      errors: [{ key: 'errors.invalid_credentials', message: 'Unable to authenticate.' }],
    });
  }
  const url = request.url ?? '';
  const input = (body as { transaction?: Record<string, unknown> } | null)?.transaction ?? {};
  if (request.method === 'POST' && url === '/v1/gateways/GW-TOKEN/purchase.json')
    return answerPurchase(state, response, input);
  const followUp = /^\/v1\/transactions\/([^/]+)\/(credit|void)\.json$/.exec(url);
  if (request.method === 'POST' && followUp)
    return answerFollowUp(state, response, followUp, input);
  const shown = /^\/v1\/transactions\/([^/]+)\.json$/.exec(url);
  if (request.method === 'GET' && shown) {
    const found = state.made.find((known) => known.token === shown[1]);
    if (found) return answer(response, 200, { transaction: found });
  }
  const listed = /^\/v1\/payment_methods\/([^/]+)\/transactions\.json\?(.*)$/.exec(url);
  if (request.method === 'GET' && listed) return answerTransactionList(state, response, listed);
  if (request.method === 'GET' && url === '/v1/payment_methods/pm-approved.json')
    return answer(response, 200, approvedCard);
  return answer(response, 404, {
    errors: [{ key: 'errors.not_found', message: 'Unable to find the specified resource.' }],
  });
}

/** Starts a stand-in that records what it sees and makes into `state`. */
export async function startSpreedlyStandIn(state: Omit<StandInState, 'transaction'>) {
  let transactions = 0;
  const full: StandInState = {
    ...state,
    transaction(type, succeeded, message, extra) {
      transactions += 1;
      return transactionBody(`tx-${transactions}`, type, succeeded, message, extra);
    },
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const body: unknown = text ? JSON.parse(text) : null;
      state.seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body,
      });
      answerRequest(full, request, response, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
