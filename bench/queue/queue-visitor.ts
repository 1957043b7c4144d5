/**
 * One waiting visitor of the on-sale queue, doing what the waiting page does: join once in the
 * early window, then read the queue's state every POLL_MS; once the draw is done, ask its place
 * again with its ticket; when the places let through reach its own, ask for its pass. A buyer
 * then buys one ticket with it (cart line, ticket, human check, card, order), and every visitor
 * tries its pass once more after it expired, where a cart call must be refused.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

export const POLL_MS = 2000;

/**
 * One pool of kept-alive connections for all the visitors: thousands of browsers cost the
 * server a connection each, but the bench shares its two cores with the server it measures, so
 * its clients stay cheap (node:http, not fetch; see bench/on-sale/visitor.ts).
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const REQUEST_TIMEOUT_MS = 30_000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely, as a browser would
type Json = any;

export interface QueueTarget {
  baseUrl: string;
  activityId: number;
  activityTimeId: number;
  ticketId: number;
}

/** What one visitor saw, for the report's checks. */
export interface QueueOutcome {
  position: number | null;
  /** The places let through by the state it last read before asking for its pass. */
  admittedThroughSeen: number | null;
  passAt: number | null;
  /** An early ask for the pass (well before its turn) that was answered 200: must not happen. */
  earlyPassGranted: boolean;
  bought: 'purchased' | 'sold out' | 'not a buyer' | string;
  /** The status of the cart call made with the pass after it expired (must be 4xx). */
  afterExpiryStatus: number | null;
  /** Milliseconds of each state read. */
  pollMs: number[];
}

export function send(
  url: string,
  method: string,
  body?: object,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: Json }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method,
        agent,
        headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          let json: Json = null;
          try {
            json = JSON.parse(Buffer.concat(chunks).toString());
          } catch {
            // Not JSON: the status says what happened.
          }
          resolve({ status: response.statusCode ?? 0, json });
        });
      },
    );
    request.setTimeout(REQUEST_TIMEOUT_MS, () => request.destroy(new Error('timed out')));
    request.on('error', reject);
    request.end(body ? JSON.stringify(body) : undefined);
  });
}

