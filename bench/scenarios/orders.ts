/**
 * Issue 4: order submission while the card gateway answers after 200 ms. Target: p99 under
 * 600 ms at 100 orders per second on PostgreSQL. The server runs with SANDBOX_VAULT_DELAY_MS=200,
 * so every purchase waits 200 ms as a gateway across the internet would.
 *
 * Prepared before measuring: one cart per order, each with one Public Skate ticket held, spread
 * over many sessions so none fills, and one sandbox card token per order (tokenized through the
 * vault, which also answers after 200 ms, so in parallel). Each request submits a different cart
 * with its own Idempotency-Key. Afterwards: requests cut off at the end of a phase are replayed
 * with their key (a retry answers the first result), the places sold must equal the orders
 * answered 201, and on PostgreSQL each of them must have charged exactly once.
 */
import { randomUUID } from 'node:crypto';
import type { Capacity } from '@shop/core/catalogue';
import type { BenchScenario, LoadPlan, Verification } from '../bench-scenario.ts';
import { createRotatingRequest } from '../rotating-request.ts';
import {
  addTicket,
  createCartWithLine,
  findBookableSessions,
  findTicketId,
  mapConcurrently,
  readCapacity,
  tokenizeCard,
  type PreparedCart,
} from '../shop-api.ts';

const ACTIVITY = 'public-skate';
const TICKET = 'skate-admission';
/** Spreedly's Test-gateway card that is approved. */
const APPROVED_CARD = '4111111111111111';
const GATEWAY_DELAY_MS = 200;
/** Sessions the carts are spread over: about 100 orders each at full length. */
const SESSIONS = 20;
const PREPARE_CONCURRENCY = 16;
/** The vault answers after 200 ms; tokenizing is waiting, so many at once. */
const TOKENIZE_CONCURRENCY = 50;
/** How long to wait after the load for the confirmation e-mails to be sent (PostgreSQL). */
const OUTBOX_DRAIN_SECONDS = 150;

/** Upper bound of the orders the warm-up (10 connections) and the phases can submit. */
export function countPossibleOrders(plan: LoadPlan): number {
  // A closed-loop connection submits at most one order per gateway delay.
  const perConnection = 1000 / GATEWAY_DELAY_MS;
  return Math.ceil(
    plan.warmUpSeconds * 10 * perConnection +
      plan.phases.reduce(
        (sum, phase) =>
          sum + (phase.overallRate ?? phase.connections * perConnection) * phase.durationSeconds,
        0,
      ),
  );
}

function orderBody(index: number, cardToken: string) {
  return {
    order: {
      customerInfo: {
        firstName: 'Bench',
        lastName: `Skater ${index}`,
        email: `bench.skater.${index}@example.com`,
        phone: '801-555-0100',
        cardToken,
      },
    },
  };
}

function orderPath(cart: PreparedCart): string {
  return `/api/v1/ticketing/orders?cart_token=${encodeURIComponent(cart.token)}`;
}

