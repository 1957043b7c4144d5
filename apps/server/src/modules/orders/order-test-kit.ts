/**
 * What the ticket order tests share: a cart of one session, an order of it, and counts read from
 * the database, all against the test app the test file started. Used by tests only.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { cartResponseSchema, lineItemResponseSchema, type Cart } from '@shop/core/cart';
import { queryRows } from '../../db/database.ts';
import type { findDemoIds } from '../../seed/demo-data.ts';
import { shopClient, ticketIdByCode } from '../../test/shop-client.ts';
import type { TestApp } from '../../test/test-app.ts';

type DemoIds = Awaited<ReturnType<typeof findDemoIds>>;

export const orderTestCustomer = {
  firstName: 'Ada',
  lastName: 'Skier',
  email: 'ada@example.org',
  phone: '801-555-0100',
};

export function createOrderTestKit(app: () => TestApp, demoIds: () => DemoIds) {
  const client = () => shopClient(app());
  const api = (...args: Parameters<ReturnType<typeof shopClient>['api']>) => client().api(...args);
  const ticketId = (code: string) => ticketIdByCode(app().database.db, code);

  async function cartWith(session: string, quantity: number, ticket = 'zipline-adult') {
    const cart = cartResponseSchema.parse((await api('GET', '/ticketing/cart')).body).data
      .attributes;
    const sessionRow = await demoIds().session(session);
    const line = lineItemResponseSchema.parse(
      (
        await api('POST', `/ticketing/line_items?cart_token=${cart.token}`, {
          activityId: sessionRow.activityId,
          activityTimeId: sessionRow.id,
        })
      ).body,
    ).data;
    const added = await api(
      'POST',
      `/ticketing/line_items/${line.id}/line_item_tickets?cart_token=${cart.token}`,
      { ticketId: await ticketId(ticket), quantity },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    return cartResponseSchema.parse(
      (await api('GET', `/ticketing/cart?cart_token=${cart.token}`)).body,
    ).data.attributes;
  }

  function placeOrder(cart: Cart, cardToken: string | undefined, key = randomUUID()) {
    return api(
      'POST',
      `/ticketing/orders?cart_token=${cart.token}`,
      { order: { customerInfo: { ...orderTestCustomer, ...(cardToken ? { cardToken } : {}) } } },
      { 'idempotency-key': key },
    );
  }

  async function count(table: string, where = sql`true`) {
    const [row] = await queryRows<{ n: number }>(
      app().database.db,
      sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`,
    );
    return Number(row!.n);
  }

  async function capacityOf(sessionId: number) {
    return (await api('GET', `/ticketing/capacities/${sessionId}`)).body.data.attributes as {
      held: number;
      sold: number;
      vacancy: number;
    };
  }

  return {
    client,
    api,
    ticketId,
    cartWith,
    tokenize: (number: string) => client().tokenize(number),
    placeOrder,
    count,
    capacityOf,
  };
}
