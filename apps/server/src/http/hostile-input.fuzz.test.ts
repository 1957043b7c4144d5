/**
 * Hostile input never answers 5xx (DESIGN section 4): thousands of malformed requests generated
 * from the OpenAPI document with fast-check, for every operation, starting from real requests on
 * seeded data (a cart with a held ticket and a limited coupon, a placed order, a membership
 * checkout, a member session) so they get past the 404s into validation. Every request the
 * contract refuses must get a 4xx in the error shape and change nothing: the counts of orders,
 * charges, holds and coupon uses stay as they were. The seed is fixed; a failure prints it with
 * the shrunk request; `FUZZ_SEED=n` tries another and `FUZZ_REQUESTS=n` sends more.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@shop/core/api-error';
import { cartResponseSchema } from '@shop/core/cart';
import { memberSessionResponseSchema } from '@shop/core/member-api';
import { membershipCheckoutResponseSchema } from '@shop/core/membership-api';
import { orderResponseSchema } from '@shop/core/order-api';
import { vaultErrorsResponseSchema } from '@shop/core/payment';
import { queryRows } from '../db/database.ts';
import { findDemoIds } from '../seed/demo-data.ts';
import {
  DEMO_MEMBER_EMAIL,
  DEMO_MEMBER_PASSWORD,
  findDemoMembershipId,
} from '../seed/demo-memberships.ts';
import {
  completeRequest,
  conforms,
  hostileRequests,
  readOperations,
  type OpenApiDocument,
  type Operation,
  type RequestParts,
} from '../test/hostile-requests.ts';
import {
  sandboxCardRequest,
  shopClient,
  testCustomer,
  ticketIdByCode,
  testPrimaryMember,
} from '../test/shop-client.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_201);
const MIN_REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 5_000);

let t: TestApp;
let operations: Operation[];
let validRequests: Map<string, Partial<RequestParts>>;

const customer = { ...testCustomer, phone: '801-555-0100' };

/** Real requests, one per operation that needs real ids or tokens to get past a 404. */
async function buildValidRequests(): Promise<Map<string, Partial<RequestParts>>> {
  const client = shopClient(t);
  const ids = await findDemoIds(t.database.db);
  const session = await ids.session('zipline-tour-2026-12-09-10:00');
  const otherSession = await ids.session('zipline-tour-2026-12-10-10:00');
  const ticketId = await ticketIdByCode(t.database.db, 'zipline-adult');

  const cartWithTicket = () => client.cartWithTicket(session, ticketId);

  // The cart every cart call works on: a held ticket, and a coupon with a usage limit.
  const { cart, lineId, lineTicketId } = await cartWithTicket();
  const withCoupon = await client.api('PATCH', `/ticketing/cart?cart_token=${cart.token}`, {
    cart: { coupon: 'FIRST50' },
  });
  expect(withCoupon.status, JSON.stringify(withCoupon.body)).toBe(200);
  const couponId = cartResponseSchema.parse(withCoupon.body).data.attributes.appliedCoupons[0]!.id;
  const cardToken = await client.tokenize();

  // A placed order, for the order and order-edit calls.
  const paid = await cartWithTicket();
  const placed = await client.api(
    'POST',
    `/ticketing/orders?cart_token=${paid.cart.token}`,
    { order: { customerInfo: { ...customer, cardToken: await client.tokenize() } } },
    { 'idempotency-key': 'fuzz-setup-order' },
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const orderToken = orderResponseSchema.parse(placed.body).data.attributes.token;

  const familyId = await findDemoMembershipId(t.database.db, 'family-pass');
  const orderInfo = {
    membershipId: familyId,
    primaryMember: testPrimaryMember,
    secondaryMembers: [{ firstName: 'Bo', lastName: 'Skier', dateOfBirth: '2015-06-01' }],
  };
  const checkout = await client.api('POST', '/memberships/checkouts', { orderInfo });
  expect(checkout.status, JSON.stringify(checkout.body)).toBe(201);
  const checkoutToken = membershipCheckoutResponseSchema.parse(checkout.body).data.attributes.token;

  const login = await client.api('POST', '/login', {
    email: DEMO_MEMBER_EMAIL,
    password: DEMO_MEMBER_PASSWORD,
  });
  const memberToken = memberSessionResponseSchema.parse(login.body).data.attributes.token;

  const cartQuery = { cart_token: cart.token };
  const line = { id: String(lineId) };
  const lineTicket = { id: String(lineId), ticketId: String(lineTicketId) };
  const activity = { id: String(session.activityId) };
  const orderHeaders = { 'idempotency-key': 'fuzz-order-key' };
  const requests: Record<string, Partial<RequestParts>> = {
    'GET /api/v1/ticketing/activities/{id}': { path: activity },
    'GET /api/v1/ticketing/activities/{id}/activity_times': {
      path: activity,
      query: { startDate: '2026-12-01', endDate: '2026-12-14', includeTickets: 'true' },
    },
    'GET /api/v1/ticketing/activities/{id}/activity_times/{timeId}': {
      path: { ...activity, timeId: String(session.id) },
    },
    'GET /api/v1/ticketing/activities/{id}/add_ons': {
      path: activity,
      query: { activityTimeId: String(session.id) },
    },
    'GET /api/v1/activity_levels': { query: { activityId: String(session.activityId) } },
    'GET /api/v1/ticketing/capacities/{id}': { path: { id: String(session.id) } },
    'GET /api/v1/ticketing/cart': { query: cartQuery },
    'PATCH /api/v1/ticketing/cart': { query: cartQuery, body: { cart: { donationAmount: 5 } } },
    'POST /api/v1/ticketing/line_items': {
      query: cartQuery,
      body: { activityId: session.activityId, activityTimeId: session.id },
    },
    'PATCH /api/v1/ticketing/line_items/{id}': {
      path: line,
      query: cartQuery,
      body: { activityTimeId: otherSession.id },
    },
    'DELETE /api/v1/ticketing/line_items/{id}': { path: line, query: cartQuery },
    'POST /api/v1/ticketing/line_items/{id}/line_item_tickets': {
      path: line,
      query: cartQuery,
      body: { ticketId, quantity: 1, attendee: null },
    },
    'PATCH /api/v1/ticketing/line_items/{id}/line_item_tickets/{ticketId}': {
      path: lineTicket,
      query: cartQuery,
      body: { quantity: 2 },
    },
    'DELETE /api/v1/ticketing/line_items/{id}/line_item_tickets/{ticketId}': {
      path: lineTicket,
      query: cartQuery,
    },
    'POST /api/v1/ticketing/event_holds/{id}': {
      path: { id: String(session.id) },
      query: { ...cartQuery, cart_id: String(cart.id) },
    },
    'GET /api/v1/ticketing/coupons/validate/{couponCode}': {
      path: { couponCode: 'WINTER10' },
      query: cartQuery,
    },
    'GET /api/v1/ticketing/coupons/{coupon}': {
      path: { coupon: 'WINTER10' },
      query: { activity_id: String(session.activityId) },
    },
    'GET /api/v1/coupons/{coupon}.json': { path: { coupon: 'WINTER10' } },
    'POST /api/v1/ticketing/coupons/hold': { query: cartQuery },
    'DELETE /api/v1/ticketing/coupons/{id}': { path: { id: String(couponId) }, query: cartQuery },
    'POST /api/v1/ticketing/orders': {
      query: cartQuery,
      headers: orderHeaders,
      body: { order: { bookingId: 'B-1', customerInfo: { ...customer, cardToken } } },
    },
    'POST /api/v1/ticketing/orders.json': {
      query: cartQuery,
      headers: orderHeaders,
      body: { order: { customerInfo: customer, cardToken } },
    },
    'GET /api/v1/ticketing/orders/{token}': {
      path: { token: orderToken },
      query: { edit_mode: 'true' },
    },
    'DELETE /api/v1/ticketing/orders/{token}': { path: { token: orderToken } },
    'POST /api/v1/verify': { query: cartQuery, body: { captchaResponse: 'fuzz', cartId: cart.id } },
    'POST /api/v1/login': {
      body: { email: DEMO_MEMBER_EMAIL, password: DEMO_MEMBER_PASSWORD },
    },
    'GET /api/v1/session': { headers: { authorization: `Bearer ${memberToken}` } },
    'DELETE /api/v1/session': { headers: { authorization: `Bearer ${memberToken}` } },
    'POST /api/v1/memberships/register': {
      body: { ...customer, email: 'new-member@example.org', password: 'Powder2026!' },
    },
    'POST /api/v1/memberships/forgot-password': { body: { email: DEMO_MEMBER_EMAIL } },
    'POST /api/v1/memberships/reset-password': {
      body: { token: 'fuzz-reset-token', password: 'Powder2026!' },
    },
    'GET /api/v1/memberships/memberships/{id}': { path: { id: String(familyId) } },
    'GET /api/v1/memberships/coupons/{coupon}': {
      path: { coupon: 'MEMBER15' },
      query: { membership_id: String(familyId) },
    },
    'POST /api/v1/memberships/checkouts': {
      headers: { authorization: `Bearer ${memberToken}` },
      body: { orderInfo },
    },
    'GET /api/v1/memberships/checkouts/{token}': { path: { token: checkoutToken } },
    'PATCH /api/v1/memberships/checkouts/{token}': {
      path: { token: checkoutToken },
      body: { orderInfo: { donationAmount: 5 } },
    },
    'POST /api/v1/memberships/orders.json': {
      headers: orderHeaders,
      body: {
        order: { orderInfo, customerInfo: customer, cardToken, checkoutToken },
      },
    },
    'POST /sandbox-vault/v1/payment_methods.json': { body: sandboxCardRequest() },
  };
  return new Map(Object.entries(requests));
}

/** Rows that only a request the API accepted may add or change. */
async function countGuardedRows(): Promise<Record<string, number>> {
  const [row] = await queryRows<Record<string, number>>(
    t.database.db,
    sql`select
      (select count(*) from orders)::int as orders,
      (select count(*) from order_edits)::int as order_edits,
      (select count(*) from membership_orders)::int as membership_orders,
      (select count(*) from payment_transactions)::int as payment_transactions,
      (select count(*) from sandbox_transactions)::int as sandbox_transactions,
      (select count(*) from sandbox_payment_methods)::int as sandbox_payment_methods,
      (select count(*) from holds)::int as holds,
      (select coalesce(sum(quantity), 0) from holds)::int as held_places,
      (select count(*) from coupon_holds)::int as coupon_holds,
      (select coalesce(sum(used_count), 0) from coupons)::int as coupon_uses,
      (select count(*) from cart_coupons)::int as cart_coupons,
      (select count(*) from line_item_tickets)::int as line_item_tickets,
      (select count(*) from members)::int as members,
      (select count(*) from member_sessions)::int as member_sessions`,
  );
  return row!;
}

function errorShapeOf(operation: Operation) {
  return operation.path.startsWith('/sandbox-vault/')
    ? vaultErrorsResponseSchema
    : apiErrorBodySchema;
}

let sent = 0;

beforeAll(async () => {
  t = await createTestApp();
  operations = readOperations(t.app.swagger() as OpenApiDocument);
  validRequests = await buildValidRequests();
});
afterAll(() => t.close());

describe('hostile input', () => {
  it('starts from real requests the contract accepts, one for every operation that takes ids', () => {
    expect(operations.length).toBeGreaterThanOrEqual(40);
    for (const [key, given] of validRequests) {
      const operation = operations.find((candidate) => candidate.key === key);
      expect(operation, `${key} is not in the OpenAPI document`).toBeDefined();
      const request = completeRequest(operation!, given);
      if (operation!.body) expect(conforms(operation!.body, request.body), key).toBe(true);
    }
  });

  it('never answers 5xx; refuses malformed requests with a 4xx in the error shape, changing nothing', async () => {
    const runsPerOperation = Math.ceil(MIN_REQUESTS / operations.length);
    for (const operation of operations) {
      const base = completeRequest(operation, validRequests.get(operation.key) ?? {});
      const before = await countGuardedRows();
      await fc.assert(
        fc.asyncProperty(hostileRequests(operation, base), async (request) => {
          const response = await t.app.inject({
            method: request.method as 'GET',
            url: request.url,
            headers: request.headers,
            ...(request.payload === undefined ? {} : { payload: request.payload }),
          });
          sent += 1;
          const answer = `${operation.key} answered ${response.statusCode} ${response.body.slice(0, 300)}`;
          expect(response.statusCode, answer).toBeLessThan(500);
          if (request.mustRefuse) expect(response.statusCode, answer).toBeGreaterThanOrEqual(400);
          if (response.statusCode >= 400) {
            const body = errorShapeOf(operation).safeParse(response.json());
            expect(body.success, answer).toBe(true);
            if (body.data && 'errors' in body.data && !Array.isArray(body.data.errors))
              expect(body.data.errors.status, answer).toBe(response.statusCode);
          }
        }),
        { seed: SEED, numRuns: runsPerOperation },
      );
      expect(await countGuardedRows(), `${operation.key} changed rows`).toEqual(before);
    }
    expect(sent).toBeGreaterThanOrEqual(MIN_REQUESTS);
  }, 300_000);
});
