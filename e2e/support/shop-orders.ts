import { expect, type APIRequestContext } from '@playwright/test';

/** A response's JSON body, once it is known to be a success. */
export async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

type Resource<T> = { id: number; attributes: T };
interface OpenSession {
  id: number;
  nameForDisplay: string;
  /** Denver wall date and time (HH:mm). */
  startDate: string;
  startTime: string;
  available: boolean;
  vacancy: number;
  soldOut: boolean;
  tickets?: { id: number; displayName: string }[];
}

/** The id of Public Skate, the demo activity the journeys buy on. */
export async function skateActivityId(request: APIRequestContext): Promise<number> {
  const activities = await json<{ data: Resource<{ displayName: string }>[] }>(
    await request.get('/api/v1/ticketing/activities'),
  );
  return activities.data.find((a) => a.attributes.displayName === 'Public Skate')!.id;
}

/**
 * The latest Public Skate session between 2 and 30 days ahead with more than `places` left, or with
 * `before` the one that many sessions earlier: a journey that counts a session's vacancy needs
 * one no other journey of its shop buys on.
 */
export async function latestSkateSession(
  request: APIRequestContext,
  places: number,
  { before = 0 }: { before?: number } = {},
) {
  const activityId = await skateActivityId(request);
  const day = (ahead: number) =>
    new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
  const times = await json<{ data: Resource<OpenSession>[] }>(
    await request.get(`/api/v1/ticketing/activities/${activityId}/activity_times`, {
      params: { startDate: day(2), endDate: day(30), includeTickets: true },
    }),
  );
  const open = times.data.filter(
    (time) => time.attributes.available && time.attributes.vacancy > places,
  );
  expect(open.length, 'Public Skate sessions with places').toBeGreaterThan(before);
  // From the latest: other journeys book the nearest sessions.
  return { activityId, session: open.at(-1 - before)!.attributes };
}

/**
 * Skate places at a session, bought through the shop's API as the browser buys them, by a
 * visitor of their own (its own request context).
 */
export async function buySkatePlaces(
  request: APIRequestContext,
  options: { email: string; activityId: number; session: OpenSession; quantity: number },
) {
  const { activityId, session } = options;
  const ticketId = session.tickets!.find((ticket) => ticket.displayName === 'Skate Admission')!.id;
  const order = await placeCardOrder<{ id: number; receipt: string; totalPaid: number }>(request, {
    activityId,
    sessionId: session.id,
    ticketId,
    quantity: options.quantity,
    buyer: { firstName: 'Rory', lastName: 'Rinkside', email: options.email },
  });
  return { sessionId: session.id, ...order };
}

/** A test Visa stored in the sandbox vault, as the checkout's card form stores it. */
export async function vaultTestCard(
  request: APIRequestContext,
  buyer: { firstName: string; lastName: string; email: string },
) {
  const vault = await json<{
    transaction: { payment_method: { token: string; card_type: string; last_four_digits: string } };
  }>(
    await request.post('/sandbox-vault/v1/payment_methods.json', {
      data: {
        creditCard: {
          kind: 'credit_card',
          fullName: `${buyer.firstName} ${buyer.lastName}`,
          number: '4111111111111111',
          verificationValue: '123',
          month: '12',
          year: '2031',
          retained: false,
        },
        email: buyer.email,
      },
    }),
  );
  return vault.transaction.payment_method;
}

/**
 * A paid order of places of one ticket at a session, bought through the shop's API exactly as
 * the checkout buys it: a cart with its line and tickets, a test Visa through the sandbox vault,
 * then the order with an idempotency key. Answers the order's attributes.
 */
export async function placeCardOrder<Order>(
  request: APIRequestContext,
  options: {
    activityId: number;
    sessionId: number;
    ticketId: number;
    quantity: number;
    buyer: { firstName: string; lastName: string; email: string };
  },
): Promise<Order> {
  const { buyer } = options;
  const cart = await json<{ data: { attributes: { token: string } } }>(
    await request.get('/api/v1/ticketing/cart'),
  );
  const token = cart.data.attributes.token;
  const line = await json<{ data: { id: number } }>(
    await request.post(`/api/v1/ticketing/line_items?cart_token=${token}`, {
      data: { activityId: options.activityId, activityTimeId: options.sessionId, bookingUdfs: [] },
    }),
  );
  await json(
    await request.post(
      `/api/v1/ticketing/line_items/${line.data.id}/line_item_tickets?cart_token=${token}`,
      { data: { ticketId: options.ticketId, quantity: options.quantity } },
    ),
  );
  const method = await vaultTestCard(request, buyer);
  const order = await json<{ data: { attributes: Order } }>(
    await request.post(`/api/v1/ticketing/orders?cart_token=${token}`, {
      headers: { 'idempotency-key': crypto.randomUUID() },
      data: {
        order: {
          bookingId: null,
          customerInfo: {
            ...buyer,
            phone: '801-555-0100',
            cardToken: method.token,
            cardType: method.card_type,
            lastFourDigits: method.last_four_digits,
          },
        },
      },
    }),
  );
  return order.data.attributes;
}

/** The activity's sessions on one day, with their tickets. */
export async function sessionsOn(request: APIRequestContext, activityId: number, day: string) {
  const times = await json<{ data: { attributes: OpenSession }[] }>(
    await request.get(`/api/v1/ticketing/activities/${activityId}/activity_times`, {
      params: { startDate: day, endDate: day, includeTickets: true },
    }),
  );
  return times.data.map((time) => time.attributes);
}
