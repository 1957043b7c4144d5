/**
 * One on-sale visitor, doing what the browser does: load each page's HTML (the activities, the
 * activity's calendar, the cart, the checkout, the confirmation), and through the public API list
 * the activities, read the month's sessions, get a cart, add a line and two tickets, pass the
 * human check, tokenise a card at the vault, submit the order with an idempotency key, read the
 * confirmation. The API reads a server-rendered page brings with it are made too, as a browser
 * without the page's answers would make them: the journey costs the server no less than before.
 * A session that sold out under it sends it back to the calendar for another, as a visitor would.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { promisify } from 'node:util';
import { brotliDecompress, gunzip } from 'node:zlib';

/** The steps timed, in the order a visitor takes them. */
export const STEPS = [
  'page',
  'activities',
  'calendar',
  'cart',
  'add line',
  'add ticket',
  'verify',
  'tokenise card',
  'submit order',
  'confirmation',
] as const;
export type Step = (typeof STEPS)[number];

export interface OnSaleTarget {
  baseUrl: string;
  activityId: number;
  /** The sessions on sale, with the ticket type each sells. */
  sessions: { id: number; ticketId: number }[];
  /** The calendar the browser asks for: the month of the sessions. */
  calendarPath: string;
}

export interface VisitOutcome {
  /** 'purchased', or why not: 'sold out' (no session had room), or the refusal that ended it. */
  result: string;
  /** Each step's durations in ms (a step may run more than once). */
  timings: [Step, number][];
  /** Refusals met on the way (status and message), a sold-out add among them. */
  refusals: string[];
  purchaseMs: number | null;
}

const TICKETS_PER_VISITOR = 2;
const SESSION_TRIES = 3;

class Refused extends Error {
  constructor(
    readonly step: Step,
    readonly status: number,
    readonly text: string,
  ) {
    super(`${step}: ${status} ${text}`);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely, as a browser would
type Json = any;

/**
 * Kept-alive connections, as a browser keeps them. node:http rather than fetch: the visitors run
 * on the machine they measure, and fetch cost them about three times the CPU (15 to 18 ms a
 * purchase against 6, measured 2026-11-26 at `a6178e8` on a 2-core AMD EPYC guest).
 */
const agent = new http.Agent({ keepAlive: true });
const decoders = { br: promisify(brotliDecompress), gzip: promisify(gunzip) };
const REQUEST_TIMEOUT_MS = 30_000;

/** Sends one request as a browser would (accepting brotli and gzip); answers status and body. */
function send(
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method, agent, headers: { ...headers, 'accept-encoding': 'br, gzip' } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'];
          const decode = encoding === 'br' || encoding === 'gzip' ? decoders[encoding] : null;
          (decode ? decode(raw) : Promise.resolve(raw)).then(
            (decoded) => resolve({ status: response.statusCode ?? 0, text: decoded.toString() }),
            reject,
          );
        });
      },
    );
    request.setTimeout(REQUEST_TIMEOUT_MS, () => request.destroy(new Error('timed out')));
    request.on('error', reject);
    request.end(body);
  });
}

