/** The shop API calls the scenarios make to prepare their data: carts, lines, tickets, cards. */
import {
  activitiesResponseSchema,
  activityTimesResponseSchema,
  capacityResponseSchema,
} from '@shop/core/catalogue-api';
import type { ActivityTime, Capacity } from '@shop/core/catalogue';
import { cartResponseSchema, lineItemResponseSchema } from '@shop/core/cart';
import { addDaysToIsoDate, shopDateAt } from '@shop/core/shop-time';
import type { BenchServer, JsonAnswer } from './bench-scenario.ts';

/** A prepared cart: its token and the line the load adds tickets to. */
export interface PreparedCart {
  token: string;
  cartId: number;
  lineId: number;
  activityTimeId: number;
}

function expectStatus(answer: JsonAnswer, status: number, what: string): unknown {
  if (answer.status !== status) {
    throw new Error(
      `${what} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 500)}`,
    );
  }
  return answer.body;
}

/** Runs `work` over the items with at most `limit` at a time; answers in the items' order. */
export async function mapConcurrently<Item, Result>(
  items: readonly Item[],
  limit: number,
  work: (item: Item, index: number) => Promise<Result>,
): Promise<Result[]> {
  const results = new Array<Result>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Runs `work` over the items as arrivals at a steady rate, item n due at start + n / perSecond
 * whatever the earlier ones are doing (an open loop); answers in the items' order.
 */
export async function mapArrivals<Item, Result>(
  items: readonly Item[],
  perSecond: number,
  work: (item: Item, index: number) => Promise<Result>,
): Promise<Result[]> {
  const started = performance.now();
  const running: Promise<Result>[] = [];
  for (const [index, item] of items.entries()) {
    const due = started + (index * 1000) / perSecond;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    running.push(work(item, index));
  }
  return Promise.all(running);
}

/** The bookable sessions of a seeded activity from `fromDay` days ahead, with their tickets. */
export async function findBookableSessions(
  server: BenchServer,
  activityCode: string,
  fromDay: number,
  days: number,
): Promise<{ activityId: number; sessions: ActivityTime[] }> {
  const activities = activitiesResponseSchema.parse(
    await server.getJson('/api/v1/ticketing/activities'),
  );
  const activity = activities.data.find((a) => a.attributes.centamanId === activityCode);
  if (!activity) throw new Error(`the demo activity ${activityCode} is not seeded`);
  const today = shopDateAt(new Date());
  const startDate = addDaysToIsoDate(today, fromDay);
  const endDate = addDaysToIsoDate(today, fromDay + days - 1);
  const sessions = activityTimesResponseSchema
    .parse(
      await server.getJson(
        `/api/v1/ticketing/activities/${activity.id}/activity_times?startDate=${startDate}&endDate=${endDate}&includeTickets=true`,
      ),
    )
    .data.map((resource) => resource.attributes)
    .filter((session) => session.available && (session.tickets?.length ?? 0) > 0);
  return { activityId: Number(activity.id), sessions };
}

/** The ticket (not an add-on) of a session with this code. */
export function findTicketId(session: ActivityTime, ticketCode: string): number {
  const ticket = session.tickets?.find((t) => t.centamanId === ticketCode && !t.addOn);
  if (!ticket) throw new Error(`session ${session.id} offers no ticket ${ticketCode}`);
  return Number(ticket.id);
}

export async function readCapacity(server: BenchServer, activityTimeId: number): Promise<Capacity> {
  return capacityResponseSchema.parse(
    await server.getJson(`/api/v1/ticketing/capacities/${activityTimeId}`),
  ).data.attributes;
}

/** A new cart with one line at the session (no booking fields: the activity asks for none). */
export async function createCartWithLine(
  server: BenchServer,
  activityId: number,
  activityTimeId: number,
): Promise<PreparedCart> {
  const cart = cartResponseSchema.parse(
    expectStatus(await server.requestJson('GET', '/api/v1/ticketing/cart'), 200, 'GET cart'),
  ).data.attributes;
  const line = lineItemResponseSchema.parse(
    expectStatus(
      await server.requestJson(
        'POST',
        `/api/v1/ticketing/line_items?cart_token=${encodeURIComponent(cart.token)}`,
        { activityId, activityTimeId },
      ),
      201,
      'POST line_items',
    ),
  ).data;
  return { token: cart.token, cartId: Number(cart.id), lineId: Number(line.id), activityTimeId };
}

export function addTicketPath(cart: PreparedCart): string {
  return `/api/v1/ticketing/line_items/${cart.lineId}/line_item_tickets?cart_token=${encodeURIComponent(cart.token)}`;
}

/** Adds one ticket to the cart's line, holding one place. */
export async function addTicket(
  server: BenchServer,
  cart: PreparedCart,
  ticketId: number,
): Promise<void> {
  expectStatus(
    await server.requestJson('POST', addTicketPath(cart), { ticketId, quantity: 1 }),
    201,
    'POST line_item_tickets',
  );
}

/** The number of tickets (places) on the cart's line now. */
export async function countLineTickets(server: BenchServer, cart: PreparedCart): Promise<number> {
  const answer = await server.requestJson(
    'GET',
    `/api/v1/ticketing/cart?cart_token=${encodeURIComponent(cart.token)}`,
  );
  const found = cartResponseSchema.parse(expectStatus(answer, 200, 'GET cart')).data.attributes;
  if (found.token !== cart.token) throw new Error(`cart ${cart.cartId} is gone`);
  const line = found.lineItems.find((item) => item.id === cart.lineId);
  return line?.lineItemTickets.reduce((sum, ticket) => sum + ticket.quantity, 0) ?? 0;
}

/** A card stored in the sandbox vault (Spreedly's request shape); answers its token. */
export async function tokenizeCard(server: BenchServer, number: string): Promise<string> {
  const body = expectStatus(
    await server.requestJson('POST', '/sandbox-vault/v1/payment_methods.json', {
      payment_method: {
        credit_card: {
          full_name: 'Bench Skater',
          number,
          verification_value: '123',
          month: '12',
          year: String(new Date().getFullYear() + 3),
        },
        email: 'bench@example.com',
      },
    }),
    201,
    'POST /sandbox-vault/v1/payment_methods.json',
  ) as { transaction?: { payment_method?: { token?: unknown } } };
  const token = body.transaction?.payment_method?.token;
  if (typeof token !== 'string') throw new Error('the sandbox vault answered no token');
  return token;
}
