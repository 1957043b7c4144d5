/**
 * What the membership-place tests share (issue 31): a household holding a Dual Pass (Ada and
 * Bo), a cart with a line at a session, and the household's calls with its member session.
 * Used by tests only.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { cartResponseSchema, lineItemResponseSchema, type Cart } from '@shop/core/cart';
import { memberSessionResponseSchema } from '@shop/core/member-api';
import { membershipOrderResponseSchema } from '@shop/core/membership-api';
import { passPlacesResponseSchema } from '@shop/core/pass-booking';
import { findDemoMembershipId } from '../../seed/demo-memberships.ts';
import { shopClient, testPrimaryMember } from '../../test/shop-client.ts';
import type { TestApp } from '../../test/test-app.ts';

/** What buying a pass needs of a shop: its API under /api/v1 and its sandbox card vault. */
export type ShopCalls = Pick<ReturnType<typeof shopClient>, 'api' | 'tokenize'>;

/**
 * A household that registered and bought a Dual Pass by card for Ada (primary) and Bo, through
 * `shop` (the test app, or a server process of its own): its member session and the receipt.
 */
export async function buyDualPassThrough(shop: ShopCalls, dualPassId: number, email: string) {
  const registered = await shop.api('POST', '/memberships/register', {
    firstName: 'Ada',
    lastName: 'Skier',
    email,
    password: 'Groomed-Trail-2026!',
    passwordConfirmation: 'Groomed-Trail-2026!',
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  const token = memberSessionResponseSchema.parse(registered.body).data.attributes.token!;
  const bearer = { authorization: `Bearer ${token}` };
  const bought = await shop.api(
    'POST',
    '/memberships/orders.json',
    {
      order: {
        orderInfo: {
          membershipId: dualPassId,
          primaryMember: testPrimaryMember,
          secondaryMembers: [{ firstName: 'Bo', lastName: 'Skier', dateOfBirth: '1990-01-01' }],
        },
        customerInfo: { firstName: 'Ada', lastName: 'Skier', email, phone: '801-555-0100' },
        cardToken: await shop.tokenize(),
      },
    },
    { ...bearer, 'idempotency-key': randomUUID() },
  );
  expect(bought.status, JSON.stringify(bought.body)).toBe(201);
  const order = membershipOrderResponseSchema.parse(bought.body).data.attributes;
  return { token, bearer, receipt: order.receipt, order };
}

/** buyDualPassThrough the test app. */
export async function buyDualPass(t: TestApp, email: string) {
  const dualPassId = await findDemoMembershipId(t.database.db, 'dual-pass');
  return buyDualPassThrough(shopClient(t), dualPassId, email);
}

const buyer = {
  firstName: 'Ada',
  lastName: 'Skier',
  email: 'ada@example.org',
  phone: '801-555-0100',
};

export function passPlacesKit(t: () => TestApp) {
  const api = (...args: Parameters<ReturnType<typeof shopClient>['api']>) =>
    shopClient(t()).api(...args);

  async function cartAt(session: { id: number; activityId: number }) {
    const cart = cartResponseSchema.parse((await api('GET', '/ticketing/cart')).body).data
      .attributes;
    const line = await api('POST', `/ticketing/line_items?cart_token=${cart.token}`, {
      activityId: session.activityId,
      activityTimeId: session.id,
    });
    expect(line.status, JSON.stringify(line.body)).toBe(201);
    return { cart, lineId: lineItemResponseSchema.parse(line.body).data.id };
  }

  async function readPlaces(bearer: object, sessionId: number, cart?: Cart) {
    const query = cart ? `&cart_token=${cart.token}` : '';
    const response = await api(
      'GET',
      `/ticketing/pass_places?activity_time_id=${sessionId}${query}`,
      undefined,
      bearer as Record<string, string>,
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return passPlacesResponseSchema.parse(response.body).data.attributes.holders;
  }

  function addPlace(
    bearer: object,
    at: { cart: Cart; lineId: number },
    body: { memberId: number; ticketId: number; guest?: boolean; attendeeUdfs?: object[] },
  ) {
    return api(
      'POST',
      `/ticketing/line_items/${at.lineId}/pass_places?cart_token=${at.cart.token}`,
      body,
      bearer as Record<string, string>,
    );
  }

  /** Orders a cart as the checkout does, by card when `cardToken` is given. */
  function orderCart(cart: Cart, cardToken?: string) {
    return api(
      'POST',
      `/ticketing/orders?cart_token=${cart.token}`,
      { order: { customerInfo: { ...buyer, ...(cardToken ? { cardToken } : {}) } } },
      { 'idempotency-key': randomUUID() },
    );
  }

  return { api, cartAt, readPlaces, addPlace, orderCart };
}