export async function visit(target: OnSaleTarget, index: number): Promise<VisitOutcome> {
  const timings: [Step, number][] = [];
  const refusals: string[] = [];
  const started = performance.now();
  const call = async (step: Step, method: string, path: string, body?: object, key?: string) => {
    const before = performance.now();
    const response = await send(
      `${target.baseUrl}${path}`,
      method,
      {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(key ? { 'idempotency-key': key } : {}),
      },
      body ? JSON.stringify(body) : undefined,
    );
    let json: Json = null;
    try {
      json = JSON.parse(response.text);
    } catch {
      // Not JSON: the status says what happened.
    }
    timings.push([step, performance.now() - before]);
    const ok = response.status >= 200 && response.status < 300;
    if (!ok) throw new Refused(step, response.status, json?.errors?.message ?? '');
    return json;
  };

  /** A page's HTML, as the browser asks for it. */
  const page = async (path: string) => {
    const before = performance.now();
    const response = await send(`${target.baseUrl}${path}`, 'GET', { accept: 'text/html' });
    timings.push(['page', performance.now() - before]);
    if (response.status !== 200) throw new Refused('page', response.status, path);
  };

  try {
    await page('/activities');
    await call('activities', 'GET', '/api/v1/ticketing/activities');
    await page(`/activities/${target.activityId}`);
    const cart = await call('cart', 'GET', '/api/v1/ticketing/cart');
    const cartToken: string = cart.data.attributes.token;
    const cartId: number = cart.data.id;
    const inCart = `cart_token=${encodeURIComponent(cartToken)}`;

    let added = false;
    for (let tries = 0; tries < SESSION_TRIES && !added; tries += 1) {
      const calendar = await call('calendar', 'GET', target.calendarPath);
      // The month holds hundreds of sessions: looked up by id, not searched once per target (the
      // visitors share the machine they measure, so their CPU is kept small).
      const shown = new Map<number, Json>(
        calendar.data.map((resource: Json) => [Number(resource.id), resource]),
      );
      const open = target.sessions.filter((session) => {
        const resource = shown.get(session.id);
        return resource?.attributes.available && resource.attributes.vacancy >= TICKETS_PER_VISITOR;
      });
      const session = open[Math.floor(Math.random() * open.length)];
      if (!session) break;
      const line = await call('add line', 'POST', `/api/v1/ticketing/line_items?${inCart}`, {
        activityId: target.activityId,
        activityTimeId: session.id,
      }).catch((error: unknown) => refuse(error, refusals));
      if (!line) continue;
      try {
        for (let ticket = 0; ticket < TICKETS_PER_VISITOR; ticket += 1) {
          await call(
            'add ticket',
            'POST',
            `/api/v1/ticketing/line_items/${line.data.id}/line_item_tickets?${inCart}`,
            { ticketId: session.ticketId, quantity: 1 },
          );
        }
        added = true;
      } catch (error) {
        refuse(error, refusals);
        // What this line holds goes back before another session is tried.
        await send(
          `${target.baseUrl}/api/v1/ticketing/line_items/${line.data.id}?${inCart}`,
          'DELETE',
          {},
        ).catch(() => {});
      }
    }
    if (!added) return { result: 'sold out', timings, refusals, purchaseMs: null };

    await page(`/activities/cart?cartToken=${encodeURIComponent(cartToken)}`);
    await page(`/activities/payment?cartToken=${encodeURIComponent(cartToken)}`);
    await call('verify', 'POST', `/api/v1/verify?${inCart}`, { captchaResponse: '', cartId });
    const card = await call('tokenise card', 'POST', '/sandbox-vault/v1/payment_methods.json', {
      payment_method: {
        credit_card: {
          full_name: `On Sale ${index}`,
          number: '4111111111111111',
          verification_value: '123',
          month: '12',
          year: String(new Date().getFullYear() + 2),
        },
        email: `on.sale.${index}@example.com`,
      },
    });
    const order = await call(
      'submit order',
      'POST',
      `/api/v1/ticketing/orders?${inCart}`,
      {
        order: {
          customerInfo: {
            firstName: 'On',
            lastName: `Sale ${index}`,
            email: `on.sale.${index}@example.com`,
            cardToken: card.transaction.payment_method.token,
          },
        },
      },
      randomUUID(),
    );
    const orderToken: string = order.data.attributes.token;
    await page(`/orders/confirmation/${encodeURIComponent(orderToken)}`);
    await call('confirmation', 'GET', `/api/v1/ticketing/orders/${orderToken}`);
    return { result: 'purchased', timings, refusals, purchaseMs: performance.now() - started };
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    refusals.push(`${error.step}: ${error.status} ${error.text}`);
    return { result: `${error.step}: ${error.status}`, timings, refusals, purchaseMs: null };
  }
}

/** Records an add the shop refused (a session that filled); anything else is thrown on. */
function refuse(error: unknown, refusals: string[]): undefined {
  if (!(error instanceof Refused) || error.status >= 500) throw error;
  refusals.push(`${error.step}: ${error.status} ${error.text}`);
  return undefined;
}
