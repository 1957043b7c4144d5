/**
 * Paid ticket orders for the order-edit journeys, bought through the API exactly as the checkout
 * buys them (the card through the sandbox vault, then the order with an idempotency key): Public
 * Skate, whose sessions are priced by demand, so one day has dearer and cheaper times.
 */
import { expect, type APIRequestContext, type TestInfo } from '@playwright/test';
import { json, placeCardOrder, skateActivityId } from './shop-orders.ts';
import { shopDate } from './ticket-flow.ts';

interface Resource<T> {
  id: number;
  attributes: T;
}

export interface SkateSession {
  id: number;
  startDate: string;
  startTime: string;
  nameForDisplay: string;
  available: boolean;
  tickets: { id: number; displayName: string; price: number; addOn: boolean }[];
}

export interface PaidOrder {
  token: string;
  receipt: string;
  totalPaid: number;
}

const admissionOf = (session: SkateSession) =>
  session.tickets.find((ticket) => !ticket.addOn && ticket.displayName === 'Skate Admission')!;

/**
 * A day of Public Skate sessions, cheapest first, a day of its own per test and project so
 * parallel journeys never share a session.
 */
export async function skateDay(
  request: APIRequestContext,
  testInfo: TestInfo,
  daysAhead: number,
): Promise<{ activityId: number; date: string; sessions: SkateSession[] }> {
  const date = shopDate(daysAhead + (testInfo.project.name === 'phone' ? 7 : 0));
  const activityId = await skateActivityId(request);
  const times = await json<{ data: Resource<SkateSession>[] }>(
    await request.get(`/api/v1/ticketing/activities/${activityId}/activity_times`, {
      params: { startDate: date, endDate: date, includeTickets: true },
    }),
  );
  const sessions = times.data
    .map((time) => time.attributes)
    .filter((time) => time.startDate === date && time.available)
    .sort((a, b) => admissionOf(a).price - admissionOf(b).price);
  expect(sessions.length, `Public Skate sessions on ${date}`).toBeGreaterThan(1);
  expect(admissionOf(sessions.at(-1)!).price).toBeGreaterThan(admissionOf(sessions[0]!).price);
  return { activityId, date, sessions };
}

/** The session's first time, as its radio tile starts: '2:00 PM'. */
export function startLabel(session: SkateSession): RegExp {
  const [hours = 0, minutes = 0] = session.startTime.split(':').map(Number);
  const clock = `${((hours + 11) % 12) + 1}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
  return new RegExp(`^${clock}`);
}

/** A paid order of skate admissions at the session, charged to a test Visa. */
export async function buySkateOrder(
  request: APIRequestContext,
  activityId: number,
  session: SkateSession,
  quantity = 2,
): Promise<PaidOrder> {
  return placeCardOrder<PaidOrder>(request, {
    activityId,
    sessionId: session.id,
    ticketId: admissionOf(session).id,
    quantity,
    buyer: { firstName: 'Ada', lastName: 'Skier', email: 'ada@example.org' },
  });
}

/** The order's open change as the server has it (opening one if none is open). */
export async function readOrderEdit(request: APIRequestContext, orderToken: string) {
  const order = await json<{
    data: { attributes: { cart: { id: number; token: string; total: number }; totalPaid: number } };
  }>(await request.get(`/api/v1/ticketing/orders/${orderToken}`, { params: { edit_mode: true } }));
  return order.data.attributes;
}

/** The order as it stands (committed changes only). */
export async function readOrder(request: APIRequestContext, orderToken: string) {
  const order = await json<{ data: { attributes: { totalPaid: number } } }>(
    await request.get(`/api/v1/ticketing/orders/${orderToken}`),
  );
  return order.data.attributes;
}
