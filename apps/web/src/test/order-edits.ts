/**
 * Paid orders and their edits made through the real test API, as a visitor's earlier visit would
 * have made them, so an order-edit page test starts where the visitor arrives: a Public Skate
 * order (its sessions are priced by demand, so a day has dearer and cheaper times).
 */
import type { Cart } from '@shop/core/cart';
import { cartResponseSchema, lineItemResponseSchema } from '@shop/core/cart';
import type { ActivityTime } from '@shop/core/catalogue';
import { orderResponseSchema, type Order } from '@shop/core/order-api';
import { inject } from 'vitest';
import {
  addLine,
  addTickets,
  createCart,
  fetchActivity,
  fetchTimes,
  readCart,
  shopDate,
} from './cart-fixtures.ts';
import { placeOrder } from './ticket-orders.ts';

async function call(method: string, path: string, body?: unknown) {
  const response = await fetch(`${inject('apiUrl')}${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const answer: unknown = response.status === 204 ? null : await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${JSON.stringify(answer)}`);
  return answer;
}

const priceOf = (time: ActivityTime) => time.tickets?.[0]?.price ?? 0;

export interface SkateDay {
  activityId: number;
  /** The day's bookable sessions from cheapest to dearest. */
  sessions: ActivityTime[];
}

/** Public Skate's bookable sessions `daysAhead` from today, cheapest first. */
export async function skateDay(daysAhead: number): Promise<SkateDay> {
  const skate = await fetchActivity('Public Skate');
  const date = shopDate(daysAhead);
  const sessions = (await fetchTimes(skate.id, date, date))
    .filter((time) => time.startDate === date && time.available)
    .sort((a, b) => priceOf(a) - priceOf(b));
  if (sessions.length < 2 || priceOf(sessions[0]!) === priceOf(sessions.at(-1)!))
    throw new Error(`Public Skate has no sessions at different prices on ${date}`);
  return { activityId: skate.id, sessions };
}

/** A paid order of `quantity` skate admissions at the session. */
export async function placeSkateOrder(
  day: SkateDay,
  session: ActivityTime,
  { quantity = 2, lines = 1 }: { quantity?: number; lines?: number } = {},
): Promise<Order> {
  const cart = await createCart();
  const admission = session.tickets?.find((ticket) => !ticket.addOn);
  if (!admission) throw new Error('Public Skate sells no admission');
  for (let i = 0; i < lines; i++) {
    const line = await addLine(cart.token, {
      activityId: day.activityId,
      activityTimeId: session.id,
    });
    await addTickets(cart.token, line.id, { ticketId: admission.id, quantity });
  }
  return placeOrder(await readCart(cart.token));
}

/** Opens (or resumes) the change to the order, as the edit page does. */
export async function openOrderEdit(order: Pick<Order, 'token'>): Promise<Order> {
  return orderResponseSchema.parse(
    await call('GET', `/ticketing/orders/${order.token}?edit_mode=true`),
  ).data.attributes;
}

/** Moves a line of the working cart to another session (Change reservation, then Move). */
export async function moveLine(edit: Cart, lineId: number, activityTimeId: number): Promise<Cart> {
  return lineItemResponseSchema.parse(
    await call('PATCH', `/ticketing/line_items/${lineId}?cart_token=${edit.token}`, {
      activityTimeId,
    }),
  ).data.additionalData.cart;
}

/** The working cart as the server has it now. */
export async function readEditCart(edit: Cart): Promise<Cart> {
  return cartResponseSchema.parse(await call('GET', `/ticketing/cart?cart_token=${edit.token}`))
    .data.attributes;
}