function expectOk(answer: { status: number; json: Json }, what: string): Json {
  if (answer.status < 200 || answer.status >= 300)
    throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.json)}`);
  return answer.json;
}

/** Joins in the early window; answers the visitor's ticket (no place until the draw). */
export async function joinQueue(target: QueueTarget): Promise<string> {
  const path = `/api/v1/queue/activities/${target.activityId}/visitors`;
  return expectOk(await send(`${target.baseUrl}${path}`, 'POST', {}), 'join').data.ticket;
}

/** A new cart and a line of the session opened with the pass: answers the line call's status. */
async function openCart(target: QueueTarget, pass: string) {
  const cart = expectOk(await send(`${target.baseUrl}/api/v1/ticketing/cart`, 'GET'), 'cart');
  const token: string = cart.data.attributes.token;
  const line = await send(
    `${target.baseUrl}/api/v1/ticketing/line_items?cart_token=${encodeURIComponent(token)}`,
    'POST',
    { activityId: target.activityId, activityTimeId: target.activityTimeId },
    { 'x-queue-pass': pass },
  );
  return { token, cartId: Number(cart.data.id), line };
}

/** One ticket bought with the pass; answers 'purchased', 'sold out' or the refusal. */
async function buy(target: QueueTarget, pass: string, index: number): Promise<string> {
  const headers = { 'x-queue-pass': pass };
  const { token, cartId, line } = await openCart(target, pass);
  if (line.status === 409) return 'sold out';
  if (line.status !== 201) return `add line: ${line.status}`;
  const inCart = `cart_token=${encodeURIComponent(token)}`;
  const api = (path: string) => `${target.baseUrl}/api/v1${path}`;
  const ticket = await send(
    api(`/ticketing/line_items/${line.json.data.id}/line_item_tickets?${inCart}`),
    'POST',
    { ticketId: target.ticketId, quantity: 1 },
    headers,
  );
  if (ticket.status === 409) return 'sold out';
  if (ticket.status !== 201) return `add ticket: ${ticket.status}`;
  expectOk(await send(api(`/verify?${inCart}`), 'POST', { captchaResponse: '', cartId }), 'verify');
  const email = `queue.${index}@example.com`;
  const card = expectOk(
    await send(`${target.baseUrl}/sandbox-vault/v1/payment_methods.json`, 'POST', {
      payment_method: {
        credit_card: {
          full_name: `Queue Visitor ${index}`,
          number: '4111111111111111',
          verification_value: '123',
          month: '12',
          year: String(new Date().getFullYear() + 2),
        },
        email,
      },
    }),
    'tokenise card',
  );
  const customerInfo = {
    firstName: 'Queue',
    lastName: `Visitor ${index}`,
    email,
    cardToken: card.transaction.payment_method.token,
  };
  const order = await send(
    api(`/ticketing/orders?${inCart}`),
    'POST',
    { order: { customerInfo } },
    {
      ...headers,
      'idempotency-key': randomUUID(),
    },
  );
  return order.status === 201 ? 'purchased' : `order: ${order.status}`;
}

/**
 * Waits with the waiting page's polls until the visitor's turn and answers its pass. A prober
 * asks once for its pass while its place is far from its turn: the answer must be a refusal.
 */
async function waitForTurn(
  target: QueueTarget,
  ticket: string,
  outcome: QueueOutcome,
  probe: boolean,
) {
  const queuePath = `${target.baseUrl}/api/v1/queue/activities/${target.activityId}`;
  await sleep(Math.random() * POLL_MS);
  for (;;) {
    const before = performance.now();
    const state = expectOk(await send(queuePath, 'GET'), 'state').data;
    outcome.pollMs.push(performance.now() - before);
    if (state.drawn && outcome.position === null) {
      const again = expectOk(await send(`${queuePath}/visitors`, 'POST', { ticket }), 'place');
      outcome.position = again.data.position;
    }
    const position = outcome.position;
    // Far enough behind that the state's second in the cache and this poll's own wait cannot
    // hide its turn: ten seconds' worth of places at the rate.
    const margin = (state.admitPerMinute / 60) * 10;
    if (position !== null && probe && position - state.admittedThrough > margin) {
      probe = false;
      const early = await send(`${queuePath}/pass`, 'POST', { ticket });
      if (early.status === 200) outcome.earlyPassGranted = true;
    }
    if (position !== null && state.admittedThrough >= position) {
      outcome.admittedThroughSeen = state.admittedThrough;
      const answer = expectOk(await send(`${queuePath}/pass`, 'POST', { ticket }), 'pass');
      outcome.passAt = Date.now();
      return answer.data as { pass: string; expiresAt: string };
    }
    await sleep(POLL_MS);
  }
}

/** The visitor from its join on; `buyer` buys one ticket in its turn. */
export async function waitInQueue(
  target: QueueTarget,
  ticket: string,
  index: number,
  role: { buyer: boolean; probe: boolean },
): Promise<QueueOutcome> {
  const outcome: QueueOutcome = {
    position: null,
    admittedThroughSeen: null,
    passAt: null,
    earlyPassGranted: false,
    bought: 'not a buyer',
    afterExpiryStatus: null,
    pollMs: [],
  };
  const { pass, expiresAt } = await waitForTurn(target, ticket, outcome, role.probe);
  if (role.buyer) outcome.bought = await buy(target, pass, index);
  // A pass copied after its turn, on a cart of its own: must open nothing.
  await sleep(Math.max(0, new Date(expiresAt).getTime() + 1000 - Date.now()));
  outcome.afterExpiryStatus = (await openCart(target, pass)).line.status;
  return outcome;
}
