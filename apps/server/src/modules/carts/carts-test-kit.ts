/** What the cart route tests share: requests through the test app, a cart, a line, an error. */
import { expect } from 'vitest';
import { apiErrorBodySchema } from '@shop/core/api-error';
import { cartResponseSchema, lineItemResponseSchema, type Cart } from '@shop/core/cart';
import type { findDemoIds } from '../../seed/demo-data.ts';
import { shopClient, ticketIdByCode } from '../../test/shop-client.ts';
import type { TestApp } from '../../test/test-app.ts';

export type DemoIds = Awaited<ReturnType<typeof findDemoIds>>;

export const bookingFields = [
  { fieldName: 'heard_about_us', value: 'Friend or family', fieldType: 'select' },
  { fieldName: 'party_size', value: '2', fieldType: 'numeric' },
  { fieldName: 'arrival_date', value: '2026-12-09', fieldType: 'date' },
];

export const rider = (firstName: string) => ({
  attendee: { firstName, lastName: 'Rider', dateOfBirth: '1990-04-02' },
  attendeeUdfs: [
    { fieldName: 'weight_lbs', value: '180' },
    { fieldName: 'emergency_phone', value: '801-555-0100' },
  ],
});

export function expectError(
  response: { status: number; body: unknown },
  status: number,
  message: string | RegExp,
) {
  expect(response.status).toBe(status);
  const body = apiErrorBodySchema.parse(response.body);
  if (typeof message === 'string') expect(body.errors.message).toBe(message);
  else expect(body.errors.message).toMatch(message);
  return body.errors;
}

/** Helpers bound to a test file's app and demo ids, read when called (set in beforeAll). */
export function cartsTestKit(current: () => { t: TestApp; ids: DemoIds }) {
  const call = (...args: Parameters<ReturnType<typeof shopClient>['api']>) =>
    shopClient(current().t).api(...args);

  async function newCart(): Promise<Cart> {
    return cartResponseSchema.parse((await call('GET', '/ticketing/cart')).body).data.attributes;
  }

  async function capacityOf(sessionId: number) {
    return (await call('GET', `/ticketing/capacities/${sessionId}`)).body.data.attributes as {
      held: number;
      vacancy: number;
      sold: number;
    };
  }

  async function addLine(cart: Cart, activity: string, session: string, extra: object = {}) {
    const { ids } = current();
    const sessionRow = await ids.session(session);
    const response = await call('POST', `/ticketing/line_items?cart_token=${cart.token}`, {
      activityId: ids.activity(activity),
      activityTimeId: sessionRow.id,
      bookingUdfs: activity === 'bobsled-experience' ? bookingFields : [],
      ...extra,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return { session: sessionRow, ...lineItemResponseSchema.parse(response.body).data };
  }

  const ticketId = (code: string) => ticketIdByCode(current().t.database.db, code);

  return { call, newCart, capacityOf, addLine, ticketId };
}
