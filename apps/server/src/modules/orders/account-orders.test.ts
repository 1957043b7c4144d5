/**
 * A member's ticket orders on the account page, and order links by e-mail (issue 31, decision
 * 092), over HTTP: an order placed with a live session's token is the member's, and only then;
 * the account lists it newest first with its sessions and total; a visitor's request for their
 * links answers alike whether or not the address booked, and is limited per address and client.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountOrdersResponseSchema, accountOrdersTexts } from '@shop/core/account-orders-api';
import { apiErrorBodySchema } from '@shop/core/api-error';
import { memberSessionResponseSchema } from '@shop/core/member-api';
import { orderResponseSchema } from '@shop/core/order-api';
import { queryRows } from '../../db/database.ts';
import { findDemoIds } from '../../seed/demo-data.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { buildOrderLinksMessage } from './order-links-email.ts';
import { createOrderTestKit, orderTestCustomer } from './order-test-kit.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof findDemoIds>>;
beforeAll(async () => {
  t = await createTestApp({
    settings: { MEMBER_RATE_LIMIT_PER_ACCOUNT: '3', MEMBER_RATE_LIMIT_PER_ADDRESS: '8' },
  });
  ids = await findDemoIds(t.database.db);
});
afterAll(() => t.close());

const { api, cartWith, tokenize, count } = createOrderTestKit(
  () => t,
  () => ids,
);

async function registerMember(email: string) {
  const response = await api('POST', '/memberships/register', {
    firstName: 'Ada',
    lastName: 'Skier',
    email,
    password: 'Groomed-Trail-2026!',
    passwordConfirmation: 'Groomed-Trail-2026!',
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return memberSessionResponseSchema.parse(response.body).data.attributes;
}

/** Orders two places of a session, sending the headers given (a member's bearer token). */
async function orderAs(
  headers: Record<string, string>,
  session: string,
  body: Record<string, unknown> = {},
) {
  const cart = await cartWith(session, 2);
  const response = await api(
    'POST',
    `/ticketing/orders?cart_token=${cart.token}`,
    {
      ...body,
      order: {
        customerInfo: { ...orderTestCustomer, cardToken: await tokenize('4111111111111111') },
      },
    },
    { 'idempotency-key': randomUUID(), ...headers },
  );
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return orderResponseSchema.parse(response.body).data.attributes;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function accountOrders(token: string, query = '') {
  const response = await api('GET', `/account/orders${query}`, undefined, bearer(token));
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return accountOrdersResponseSchema.parse(response.body);
}

async function placedAt(orderId: number, instant: string) {
  await queryRows(
    t.database.db,
    sql`update orders set created_at = ${instant}::timestamptz where id = ${orderId} returning id`,
  );
}

async function memberOf(orderId: number) {
  const [row] = await queryRows<{ member_id: number | null }>(
    t.database.db,
    sql`select member_id from orders where id = ${orderId}`,
  );
  return row!.member_id;
}

describe("a member's ticket orders", () => {
  it('lists the orders placed while logged in, newest first, with their sessions and totals', async () => {
    const member = await registerMember(`orders.${randomUUID()}@example.org`);
    const other = await registerMember(`other.${randomUUID()}@example.org`);
    expect((await accountOrders(member.token)).data).toEqual([]);

    const first = await orderAs(bearer(member.token), 'zipline-tour-2026-12-10-12:00');
    const second = await orderAs(bearer(member.token), 'zipline-tour-2026-12-10-12:00');
    // The database stamps orders with its own clock: days of the test's are set instead.
    await placedAt(first.id, '2026-12-01T15:00:00Z');
    await placedAt(second.id, '2026-12-02T16:00:00Z');
    const guest = await orderAs({}, 'zipline-tour-2026-12-10-12:00');

    const listed = await accountOrders(member.token);
    expect(listed.meta).toEqual({ page: 1, pageSize: 10, total: 2 });
    expect(listed.data.map((order) => order.token)).toEqual([second.token, first.token]);
    expect(listed.data[0]).toEqual({
      token: second.token,
      receipt: second.receipt,
      placedOn: '2026-12-02',
      totalPaid: 96.53,
      places: 2,
      refunded: false,
      sessions: [{ activity: expect.any(String), date: '2026-12-10', time: '12:00' }],
    });
    expect(await memberOf(guest.id)).toBeNull();
    expect((await accountOrders(other.token)).data).toEqual([]);
  });

  it('takes the member from a live session only: a body naming one, or a stale token, is a guest order', async () => {
    const member = await registerMember(`stale.${randomUUID()}@example.org`);
    const named = await orderAs({}, 'zipline-tour-2026-12-10-12:00', {
      memberId: member.primaryMemberId,
    });
    const stale = await orderAs(bearer('x'.repeat(43)), 'zipline-tour-2026-12-10-12:00');
    expect(await memberOf(named.id)).toBeNull();
    expect(await memberOf(stale.id)).toBeNull();
    expect((await accountOrders(member.token)).data).toEqual([]);
  });

  it('refuses the list without a session (401) and a page that is not a number (400)', async () => {
    const anonymous = await api('GET', '/account/orders');
    expect(anonymous.status).toBe(401);
    expect(apiErrorBodySchema.parse(anonymous.body).errors.status).toBe(401);
    const member = await registerMember(`pages.${randomUUID()}@example.org`);
    const bad = await api('GET', '/account/orders?page=two', undefined, bearer(member.token));
    expect(bad.status).toBe(400);
    expect(apiErrorBodySchema.parse(bad.body).errors.message).toContain('page');
    const past = await accountOrders(member.token, '?page=3');
    expect(past).toEqual({ data: [], meta: { page: 3, pageSize: 10, total: 0 } });
  });
});

describe('order links by e-mail', () => {
  const requestLinks = (email: string) => api('POST', '/ticketing/order-links', { email });

  it('answers the same whether or not the address booked, and e-mails only an address that did', async () => {
    const email = `links.${randomUUID()}@example.org`;
    const order = await orderAs({}, 'zipline-tour-2026-12-10-12:00');
    await queryRows(
      t.database.db,
      sql`update orders set email = ${email} where id = ${order.id} returning id`,
    );
    await placedAt(order.id, '2026-12-01T15:00:00Z');
    const queued = () =>
      count('outbox', sql`kind = 'order-links' and payload->>'email' = ${email.toLowerCase()}`);

    const booked = await requestLinks(email.toUpperCase());
    const unknown = await requestLinks(`nobody.${randomUUID()}@example.org`);
    expect(booked.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(booked.body).toEqual(unknown.body);
    expect(booked.body).toEqual({ data: { message: accountOrdersTexts.linksSent } });
    expect(await queued()).toBe(1);

    const message = await buildOrderLinksMessage(
      t.database.db,
      { email },
      {
        foundationName: 'Wasatch Legacy Foundation',
        supportEmail: 'help@example.org',
        publicUrl: 'https://tickets.example.org',
      },
    );
    expect(message.to).toBe(email);
    expect(message.text).toContain(
      `Order ${order.receipt} (December 1, 2026 · $96.53): https://tickets.example.org/orders/confirmation/${order.token}`,
    );
    expect(message.html).toContain(`/orders/confirmation/${order.token}`);
  });

  it('refuses a fourth request for one address and a ninth from one client (429)', async () => {
    const email = `limited.${randomUUID()}@example.org`;
    for (let n = 0; n < 3; n += 1) expect((await requestLinks(email)).status).toBe(200);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ticketing/order-links',
      payload: { email },
    });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(apiErrorBodySchema.parse(refused.json()).errors).toMatchObject({
      status: 429,
      code: 'rate_limited',
    });
    // Every request counts for the client, refused ones too: the test above's two and these
    // four make 6 of its 8.
    for (let n = 0; n < 2; n += 1)
      expect((await requestLinks(`other.${n}.${randomUUID()}@example.org`)).status).toBe(200);
    const clientRefused = await requestLinks(`last.${randomUUID()}@example.org`);
    expect(clientRefused.status).toBe(429);
  });

  it('refuses an address that is not one with a 400 naming the field', async () => {
    const response = await requestLinks('not-an-address');
    expect(response.status).toBe(400);
    expect(apiErrorBodySchema.parse(response.body).errors.fields).toHaveProperty('email');
  });
});
