/**
 * Builds carts on the real test server over HTTP, as a visitor's earlier visit would have, and
 * reads sessions and activities to state what a page should show.
 */
import { activityTimesResponseSchema, activitiesResponseSchema } from '@shop/core/catalogue-api';
import type { Activity, ActivityTime } from '@shop/core/catalogue';
import {
  cartResponseSchema,
  lineItemResponseSchema,
  lineItemTicketResponseSchema,
  type Cart,
  type LineItem,
} from '@shop/core/cart';
import { addDaysToIsoDate, shopDateAt } from '@shop/core/shop-time';
import { inject } from 'vitest';
import { storageKeys } from '../lib/storage.ts';

const api = (path: string) => `${inject('apiUrl')}${path}`;

async function send<T>(
  method: string,
  path: string,
  schema: { parse: (value: unknown) => T },
  body?: unknown,
) {
  const response = await fetch(api(path), {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json: unknown = await response.json();
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(json)}`);
  return schema.parse(json);
}

/** Today in Denver plus `days`, as YYYY-MM-DD. */
export function shopDate(days = 0): string {
  return addDaysToIsoDate(shopDateAt(new Date()), days);
}

export async function fetchActivity(displayName: string): Promise<Activity> {
  const { data } = await send('GET', '/ticketing/activities', activitiesResponseSchema);
  const activity = data.find((resource) => resource.attributes.displayName === displayName);
  if (!activity) throw new Error(`The demo data has no activity ${displayName}`);
  return activity.attributes;
}

export async function fetchTimes(
  activityId: number,
  startDate?: string,
  endDate?: string,
): Promise<ActivityTime[]> {
  const query = new URLSearchParams({ includeTickets: 'true' });
  if (startDate) query.set('startDate', startDate);
  if (endDate) query.set('endDate', endDate);
  const { data } = await send(
    'GET',
    `/ticketing/activities/${activityId}/activity_times?${query}`,
    activityTimesResponseSchema,
  );
  return data.map((resource) => resource.attributes);
}

/** The session of an activity on a date at a start time ('10:00'), or its first of the day. */
export async function fetchSession(
  activityId: number,
  date: string,
  startTime?: string,
): Promise<ActivityTime> {
  const times = (await fetchTimes(activityId, date, date)).filter(
    (time) => time.startDate === date && (!startTime || time.startTime === startTime),
  );
  const [time] = times;
  if (!time) throw new Error(`Activity ${activityId} has no session on ${date} ${startTime ?? ''}`);
  return time;
}

export async function createCart(): Promise<Cart> {
  return (await send('GET', '/ticketing/cart', cartResponseSchema)).data.attributes;
}

export async function readCart(token: string): Promise<Cart> {
  return (await send('GET', `/ticketing/cart?cart_token=${token}`, cartResponseSchema)).data
    .attributes;
}

export async function addLine(
  token: string,
  body: {
    activityId: number;
    activityTimeId: number;
    primaryActivityId?: number;
    bookingUdfs?: { fieldName: string; value: string | number | boolean | null }[];
  },
): Promise<LineItem> {
  return (
    await send('POST', `/ticketing/line_items?cart_token=${token}`, lineItemResponseSchema, body)
  ).data.attributes;
}

export async function addTickets(
  token: string,
  lineId: number,
  body: {
    ticketId: number;
    quantity?: number;
    attendee?: { firstName: string; lastName: string; dateOfBirth?: string | null };
    attendeeUdfs?: { fieldName: string; value: string | number | boolean | null }[];
  },
): Promise<Cart> {
  return (
    await send(
      'POST',
      `/ticketing/line_items/${lineId}/line_item_tickets?cart_token=${token}`,
      lineItemTicketResponseSchema,
      body,
    )
  ).data.additionalData.cart;
}

/** Keeps the cart as the browser would after an earlier visit. */
export function storeCart(cart: Cart): void {
  window.localStorage.setItem(storageKeys.cart, JSON.stringify(cart));
}