export const orders: BenchScenario = {
  name: 'orders',
  summary: `POST orders: one ticket per order, the gateway answering after ${GATEWAY_DELAY_MS} ms`,
  warmUpSeconds: 5,
  phases: [{ name: 'fixed rate', connections: 50, overallRate: 100, durationSeconds: 15 }],
  serverEnv: { SANDBOX_VAULT_DELAY_MS: String(GATEWAY_DELAY_MS) },
  async prepare(server, plan) {
    const cartCount = Math.ceil(countPossibleOrders(plan) * 1.1) + 20;
    const perSession = Math.ceil(cartCount / SESSIONS);
    const { activityId, sessions: candidates } = await findBookableSessions(
      server,
      ACTIVITY,
      2,
      19,
    );
    const sessions: Capacity[] = [];
    for (const candidate of candidates) {
      if (sessions.length === SESSIONS) break;
      const capacity = await readCapacity(server, Number(candidate.id));
      if (capacity.vacancy >= perSession && capacity.held === 0) sessions.push(capacity);
    }
    if (sessions.length < SESSIONS)
      throw new Error(
        `only ${sessions.length} ${ACTIVITY} sessions have ${perSession} free places and no holds`,
      );
    const ticketIds = new Map(
      candidates.map((session) => [Number(session.id), findTicketId(session, TICKET)]),
    );

    console.log(
      `orders: preparing ${cartCount} carts with one ticket each over ${SESSIONS} sessions, and ${cartCount} card tokens`,
    );
    const started = Date.now();
    const carts = await mapConcurrently(
      Array.from({ length: cartCount }),
      PREPARE_CONCURRENCY,
      async (_, index) => {
        const sessionId = sessions[index % SESSIONS]!.activityTimeId;
        const cart = await createCartWithLine(server, activityId, sessionId);
        await addTicket(server, cart, ticketIds.get(sessionId)!);
        return cart;
      },
    );
    const cardTokens = await mapConcurrently(
      Array.from({ length: cartCount }),
      TOKENIZE_CONCURRENCY,
      () => tokenizeCard(server, APPROVED_CARD),
    );
    const prepareSeconds = Math.round((Date.now() - started) / 100) / 10;
    const soldBefore = new Map(sessions.map((s) => [s.activityTimeId, s.sold]));

    // Request n submits cart n with key n: each cart is ordered once at most.
    const keys: string[] = Array.from({ length: cartCount }, () => randomUUID());
    const statusOf = new Int16Array(cartCount);
    let exhausted = 0;
    const rotating = createRotatingRequest<number>({
      method: 'POST',
      path: orderPath(carts[0]!),
      build: (sequence) => {
        if (sequence >= cartCount) exhausted += 1;
        const index = sequence % cartCount;
        return {
          path: orderPath(carts[index]!),
          body: JSON.stringify(orderBody(index, cardTokens[index]!)),
          headers: { 'idempotency-key': keys[index]! },
          tag: index,
        };
      },
      onAnswer: (index, status) => {
        statusOf[index] = status;
      },
    });

    async function verify(): Promise<Verification> {
      const problems: string[] = [];
      const sent = Math.min(rotating.sent(), cartCount);
      const statuses = rotating.statuses();
      const answered201 = statuses['201'] ?? 0;

      // Requests autocannon stopped listening to: their key answers what the server did.
      const unanswered = [...new Set(rotating.unanswered())];
      await new Promise((resolve) => setTimeout(resolve, GATEWAY_DELAY_MS * 5));
      let replayed201 = 0;
      for (const index of unanswered) {
        for (let attempt = 0; ; attempt++) {
          const answer = await server.requestJson(
            'POST',
            orderPath(carts[index]!),
            orderBody(index, cardTokens[index]!),
            { 'idempotency-key': keys[index]! },
          );
          // 409 while the first attempt is still in progress; wait for it to finish.
          if (answer.status === 409 && attempt < 20) {
            await new Promise((resolve) => setTimeout(resolve, 250));
            continue;
          }
          statusOf[index] = answer.status;
          if (answer.status === 201) replayed201 += 1;
          break;
        }
      }
      const ordered = answered201 + replayed201;

      // Places sold on the sessions: one per order written.
      let soldDelta = 0;
      for (const session of sessions) {
        const after = await readCapacity(server, session.activityTimeId);
        soldDelta += after.sold - soldBefore.get(session.activityTimeId)!;
      }
      if (soldDelta !== ordered)
        problems.push(`${soldDelta} places were sold but ${ordered} orders answered 201`);

      const facts: Verification['facts'] = {
        ordersSubmitted: sent,
        answered201,
        unansweredAtPhaseEnds: unanswered.length,
        replayedWithTheirKey201: replayed201,
        placesSold: soldDelta,
      };
      const non201 = Object.entries(statuses).filter(([code]) => code !== '201');
      if (non201.length > 0)
        problems.push(
          `answers other than 201: ${non201.map(([c, n]) => `${n} × ${c}`).join(', ')}`,
        );
      if (exhausted > 0) problems.push(`${exhausted} requests found no unused cart: prepare more`);

      const sql = server.sql;
      if (!sql) {
        facts.charges = 'not checked: needs PostgreSQL';
        return { facts, problems };
      }
      const sentKeys = keys.slice(0, sent);
      const ok201Keys = sentKeys.filter((_, index) => statusOf[index] === 201);
      const cartIds = carts.slice(0, sent).map((cart) => cart.cartId);
      const [written] = await sql<{ orders: string }>(
        `select count(*) as orders from orders where cart_id = any($1::int[])`,
        [cartIds],
      );
      const ordersWritten = Number(written?.orders ?? -1);
      facts.ordersWritten = ordersWritten;
      if (ordersWritten !== ordered)
        problems.push(`${ordersWritten} orders were written but ${ordered} answered 201`);

      // The shop's record of charges, per idempotency key, and the gateway's own, per card.
      const charges = await sql<{ key: string; purchases: number; voids: number }>(
        `select idempotency_key as key,
                count(*) filter (where kind = 'purchase' and succeeded)::int as purchases,
                count(*) filter (where kind = 'void' and succeeded)::int as voids
         from payment_transactions where idempotency_key = any($1::text[]) group by idempotency_key`,
        [sentKeys],
      );
      const byKey = new Map(charges.map((row) => [row.key, row]));
      const chargedOnce = ok201Keys.filter((key) => byKey.get(key)?.purchases === 1).length;
      const chargedTwice = charges.filter((row) => row.purchases > 1).length;
      const ok201Set = new Set(ok201Keys);
      const chargedWithoutOrder = charges.filter(
        (row) => !ok201Set.has(row.key) && row.purchases > row.voids,
      ).length;
      const usedCards = cardTokens.slice(0, sent);
      const [gateway] = await sql<{ purchases: string; cards: string; most: string | null }>(
        `select count(*) as purchases, count(distinct payment_method_token) as cards,
                max(n) as most from (
           select payment_method_token, count(*) over (partition by payment_method_token) as n
           from sandbox_transactions
           where transaction_type = 'Purchase' and succeeded and payment_method_token = any($1::text[])
         ) p`,
        [usedCards],
      );
      Object.assign(facts, {
        '201sChargedExactlyOnce': chargedOnce,
        keysChargedTwice: chargedTwice,
        chargedWithoutOrder,
        gatewayPurchases: Number(gateway?.purchases ?? -1),
        cardsChargedMoreThanOnce: Number(gateway?.most ?? 0) > 1 ? 'yes' : 'none',
      });
      if (chargedOnce !== ok201Keys.length)
        problems.push(`${ok201Keys.length - chargedOnce} orders answered 201 without one charge`);
      if (chargedTwice > 0) problems.push(`${chargedTwice} keys were charged more than once`);
      if (chargedWithoutOrder > 0)
        problems.push(`${chargedWithoutOrder} charges have no order and were not voided`);
      if (Number(gateway?.purchases ?? -1) !== ordered)
        problems.push(`the gateway made ${gateway?.purchases} purchases for ${ordered} orders`);

      // The confirmation e-mails queued with the orders, sent by the worker in the background.
      const pending = async () =>
        Number(
          (
            await sql<{ n: string }>(
              `select count(*) as n from outbox where status = 'pending' and kind = 'order-confirmation'`,
            )
          )[0]?.n ?? 0,
        );
      const backlog = await pending();
      const drainStarted = Date.now();
      let left = backlog;
      while (left > 0 && Date.now() - drainStarted < OUTBOX_DRAIN_SECONDS * 1000) {
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        left = await pending();
      }
      Object.assign(facts, {
        emailsPendingAfterLoad: backlog,
        emailsPendingAfterWaiting: left,
        secondsWaitedForEmails: Math.round((Date.now() - drainStarted) / 1000),
      });
      return { facts, problems };
    }

    return {
      target:
        'POST /api/v1/ticketing/orders?cart_token=… with Idempotency-Key and { order: { customerInfo: { …, cardToken } } }',
      request: rotating.request,
      facts: {
        activity: ACTIVITY,
        sessions: SESSIONS,
        carts: cartCount,
        gatewayDelayMs: GATEWAY_DELAY_MS,
        cartsAndCardsPreparedInSeconds: prepareSeconds,
      },
      verify,
    };
  },
};
